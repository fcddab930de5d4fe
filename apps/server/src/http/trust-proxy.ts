import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function of the hop's position:
 * Fastify 5 reads a bare number as "trust nothing" (it cannot tell a proxy from a client that sends
 * its own `X-Forwarded-For`), so the count is honoured only as configured: the first N hops from
 * this server (the socket's peer is hop 0) are proxies, and the client is the address the last of
 * them reports. Right only when clients cannot reach the server except through those proxies —
 * README says so; an address list is the safer setting.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}
