/**
 * Seconds from starting the built server to its first answers, without and then with the
 * catalogue index's snapshot (docs/decisions/017), in one run on the same database:
 *
 *   npx tsx bench/start-to-first-answer.ts \
 *     [--database-url postgres://postgres@127.0.0.1:5432/curio_bench_1m] [--query organza]
 *     [--build] [--server other/dist/main.js] [--timeout 600]
 *
 * Start 1 has an empty data folder: it builds the index and saves the snapshot. It is stopped
 * (SIGTERM) and started again on the same folder: start 2 reads the snapshot. For each start it
 * prints the seconds from spawning the process until `/api/health/live` answers (the port is
 * open), until a search (`/api/products?name=…`), a list, a product page's JSON and the home page
 * (when the web app is built) first answer 200, and until `/api/health/ready` does; then start 1's
 * seconds over start 2's. Every probe asks again 100 ms after a refusal or an error status; a
 * request waiting for the index counts until it is answered. Exits with 1 when a probe never
 * answered 200 within --timeout seconds, never on a time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readArgs } from './lib/args';
import { ensureServerBuilt, freePort, serverEntry } from './lib/server-build';

interface Options {
  databaseUrl: string;
  query: string | undefined;
  build: boolean;
  server: string | undefined;
  timeoutSeconds: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/curio_bench_1m',
    query: undefined,
    build: false,
    server: undefined,
    timeoutSeconds: 600,
  };
  readArgs(argv, (arg, value) => {
    if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--query') options.query = value();
    else if (arg === '--build') options.build = true;
    else if (arg === '--server') options.server = value();
    else if (arg === '--timeout') options.timeoutSeconds = Number(value());
    else throw new Error(`Unknown argument: ${arg}`);
  });
  return options;
}

/** A word of the newest product's name (a search that matches), and that product's id. */
async function probeTargets(databaseUrl: string): Promise<{ word: string; productId: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; name: string; products: string }>(
      'select id, name, (select count(*) from products)::text as products from products order by id desc limit 1',
    );
    const row = rows[0];
    if (!row) throw new Error('The database has no products.');
    console.log(`${Number(row.products).toLocaleString('en')} products in the database.`);
    const word = row.name.split(/[^\p{L}\p{N}]+/u).find((token) => token.length >= 3) ?? row.name;
    return { word: word.toLowerCase(), productId: row.id };
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Seconds from `started` until `url` first answers 200 (asking again after failures). */
async function firstAnswer(url: string, started: number, deadline: number): Promise<number> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(deadline - Date.now()) });
      await response.arrayBuffer();
      if (response.ok) return (performance.now() - started) / 1000;
    } catch {
      // not listening yet, or the deadline passed
    }
    await pause(100);
  }
  return Number.NaN;
}

interface Start {
  seconds: Record<string, number>;
  indexLines: string[];
}

async function measureStart(
  options: Options,
  dataDir: string,
  probes: Record<string, string>,
): Promise<Start> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const indexLines: string[] = [];
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [options.server ?? serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const message = /"msg":"(Catalogue index[^"]*)"/.exec(line)?.[1];
      if (message) {
        indexLines.push(`${((performance.now() - started) / 1000).toFixed(1)} s: ${message}`);
      }
    }
  });
  const deadline = Date.now() + options.timeoutSeconds * 1000;
  try {
    const entries = await Promise.all(
      Object.entries(probes).map(
        async ([name, path]) => [name, await firstAnswer(base + path, started, deadline)] as const,
      ),
    );
    // The log line of a snapshot saved after the build comes before the first answers.
    await pause(500);
    return { seconds: Object.fromEntries(entries), indexLines };
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (!options.server) ensureServerBuilt(options.build);
  const { word, productId } = await probeTargets(options.databaseUrl);
  const query = options.query ?? word;
  const probes: Record<string, string> = {
    'health (live)': '/api/health/live',
    'search answer': `/api/products?name=${encodeURIComponent(query)}&size=20`,
    'list answer': '/api/products?size=20',
    'product JSON': `/api/products/${productId}`,
    'ready (index loaded)': '/api/health/ready',
  };
  if (existsSync(join(serverEntry, '../../../web/dist/server/index.js'))) probes['home page'] = '/';
  console.log(`Search: name=${query}. Load average ${loadAverage()}.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-first-answer-'));
  try {
    const cold = await measureStart(options, dataDir, probes);
    const snapshot = join(dataDir, 'catalog-index.snapshot');
    const snapshotMb = existsSync(snapshot) ? statSync(snapshot).size / 1e6 : 0;
    const warm = await measureStart(options, dataDir, probes);
    console.log(`\nSnapshot: ${snapshotMb.toFixed(1)} MB. Load average ${loadAverage()}.`);
    for (const [label, start] of [
      ['start 1 (no snapshot)', cold],
      ['start 2 (snapshot)', warm],
    ] as const) {
      console.log(`${label}:`);
      for (const line of start.indexLines) console.log(`  ${line}`);
    }
    console.log(
      `\n| seconds from start      | no snapshot | snapshot | ratio |\n| ----------------------- | ----------- | -------- | ----- |`,
    );
    for (const name of Object.keys(probes)) {
      const a = cold.seconds[name] ?? Number.NaN;
      const b = warm.seconds[name] ?? Number.NaN;
      console.log(
        `| ${name.padEnd(23)} | ${a.toFixed(1).padStart(11)} | ${b.toFixed(1).padStart(8)} | ${(a / b).toFixed(1).padStart(5)} |`,
      );
    }
    const unanswered = [cold, warm].flatMap((start) =>
      Object.entries(start.seconds).filter(([, seconds]) => Number.isNaN(seconds)),
    );
    if (unanswered.length > 0) {
      console.log(`Never answered 200: ${unanswered.map(([name]) => name).join(', ')}.`);
      process.exitCode = 1;
    }
    const search = warm.seconds['search answer'] ?? Number.NaN;
    console.log(
      `\nFirst search answer with the snapshot: ${search.toFixed(1)} s (target ≤ 10 s: ${search <= 10 ? 'met' : 'NOT MET'}).`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

await main();
