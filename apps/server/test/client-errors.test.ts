import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, MESSAGES, type MessageKey } from '@curio/shared';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Requests Node refuses before Fastify sees them (a header block over 16 KB, a request line that is
 * not HTTP, a request that arrives too slowly), sent to a real listening server over a raw socket.
 */
let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await t.close();
});

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawReply {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Writes `text` and reads until the server closes the connection. */
function rawRequest(text: string, onServerSocket?: (socket: Socket) => void): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    if (onServerSocket) t.app.server.once('connection', onServerSocket);
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    const done = () => (received ? resolve(parse(received)) : reject(new Error('no reply')));
    socket.on('close', done);
    // The server may close while the rest of a long request is still on its way.
    socket.on('error', () => undefined);
    socket.write(text);
  });
}

/** Every security header of a normal reply, as sent over HTTP by the same server. */
async function normalReplyHeaders(): Promise<Record<string, string>> {
  const reply = await rawRequest(
    'GET /api/health/live HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
  );
  expect(reply.status).toBe(200);
  return reply.headers;
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

function expectErrorReply(
  reply: RawReply,
  status: number,
  code: MessageKey,
  normal: Record<string, string>,
) {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(errorBodySchema.strict().parse(JSON.parse(reply.body))).toEqual({
    status,
    code,
    message: MESSAGES[code],
  });
  expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
  for (const name of SECURITY_HEADERS) {
    expect(normal[name], name).toBeTruthy();
    expect(reply.headers[name], name).toBe(normal[name]);
  }
  expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('replies to requests Fastify never sees', () => {
  it('answers a 20 KB header with 431, the error body and the security headers', async () => {
    const normal = await normalReplyHeaders();
    const reply = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: a\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expectErrorReply(reply, 431, 'headersTooLarge', normal);
  });

  it('answers a request line that is not HTTP with 400, in the same form', async () => {
    const normal = await normalReplyHeaders();
    const reply = await rawRequest('HELLO THERE\r\n\r\n');
    expectErrorReply(reply, 400, 'requestUnreadable', normal);
  });

  it('answers a request Node timed out with 408, in the same form', async () => {
    const normal = await normalReplyHeaders();
    // Node's own timeout check runs every 30 s; the error it then raises is raised here at once,
    // on the server's side of a real connection that has sent half a request.
    const reply = await rawRequest('GET /api/health HTTP/1.1\r\nHost: a\r\n', (socket) => {
      setTimeout(() => {
        const error = Object.assign(new Error('Request timeout'), {
          code: 'ERR_HTTP_REQUEST_TIMEOUT',
        });
        t.app.server.emit('clientError', error, socket);
      }, 50);
    });
    expectErrorReply(reply, 408, 'requestTimedOut', normal);
  });
});

describe('replies to URLs the router refuses', () => {
  it('answers a broken percent-encoding with 400, the error body and the security headers', async () => {
    const normal = await normalReplyHeaders();
    const reply = await rawRequest(
      'GET /api/products/%E0%A4%A HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    );
    expectErrorReply(reply, 400, 'validationFailed', normal);
  });
});
