import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { tokenReplySchema } from '@curio/shared';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/**
 * `npm start`'s entry (src/main.ts through tsx) as a real process on 127.0.0.1:port, resolved
 * once it answers /api/health/live. Only the given variables and the basics are passed on.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  // Otherwise the health check below could be answered by whatever holds the port.
  if (await tcpAnswers('127.0.0.1', port)) throw new Error(`Port ${port} is already in use.`);
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}): ${output}`);
    const ok = await fetch(`${url}/api/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, child, output: () => output, exited };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in ${timeoutMs} ms: ${output}`);
}

/** SIGTERM, and how long until the process was gone. */
export async function stopServerProcess(
  server: ServerProcess,
): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  return { code, ms: Date.now() - started };
}

/** Calls the JSON API; answers the status and the parsed body (for the test to check). */
export async function callApi(
  url: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A sign-in through the API: the token, or an error naming the status. */
export async function signInThrough(
  url: string,
  username: string,
  password: string,
): Promise<string> {
  const res = await callApi(url, 'POST', '/api/accounts/signin', undefined, {
    username,
    password,
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
  return tokenReplySchema.parse(res.body).token;
}

/**
 * Signs in someone who may sell (a seller or an admin) and creates the colour, size and category
 * a product needs (Black, M, Bags); answers the token.
 */
export async function prepareSelling(url: string, username: string, password: string) {
  const token = await signInThrough(url, username, password);
  for (const [path, body] of [
    ['/api/colors', { color: 'Black' }],
    ['/api/sizes', { size: 'M' }],
    ['/api/categories', { name: 'Bags' }],
  ] as const) {
    const res = await callApi(url, 'POST', path, token, body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status}`);
  }
  return token;
}

/** Uploads product images (multipart, as the web app does); answers the detail URLs. */
export async function uploadImages(url: string, token: string, images: Buffer[]) {
  const form = new FormData();
  for (const [i, bytes] of images.entries()) {
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`);
  }
  const res = await fetch(`${url}/api/products/images/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { imageUrls?: string[] };
  return { status: res.status, imageUrls: body.imageUrls ?? [] };
}

/** True when something accepts TCP connections there (PostgreSQL, Redis) within a second. */
export function tcpAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
