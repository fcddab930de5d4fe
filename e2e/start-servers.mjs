// The journeys' servers, one per Playwright worker (servers.ts), started side by side. The demo
// store is seeded once: the first server starts on an empty folder, stops, and every server then
// starts on a copy of its data folder (seeding renders the demo images: seconds of both cores).
// `node start-servers.mjs --ready <port> <server port>…` (playwright.config.ts names the ports,
// servers.ts decides them): answers 200 on the ready port once every server is healthy, for
// Playwright's webServer check.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { ready: { type: 'string' } },
  allowPositionals: true,
});
const ports = positionals.map(Number);
const template = fileURLToPath(new URL('./.data/template', import.meta.url));

const children = new Set();

function start(port, args = []) {
  const child = spawn(process.execPath, ['start-server.mjs', ...args], {
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, E2E_PORT: String(port) },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function healthy(port, child) {
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on ${port} exited.`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on ${port} did not start.`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
  setTimeout(() => process.exit(code), 12_000).unref();
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => stopAll(0));

try {
  const seeding = start(ports[0]);
  await healthy(ports[0], seeding);
  await stop(seeding);
  rmSync(template, { recursive: true, force: true });
  cpSync(fileURLToPath(new URL(`./.data/${ports[0]}`, import.meta.url)), template, {
    recursive: true,
  });
  await Promise.all(ports.map((port) => healthy(port, start(port, ['--data-from', template]))));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
if (!process.exitCode) {
  createServer((_request, reply) => reply.end('ready')).listen(Number(values.ready), '127.0.0.1');
}
