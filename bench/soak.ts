/**
 * Soak test: starts the built server, measures its peak throughput on a mix of storefront reads,
 * then holds half of that rate for a long time, sampling the server's memory (RSS) and p99 latency
 * every minute. A leak shows as RSS that keeps growing; a slow leak of work as a rising p99.
 *
 *   npx tsx bench/soak.ts [--minutes 30] [--connections 16] [--peak-seconds 15] [--port 3410] \
 *     [--data-dir ./soak-data] [--database-url postgres://…] [--no-build]
 *
 * Without --data-dir it uses a throwaway folder (the demo store is seeded on first start, which
 * takes a while); without --database-url, embedded PGlite.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './lib/demo-store';
import { rssMb } from './lib/process-memory';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Options {
  minutes: number;
  connections: number;
  peakSeconds: number;
  port: number;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  build: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    minutes: 30,
    connections: 16,
    peakSeconds: 15,
    port: 3410,
    dataDir: undefined,
    databaseUrl: undefined,
    build: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => argv[++i] ?? '';
    if (arg === '--minutes') options.minutes = Number(value());
    else if (arg === '--connections') options.connections = Number(value());
    else if (arg === '--peak-seconds') options.peakSeconds = Number(value());
    else if (arg === '--port') options.port = Number(value());
    else if (arg === '--data-dir') options.dataDir = resolve(value());
    else if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--no-build') options.build = false;
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!(options.minutes > 0)) throw new Error('--minutes must be a positive number');
  return options;
}

async function buildAndStart(options: Options, dataDir: string): Promise<ChildProcess> {
  if (options.build) {
    const built = spawnSync('npm', ['run', 'build', '-w', '@curio/server'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('npm run build -w @curio/server failed');
  }
  return startServer({
    port: options.port,
    dataDir,
    env: options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {},
    // Seeding the demo store into a new PostgreSQL database takes a while.
    timeoutMs: 15 * 60_000,
  });
}

/** Storefront reads, as a visitor makes them: lists, a search, facets, product pages. */
async function requestMix(base: string): Promise<{ path: string }[]> {
  const page = (await (await fetch(`${base}/api/products?size=24`)).json()) as {
    content?: { id: number }[];
  };
  const ids = (page.content ?? []).map((product) => product.id).slice(0, 8);
  return [
    '/api/products?size=24',
    '/api/products?page=1&size=24&sort=price_asc',
    '/api/products?name=hoodie',
    '/api/products/facets',
    ...ids.map((id) => `/api/products/${id}`),
    ...ids.slice(0, 2).map((id) => `/api/products/${id}/similar`),
    '/api/health',
  ].map((path) => ({ path }));
}

async function measure(
  base: string,
  requests: { path: string }[],
  connections: number,
  seconds: number,
  overallRate?: number,
) {
  const result = await autocannon({
    url: base,
    requests,
    connections,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'curio-soak-'));
  const base = `http://127.0.0.1:${options.port}`;
  const server = await buildAndStart(options, dataDir);
  const pid = server.pid ?? 0;
  try {
    const requests = await requestMix(base);
    const peak = await measure(base, requests, options.connections, options.peakSeconds);
    const rate = Math.max(1, Math.round(peak.rps / 2));
    console.log(
      `Peak: ${peak.rps.toFixed(0)} req/s (p99 ${peak.p99} ms, ${peak.failures} failures) over ` +
        `${options.peakSeconds} s with ${options.connections} connections; soaking at ${rate} req/s ` +
        `for ${options.minutes} min. RSS at start ${rssMb(pid).toFixed(1)} MB.`,
    );
    const rows = [];
    for (let minute = 1; minute <= options.minutes; minute++) {
      const sample = await measure(base, requests, options.connections, 60, rate);
      rows.push({
        minute,
        'req/s': Number(sample.rps.toFixed(1)),
        'p50 ms': sample.p50,
        'p99 ms': sample.p99,
        failures: sample.failures,
        'rss MB': Number(rssMb(pid).toFixed(1)),
      });
      console.log(rows.at(-1));
    }
    console.table(rows);
    const first = rows[0]?.['rss MB'] ?? 0;
    const last = rows.at(-1)?.['rss MB'] ?? 0;
    const p99s = rows.map((row) => row['p99 ms']);
    console.log(
      `RSS growth from minute 1 to minute ${rows.length}: ${(((last - first) / first) * 100).toFixed(1)} % ` +
        `(${first} → ${last} MB); p99 per minute: ${p99s.join(', ')} ms; ` +
        `failures: ${rows.reduce((sum, row) => sum + row.failures, 0)}.`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
