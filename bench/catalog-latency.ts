/**
 * Catalogue latency: starts ONE server on the given database, measures each catalogue scenario for a
 * fixed time with a few connections (after a short warm-up), stops the server, and prints p50 / p95 /
 * p99 (ms), requests per second, each scenario's throughput as a ratio of the hello-world route
 * measured in the same run, and the target check (p95 ≤ 50 ms).
 *
 *   npx tsx bench/catalog-latency.ts [--database-url postgres://postgres@127.0.0.1:5432/curio_bench_100k]
 *     [--seconds 10] [--warmup 2] [--connections 4] [--seed 7] [--target-ms 50]
 *     [--only list,typo] [--json results.json] [--build] [--list-urls 20]
 *     [--pg-options "-c jit=off -c max_parallel_workers_per_gather=0"] [--server other/dist/main.js]
 *
 * Every request of a scenario asks for another URL, drawn in advance from a seeded PRNG out of the
 * database's own categories, colours, product ids and name words (typo search misspells real
 * words of the generated names). Loopback only; the server is built first if dist/ is missing or
 * older than the server's or shared package's source, or with --build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Random } from './catalog-data';
import { readArgs, requireLocalDatabase } from './lib/args';
import { runLoad, type LoadResult } from './lib/load-run';
import { ensureServerBuilt, freePort, serverEntry } from './lib/server-build';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Options {
  databaseUrl: string;
  seconds: number;
  warmup: number;
  connections: number;
  seed: number;
  targetMs: number;
  only: string[] | undefined;
  json: string | undefined;
  build: boolean;
  /** Print this many URLs of each scenario and stop (to feed bench/explain-catalog.ts). */
  listUrls: number;
  /** PostgreSQL settings for the server's connections (PGOPTIONS), e.g. "-c jit=off". */
  pgOptions: string | undefined;
  /** Another server entry to measure (an older build, to compare), instead of the current one. */
  server: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/curio_bench_100k',
    seconds: 10,
    warmup: 2,
    connections: 4,
    seed: 7,
    targetMs: 50,
    only: undefined,
    json: undefined,
    build: false,
    listUrls: 0,
    pgOptions: undefined,
    server: undefined,
  };
  readArgs(argv, (arg, value) => {
    if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--seconds') options.seconds = Number(value());
    else if (arg === '--warmup') options.warmup = Number(value());
    else if (arg === '--connections') options.connections = Number(value());
    else if (arg === '--seed') options.seed = Number(value());
    else if (arg === '--target-ms') options.targetMs = Number(value());
    else if (arg === '--only') options.only = value().split(',');
    else if (arg === '--json') options.json = value();
    else if (arg === '--build') options.build = true;
    else if (arg === '--list-urls') options.listUrls = Number(value());
    else if (arg === '--pg-options') options.pgOptions = value();
    else if (arg === '--server') options.server = resolve(value());
    else throw new Error(`Unknown argument: ${arg}`);
  });
  requireLocalDatabase(options.databaseUrl);
  return options;
}

// ---------------------------------------------------------------------------------------------
// What to ask for: drawn from the database, deterministic for a seed.

interface Catalogue {
  products: number;
  minId: number;
  maxId: number;
  categories: string[];
  colors: string[];
  /** Words of five letters or more (product and category names). */
  words: string[];
  terms: string[];
}

async function readCatalogue(databaseUrl: string): Promise<Catalogue> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async <T extends pg.QueryResultRow>(text: string) =>
      (await client.query<T>(text)).rows;
    const [stats] = await q<{ n: number; min: number; max: number }>(
      'select count(*)::int as n, min(id) as min, max(id) as max from products',
    );
    if (!stats || stats.n === 0) {
      throw new Error('No products: load some with bench/generate-catalog.ts first.');
    }
    // The words of the names and categories (a sample of the names: enough for real typos).
    const terms = (
      await q<{ term: string }>(`
        select distinct lower(word) as term
        from (select regexp_split_to_table(name, '[^A-Za-z]+') as word
              from (select name from products order by id limit 50000) sample
              union all select regexp_split_to_table(name, '[^A-Za-z]+') from categories) words
        where length(word) >= 2 order by 1`)
    ).map((row) => row.term);
    return {
      products: stats.n,
      minId: stats.min,
      maxId: stats.max,
      categories: (await q<{ name: string }>('select name from categories order by id')).map(
        (row) => row.name,
      ),
      colors: (await q<{ color: string }>('select color from colors order by id')).map(
        (row) => row.color,
      ),
      words: terms.filter((term) => /^[a-z]{5,}$/.test(term)),
      terms,
    };
  } finally {
    await client.end();
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** One or two slips of the keyboard (swap, drop, double, replace), never still a known substring. */
function misspell(word: string, random: Random, terms: string[]): string | undefined {
  for (let attempt = 0; attempt < 20; attempt++) {
    let typo = word;
    const edits = word.length >= 7 && random.chance(0.4) ? 2 : 1;
    for (let e = 0; e < edits; e++) {
      const at = random.int(1, typo.length - 2);
      const kind = random.int(0, 3);
      if (kind === 0)
        typo = typo.slice(0, at) + typo.charAt(at + 1) + typo.charAt(at) + typo.slice(at + 2);
      else if (kind === 1) typo = typo.slice(0, at) + typo.slice(at + 1);
      else if (kind === 2) typo = typo.slice(0, at) + typo.charAt(at) + typo.slice(at);
      else typo = typo.slice(0, at) + random.pick(LETTERS) + typo.slice(at + 1);
    }
    // A typo that is still part of a known word would be an ordinary substring search.
    if (typo !== word && typo.length >= 4 && !terms.some((term) => term.includes(typo)))
      return typo;
  }
  return undefined;
}

function filterQuery(c: Catalogue, random: Random, full: boolean): URLSearchParams {
  const params = new URLSearchParams();
  const useCategories = full || random.chance(0.7);
  const useColors = full || random.chance(0.7);
  const usePrice = full || random.chance(0.6);
  if (useCategories)
    params.set('categories', random.sample(c.categories, random.int(1, 2)).join(','));
  if (useColors) params.set('colors', random.sample(c.colors, random.int(1, 3)).join(','));
  if (usePrice) {
    const min = random.int(0, 120);
    params.set('minPrice', String(min));
    params.set('maxPrice', String(min + random.int(20, 230)));
  }
  return params;
}

/** Mostly the first pages (as people browse), sometimes anywhere up to the last one. */
function pageNumber(random: Random, lastPage: number): number {
  const roll = random.next();
  if (roll < 0.7) return random.int(0, Math.min(9, lastPage));
  if (roll < 0.9) return random.int(0, Math.min(99, lastPage));
  return random.int(0, lastPage);
}

interface Scenario {
  key: string;
  label: string;
  paths: string[];
  /** Not held to the latency target (the baseline, or a figure with a target of its own). */
  baseline?: boolean;
  /** POST this JSON body instead of a GET. */
  post?: string;
  /** Measured while this other scenario runs beside it at `alongsideRate` requests per second. */
  alongside?: string;
  alongsideRate?: number;
}

/** The account the sign-in scenarios use, made by the server at start-up (ADMIN_*). */
const BENCH_ACCOUNT = {
  username: 'bench-admin',
  email: 'bench-admin@curio.local',
  password: 'BenchAdmin123',
};

function scenarios(c: Catalogue, seed: number): Scenario[] {
  const random = new Random(seed);
  const draw = (count: number, make: () => string | undefined) => {
    const paths: string[] = [];
    for (let guard = 0; paths.length < count && guard < count * 20; guard++) {
      const path = make();
      if (path) paths.push(path);
    }
    return paths;
  };
  const lastPage = Math.max(0, Math.ceil(c.products / 50) - 1);
  const listPaths = draw(500, () => `/api/products?page=${pageNumber(random, lastPage)}&size=50`);
  return [
    {
      key: 'hello',
      label: 'hello-world /api/health/live',
      paths: ['/api/health/live'],
      baseline: true,
    },
    {
      key: 'list',
      label: 'plain list (size=50, varied pages)',
      paths: listPaths,
    },
    {
      key: 'filtered',
      label: 'filtered list (categories+colours+price)',
      paths: draw(500, () => {
        const params = filterQuery(c, random, true);
        params.set('page', String(random.chance(0.8) ? 0 : random.int(1, 4)));
        params.set('size', '50');
        if (random.chance(0.25)) params.set('sort', random.pick(['price_asc', 'price_desc']));
        return `/api/products?${params.toString()}`;
      }),
    },
    {
      key: 'facets',
      label: 'facets (varied filters)',
      paths: draw(500, () => `/api/products/facets?${filterQuery(c, random, false).toString()}`),
    },
    {
      key: 'typo',
      label: 'typo search (misspelt real words)',
      paths: draw(500, () => {
        const typo = misspell(random.pick(c.words), random, c.terms);
        return typo ? `/api/products?name=${encodeURIComponent(typo)}&size=50` : undefined;
      }),
    },
    {
      key: 'similar',
      label: 'similar products',
      paths: draw(500, () => `/api/products/${random.int(c.minId, c.maxId)}/similar`),
    },
    {
      key: 'signin',
      label: 'sign-in (argon2id, OWASP parameters)',
      paths: ['/api/accounts/signin'],
      post: JSON.stringify({ username: BENCH_ACCOUNT.username, password: BENCH_ACCOUNT.password }),
      baseline: true,
    },
    {
      key: 'list+signin',
      label: 'plain list while sign-ins run beside it',
      paths: listPaths,
      alongside: 'signin',
      // Target: sign-ins at 20/s must not double the list's p99.
      alongsideRate: 20,
      baseline: true,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The server: one process for the whole run.

interface Server {
  base: string;
  child: ChildProcess;
  pid: number;
  dataDir: string;
}

async function startServer(
  databaseUrl: string,
  build: boolean,
  pgOptions: string | undefined,
  entry: string | undefined,
): Promise<Server> {
  if (!entry) ensureServerBuilt(build);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-latency-'));
  const child = spawn(process.execPath, [entry ?? serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: BENCH_ACCOUNT.username,
      ADMIN_EMAIL: BENCH_ACCOUNT.email,
      ADMIN_PASSWORD: BENCH_ACCOUNT.password,
      AUTH_RATE_LIMIT: '100000',
      ...(pgOptions ? { PGOPTIONS: pgOptions } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // The server loads the whole catalogue into its index once it listens: ready once it is loaded.
  const started = Date.now();
  const deadline = started + 300_000;
  let problem = 'was not ready (/api/health/ready) within 300 s';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      problem = `exited with ${child.exitCode}`;
      break;
    }
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.ok) {
        console.log(`Server ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
        return { base, child, pid: child.pid ?? 0, dataDir };
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`The server ${problem}.`);
}

async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------
// Measuring.

/** CPU time (user + system) of a process so far, in ms; 0 when it cannot be read (not Linux). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ: 100 on every architecture Node runs on. */
const CLOCK_TICKS = 100;

interface CpuSample {
  server: number;
  db: Map<number, number>;
}

/**
 * CPU used so far by the server and by the database backends serving it (its pool's connections,
 * found in pg_stat_activity). Comparing two samples gives CPU per request, which — unlike latency —
 * hardly depends on what else the shared machine is doing.
 */
async function sampleCpu(
  monitor: pg.Client,
  serverPid: number,
  database: string,
): Promise<CpuSample> {
  const backends = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return {
    server: cpuMs(serverPid),
    db: new Map(backends.rows.map((row) => [row.pid, cpuMs(row.pid)])),
  };
}

function cpuSpent(before: CpuSample, after: CpuSample): { server: number; db: number } {
  let db = 0;
  for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
  return { server: after.server - before.server, db };
}

type Row = LoadResult & {
  scenario: string;
  /** CPU time (ms) the server process and its database backends spent per request. */
  'server cpu': number;
  'db cpu': number;
};

async function run(
  base: string,
  scenario: Scenario,
  seconds: number,
  connections: number,
  overallRate?: number,
): Promise<LoadResult & { scenario: string }> {
  return {
    scenario: scenario.key,
    ...(await runLoad(base, scenario, seconds, connections, overallRate)),
  };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const catalogue = await readCatalogue(options.databaseUrl);
  const all = scenarios(catalogue, options.seed);
  const chosen = all.filter(
    (s) => s.key === 'hello' || !options.only || options.only.includes(s.key),
  );
  const dbName = new URL(options.databaseUrl).pathname.slice(1);
  if (options.listUrls > 0) {
    for (const scenario of chosen) {
      console.log(`# ${scenario.key}`);
      for (const path of scenario.paths.slice(0, options.listUrls)) console.log(path);
    }
    return;
  }
  console.log(
    `${dbName}: ${catalogue.products.toLocaleString('en')} products, ` +
      `${catalogue.terms.length} dictionary terms; ${options.connections} connections, ` +
      `${options.warmup} s warm-up + ${options.seconds} s per scenario` +
      (options.pgOptions ? `; PGOPTIONS ${options.pgOptions}` : '') +
      (options.server ? `; server ${options.server}.` : '.'),
  );

  const server = await startServer(
    options.databaseUrl,
    options.build,
    options.pgOptions,
    options.server,
  );
  const monitor = new pg.Client({ connectionString: options.databaseUrl });
  await monitor.connect();
  const stop = () => {
    server.child.kill('SIGTERM');
    process.exit(130);
  };
  process.once('SIGINT', stop);
  const rows: Row[] = [];
  try {
    for (const scenario of chosen) {
      process.stdout.write(`  ${scenario.label}… `);
      if (options.warmup > 0) {
        await run(server.base, scenario, options.warmup, options.connections);
      }
      const before = await sampleCpu(monitor, server.pid, dbName);
      const beside = all.find((s) => s.key === scenario.alongside);
      const load = beside
        ? run(server.base, beside, options.seconds, options.connections, scenario.alongsideRate)
        : undefined;
      const measured = await run(server.base, scenario, options.seconds, options.connections);
      const besideRow = await load;
      if (besideRow) console.log(`(beside it: ${beside?.key} at ${besideRow.rps} req/s) `);
      const spent = cpuSpent(before, await sampleCpu(monitor, server.pid, dbName));
      const perRequest = (ms: number) =>
        Math.round((ms / Math.max(1, measured.requests)) * 100) / 100;
      const row = {
        ...measured,
        'server cpu': perRequest(spent.server),
        'db cpu': perRequest(spent.db),
      };
      rows.push(row);
      console.log(`p95 ${row.p95} ms, ${row.rps} req/s`);
    }
  } finally {
    process.removeListener('SIGINT', stop);
    // autocannon leaves its last requests unanswered at the deadline: let the server finish them.
    await new Promise((done) => setTimeout(done, 1_000));
    await monitor.end();
    await stopServer(server);
  }

  const hello = rows.find((row) => row.scenario === 'hello');
  const table = rows.map((row) => {
    const scenario = all.find((s) => s.key === row.scenario);
    const meets = row.p95 <= options.targetMs && row.failures === 0;
    return {
      ...row,
      'rps vs hello': hello ? Number((row.rps / hello.rps).toFixed(3)) : Number.NaN,
      target: scenario?.baseline ? '(baseline)' : meets ? 'met' : 'MISSED',
    };
  });
  console.log();
  console.table(table);
  console.log(
    `target: p95 ≤ ${options.targetMs} ms and no failures (non-2xx, errors, timeouts). ` +
      'server cpu / db cpu: CPU ms per request of the server process and of its PostgreSQL ' +
      'backends (steadier than latency on a shared machine).',
  );
  const missed = table.filter((row) => row.target === 'MISSED');
  console.log(
    missed.length === 0
      ? `Target met: every scenario's p95 ≤ ${options.targetMs} ms on ${dbName}.`
      : `Target missed on ${dbName} by: ${missed.map((row) => `${row.scenario} (p95 ${row.p95} ms${row.failures ? `, ${row.failures} failures` : ''})`).join(', ')}.`,
  );
  if (options.json) {
    writeFileSync(
      options.json,
      JSON.stringify(
        { database: dbName, products: catalogue.products, options, rows: table },
        null,
        2,
      ),
    );
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
