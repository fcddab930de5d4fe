import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '@curio/shared';
import { securityHeaderList } from '../http/security-headers';
import { errorBody } from './errors';

type ClientErrorHandler = NonNullable<FastifyServerOptions['clientErrorHandler']>;

/** What Node reports about a request too broken to reach Fastify, and what the client is told. */
function replyFor(code: string | undefined): ErrorBody {
  if (code === 'HPE_HEADER_OVERFLOW') return errorBody(431, 'headersTooLarge');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return errorBody(408, 'requestTimedOut');
  return errorBody(400, 'requestUnreadable');
}

/**
 * Fastify's `clientErrorHandler`: a header block over the limit (431), a request that arrives too
 * slowly (408) or a request line that is not HTTP (400) is answered by hand, on the socket, with
 * the API's error body and the security headers of every other reply. Node's error carries the raw
 * bytes received (Authorization header included): only its code is logged.
 */
export function clientErrorHandler(): ClientErrorHandler {
  const securityHeaders = securityHeaderList()
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  // Fastify calls it bound to the instance.
  return function (this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const body = replyFor(error.code);
    this.log.debug({ code: error.code, status: body.status }, 'client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\n' +
        securityHeaders +
        'Connection: close\r\n\r\n' +
        json,
    );
  };
}
