import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The client as the limits count it: an IPv4 address (IPv4-mapped IPv6 included), or an IPv6
     * client's /64 network, which one subscriber holds whole and can rotate through at will.
     */
    readonly client: string;
  }
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as the last two), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    tail.push(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0));
    text = text.slice(0, -dotted[1].length);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const [headText = '', restText] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => parseInt(group, 16));
  const head = parse(headText);
  const rest = restText === undefined ? [] : parse(restText);
  const missing = 8 - tail.length - head.length - rest.length;
  if (missing < 0 || (restText === undefined && missing !== 0)) return undefined;
  const groups = [...head, ...Array<number>(missing).fill(0), ...rest, ...tail];
  return groups.some((group) => Number.isNaN(group)) ? undefined : groups;
}

/** The key a limit counts `ip` under (see `FastifyRequest.client`). */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (!groups) return ip;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(':')}::/64`;
}

/** `request.client`, read by every limit (the rate limits and the sign-in throttle). */
async function clientAddress(app: FastifyInstance) {
  app.decorateRequest('client', {
    getter(this: { ip: string }) {
      return clientKey(this.ip);
    },
  });
}

export default fp(clientAddress, { name: 'client-address' });
