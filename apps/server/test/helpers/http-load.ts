import { request, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** One request's fate, seen from the client. */
export interface Outcome {
  startedAt: number;
  /** When the whole answer had come. */
  endedAt?: number;
  status?: number;
  connection?: string | undefined;
  body?: string;
  /** A transport error (ECONNREFUSED, ECONNRESET…); `afterResponse` when a reply had begun. */
  error?: string;
  afterResponse?: boolean;
}

/**
 * A request on a connection of its own (no keep-alive reuse), so that every outcome belongs to
 * one request. `hold` delays the end of the body until it resolves: a request in flight.
 */
export function sendRequest(
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: OutgoingHttpHeaders;
    body?: Buffer;
    hold?: Promise<unknown>;
  },
): Promise<Outcome> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    let answered = false;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: {
          ...options.headers,
          ...(options.body ? { 'content-length': options.body.length } : {}),
        },
      },
      (res) => {
        answered = true;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            startedAt,
            endedAt: Date.now(),
            status: res.statusCode,
            connection: res.headers.connection,
            body,
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ startedAt, error: error.code ?? error.message, afterResponse: true }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve({ startedAt, error: error.code ?? error.message });
    });
    const body = options.body;
    if (!body) {
      req.end();
    } else if (!options.hold) {
      req.end(body);
    } else {
      const half = Math.floor(body.length / 2);
      req.write(body.subarray(0, half));
      void options.hold.then(() => req.end(body.subarray(half)));
    }
  });
}

/**
 * A request whose head is sent in two parts: the connection is busy (not idle) from the first
 * part, the request exists for the server only once `complete` resolves.
 */
export function requestCompletedLater(
  port: number,
  path: string,
  complete: Promise<unknown>,
): Promise<Outcome> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ startedAt, error: error.code ?? error.message }),
    );
    socket.on('close', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      const connection = /^connection: *(.+)$/im.exec(head)?.[1]?.trim();
      resolve({ startedAt, status, connection, body });
    });
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    void complete.then(() => socket.write('Accept: application/json\r\n\r\n'));
  });
}

/** `concurrency` clients, each sending requests back to back until `until` resolves. */
export async function runLoad(
  port: number,
  paths: string[],
  concurrency: number,
  until: Promise<unknown>,
): Promise<Outcome[]> {
  let running = true;
  void until.then(() => (running = false));
  const outcomes: Outcome[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let i = client; running; i++) {
        outcomes.push(await sendRequest(port, { path: paths[i % paths.length] ?? '/' }));
      }
    }),
  );
  return outcomes;
}
