/**
 * Does `POST /api/accounts/password-reset` take the same time for a known and an unknown account?
 * Starts the built server (demo store, mail to DATA_DIR/outbox), signs up known accounts, then
 * sends reset requests alternating known and unknown addresses, one at a time, and prints the
 * median and p90 of each and the known/unknown ratio measured in this one run.
 *
 * `--gap` ms separates the requests so that the work a request leaves behind (lookup, token, mail,
 * done after its reply) is over before the next one is timed; `--gap 0` times them back to back,
 * where that work of the previous request lands in the next one's time.
 *
 *   npm run build && npx tsx bench/password-reset-timing.ts [--requests 300] [--gap 30] [--port 3390]
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

async function timed(base: string, email: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/accounts/password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await res.text();
  const elapsed = performance.now() - started;
  if (res.status !== 202) throw new Error(`password-reset answered ${res.status}`);
  return elapsed;
}

async function main() {
  requireBuild();
  const requests = option('requests', 300);
  const port = option('port', 3390);
  const gap = option('gap', 30);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-reset-timing-'));
  const server = await startServer({
    port,
    dataDir,
    env: { AUTH_RATE_LIMIT: '100000', PUBLIC_URL: base },
  });
  try {
    // Enough known accounts that each gets at most 3 mails (the per-account limit): every known
    // request does the full work after the reply (lookup, token, mail written to the outbox).
    const known: string[] = [];
    const stamp = Date.now().toString(36);
    for (let i = 0; i < Math.ceil(requests / 3); i++) {
      const email = `timing${stamp}${i}@example.com`;
      const res = await fetch(`${base}/api/accounts/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: `timing${stamp}${i}`, email, password: 'Password123' }),
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
      known.push(email);
    }
    // Warm-up, then alternate so both kinds see the same machine load.
    for (let i = 0; i < 20; i++) await timed(base, `warmup${i}@example.com`);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < requests; i++) {
      // Which kind goes first alternates too.
      const pair = [
        async () => knownTimes.push(await timed(base, known[i % known.length] ?? '')),
        async () => unknownTimes.push(await timed(base, `nobody${stamp}${i}@example.com`)),
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
      `POST /api/accounts/password-reset, ${requests} requests of each kind, ${gap} ms apart`,
    );
    console.log(row('known', knownTimes));
    console.log(row('unknown', unknownTimes));
    console.log(
      `known/unknown median ratio: ${(quantile(knownTimes, 0.5) / quantile(unknownTimes, 0.5)).toFixed(3)}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
