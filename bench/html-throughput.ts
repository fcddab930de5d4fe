/**
 * Requests per second of the pages rendered by the server against the catalogue API, in one run
 * (target: home and product pages serve at least as many requests per second as
 * `GET /api/products`). Starts the built server (npm run build first) on PGlite with the demo store
 * in a throwaway data folder, warms each address up, then loads `GET /` (home HTML),
 * `GET /products/<newest id>` (product HTML) and `GET /api/products` with autocannon in short
 * slices, taking turns (in a rotating order), so that whatever else the machine does hits all
 * alike. Every request asks as a browser does (`accept-encoding: gzip, deflate, br`).
 *
 *   npx tsx bench/html-throughput.ts [--seconds 10] [--connections 4] [--slice 2] [--warmup 2] \
 *     [--json out.json] [/other/path …]
 *
 * --seconds is each address's measured time in all, cut into slices of --slice seconds; --warmup
 * is each address's unmeasured time first. Prints, per address, req/s and its ratio to
 * `/api/products`, p50 / p95 / p99 latency (ms, exact percentiles of every response), the server's
 * CPU milliseconds per request (its process, PGlite included, from /proc), the mean response size
 * and the failures (non-2xx, errors, timeouts). Exits with 1 only when an address fails.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { readArgs, runScript } from './lib/args';
import { requireBuild, startDemoStore } from './lib/demo-store';
import { percentile } from './lib/load-run';
import { freePort } from './lib/server-build';

interface Options {
  seconds: number;
  connections: number;
  slice: number;
  warmup: number;
  json: string | undefined;
  paths: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    seconds: 10,
    connections: 4,
    slice: 2,
    warmup: 2,
    json: undefined,
    paths: [],
  };
  readArgs(argv, (arg, value) => {
    if (arg === '--seconds') options.seconds = Number(value());
    else if (arg === '--connections') options.connections = Number(value());
    else if (arg === '--slice') options.slice = Number(value());
    else if (arg === '--warmup') options.warmup = Number(value());
    else if (arg === '--json') options.json = value();
    else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new Error(`unknown argument ${arg}`);
  });
  for (const key of ['seconds', 'connections', 'slice'] as const)
    if (!Number.isInteger(options[key]) || options[key] < 1)
      throw new Error(`--${key} must be a whole number ≥ 1`);
  if (!Number.isInteger(options.warmup) || options.warmup < 0)
    throw new Error('--warmup must be a whole number ≥ 0');
  return options;
}

const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const BASELINE = '/api/products';

interface Target {
  name: string;
  path: string;
  accept: string;
  requests: number;
  seconds: number;
  bytes: number;
  failures: number;
  cpuTicks: number;
  latencies: number[];
}

const ticksPerSecond = (() => {
  const result = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(result.stdout.trim());
  return Number.isInteger(ticks) && ticks > 0 ? ticks : 100;
})();

/** User + system CPU time of a process and its threads so far, in clock ticks. */
function cpuTicks(pid: number): number {
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
}

/** One slice of load on one address; `record` false for the warm-up. */
async function load(
  base: string,
  target: Target,
  seconds: number,
  options: Options,
  pid: number,
  record: boolean,
): Promise<void> {
  const latencies: number[] = [];
  const before = cpuTicks(pid);
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: base + target.path,
        connections: options.connections,
        duration: seconds,
        timeout: 30,
        headers: { ...HEADERS, accept: target.accept },
      },
      (error: unknown, output) => {
        if (error) fail(error instanceof Error ? error : new Error('autocannon failed'));
        else done(output);
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  });
  const ticks = cpuTicks(pid) - before;
  if (!record) return;
  target.requests += latencies.length;
  target.seconds += result.duration;
  target.bytes += result.throughput.total;
  target.failures += result.non2xx + result.errors + result.timeouts;
  target.cpuTicks += ticks;
  target.latencies.push(...latencies);
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

const loadLine = () => {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1/5/15 min, ${cpus().length} cores)`;
};

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  requireBuild();
  const loadBefore = loadLine();
  const store = await startDemoStore(await freePort());
  const { base, pid } = store;
  const targets: Target[] = [];
  try {
    if (pid === undefined) throw new Error('the server has no process id');
    const newest = (await (await fetch(`${base}/api/products?size=1`)).json()) as {
      content?: { id: number }[];
    };
    const productId = newest.content?.[0]?.id;
    if (productId === undefined) throw new Error('the store has no product');
    const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const make = (name: string, path: string, accept: string): Target => ({
      name,
      path,
      accept,
      requests: 0,
      seconds: 0,
      bytes: 0,
      failures: 0,
      cpuTicks: 0,
      latencies: [],
    });
    targets.push(
      make('home HTML', '/', html),
      make('product HTML', `/products/${productId}`, html),
      ...options.paths.map((path) => make(path, path, html)),
      make('catalogue API (baseline)', BASELINE, 'application/json'),
    );
    for (const target of targets) {
      const reply = await fetch(base + target.path, {
        headers: { ...HEADERS, accept: target.accept },
      });
      await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`GET ${target.path} answered ${reply.status}`);
    }
    if (options.warmup > 0)
      for (const target of targets) await load(base, target, options.warmup, options, pid, false);
    const rounds = Math.ceil(options.seconds / options.slice);
    for (let round = 0; round < rounds; round++) {
      const seconds = Math.min(options.slice, options.seconds - round * options.slice);
      // A rotating order: no address always comes after the same one.
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(round + i) % targets.length];
        if (!target) continue;
        if (process.stdout.isTTY)
          process.stdout.write(`  round ${round + 1}/${rounds}: ${target.path}          \r`);
        await load(base, target, seconds, options, pid, true);
      }
    }
  } finally {
    await store.stop();
  }
  const loadAfter = loadLine();

  const rps = (t: Target) => (t.seconds > 0 ? t.requests / t.seconds : 0);
  const baseline = targets.find((t) => t.path === BASELINE);
  const rows = targets.map((t) => {
    const sorted = [...t.latencies].sort((a, b) => a - b);
    return {
      name: t.name,
      path: t.path,
      requests: t.requests,
      'req/s': round(rps(t)),
      '× API': baseline && rps(baseline) > 0 ? round(rps(t) / rps(baseline), 2) : Number.NaN,
      'p50 ms': round(percentile(sorted, 0.5)),
      'p95 ms': round(percentile(sorted, 0.95)),
      'p99 ms': round(percentile(sorted, 0.99)),
      'CPU ms/req':
        t.requests > 0 ? round(((t.cpuTicks / ticksPerSecond) * 1000) / t.requests, 2) : Number.NaN,
      'bytes/resp': t.requests > 0 ? Math.round(t.bytes / t.requests) : Number.NaN,
      failures: t.failures,
    };
  });
  console.log();
  console.table(rows);
  console.log(
    `${options.seconds} s per address in ${options.slice} s slices taking turns, ` +
      `${options.connections} connections, after ${options.warmup} s of warm-up each. ` +
      `CPU ms/req: the server process (PGlite included) per response; bytes/resp: as sent ` +
      `(compressed), headers included.`,
  );
  const pages = rows.filter((row) => row.path !== BASELINE).slice(0, 2);
  console.log(
    `Target: home and product HTML ≥ 1× ${BASELINE} — ` +
      pages
        .map((row) => `${row.name} ${row['× API']}×: ${row['× API'] >= 1 ? 'met' : 'NOT MET'}`)
        .join('; ') +
      '.',
  );
  console.log(`Load average before: ${loadBefore}; after: ${loadAfter}.`);
  if (options.json) {
    const json = {
      date: new Date().toISOString(),
      options,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
      results: rows,
    };
    writeFileSync(options.json, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`Wrote ${options.json}`);
  }
  const failed = rows.filter((row) => row.failures > 0);
  if (failed.length > 0)
    throw new Error(
      `failures on ${failed.map((row) => row.path).join(', ')} (non-2xx, errors, timeouts)`,
    );
}

await runScript(main);
