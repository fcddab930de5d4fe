/**
 * Does a failed `POST /api/accounts/signin` take the same time for a known and an unknown account?
 * Starts the built server (demo store, PGlite), signs up a few accounts, then sends sign-ins with a
 * wrong password, alternating a known and an unknown name, one at a time, and prints the median
 * and p90 of each and the unknown/known median ratio measured in this one run (1.0: no difference
 * to see; 2.5 against 13.2 ms when an unknown name skipped the password check).
 *
 * Every request comes "through a proxy" (TRUST_PROXY=loopback) from an X-Forwarded-For address of
 * its own, so that the per-address failure limits, which would answer 429 after a few, stay out of
 * the measurement.
 *
 *   npm run build && npx tsx bench/sign-in-timing.ts [--requests 300] [--gap 30] [--port 3391]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireBuild, startServer } from './lib/demo-store';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

let client = 0;
/** A client address of its own for each request (10.x.y.z). */
function nextClient(): string {
  client += 1;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

async function timed(base: string, identifier: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/accounts/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClient() },
    body: JSON.stringify({ username: identifier, password: 'WrongPassword9' }),
  });
  await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 401) throw new Error(`sign-in answered ${res.status}`);
  return elapsed;
}

async function main() {
  requireBuild();
  const requests = option('requests', 300);
  const port = option('port', 3391);
  const gap = option('gap', 30);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-sign-in-timing-'));
  const server = await startServer({
    port,
    dataDir,
    env: { AUTH_RATE_LIMIT: '100000', TRUST_PROXY: 'loopback', PUBLIC_URL: base },
  });
  try {
    const known: string[] = [];
    const stamp = Date.now().toString(36);
    for (let i = 0; i < 10; i++) {
      const username = `timing${stamp}${i}`;
      const res = await fetch(`${base}/api/accounts/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClient() },
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password: 'Password123',
        }),
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
      known.push(username);
    }
    // Warm-up, then alternate so both kinds see the same machine load.
    for (let i = 0; i < 20; i++) {
      await timed(base, known[i % known.length] ?? '');
      await timed(base, `warmup${stamp}${i}`);
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < requests; i++) {
      // Which kind goes first alternates too.
      const pair = [
        async () => knownTimes.push(await timed(base, known[i % known.length] ?? '')),
        async () => unknownTimes.push(await timed(base, `nobody${stamp}${i}`)),
      ];
      for (const send of i % 2 === 0 ? pair : pair.reverse()) {
        await send();
        if (gap > 0) await pause(gap);
      }
    }
    knownTimes.sort((a, b) => a - b);
    unknownTimes.sort((a, b) => a - b);
    const row = (name: string, times: number[]) =>
      `${name.padEnd(8)} median ${quantile(times, 0.5).toFixed(2)} ms   p90 ${quantile(times, 0.9).toFixed(2)} ms`;
    console.log(
      `POST /api/accounts/signin, wrong password, ${requests} requests of each kind, ${gap} ms apart`,
    );
    console.log(row('known', knownTimes));
    console.log(row('unknown', unknownTimes));
    console.log(
      `unknown/known median ratio: ${(quantile(unknownTimes, 0.5) / quantile(knownTimes, 0.5)).toFixed(3)}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
