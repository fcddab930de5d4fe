/**
 * Search at a million products: latency of six kinds of search, in-process and
 * over HTTP, the index's memory and build time, and /api/health under a search load.
 *
 *   npx tsx bench/generate-catalog.ts --products 1M --reset \
 *     --database-url postgres://postgres@127.0.0.1:5432/curio_bench_1m_real
 *   npx tsx bench/search-latency.ts \
 *     [--database-url postgres://postgres@127.0.0.1:5432/curio_bench_1m_real] [--only in-process,http]
 *     [--queries 300] [--warmup-queries 20] [--seconds 10] [--warmup 2] [--connections 2]
 *     [--health-rate 20] [--health-seconds 30] [--load-niceness 10] [--seed 7] [--json results.json] [--build] [--server other/dist/main.js]
 *
 * Queries come from the database's own product names (tokenised as catalog-vocabulary.ts counts
 * them), drawn with a seeded PRNG: a common word (one of the 100 most frequent tokens), a rare word
 * (a token of letters seen at most 10 times), a typo (a token of 5+ letters among the 5,000 most
 * frequent, one Damerau edit away, that is no token itself), two words (two words of one product's
 * name), a model-code prefix (the first 3–4 characters of a code such as xr2000) and facets with a
 * search (a common word, sometimes with a category and colours).
 *
 * 1. In-process: the server's CatalogService on the database (its public methods only: warmUp,
 *    pageIds, facets), with the time and the heap / RSS growth of its first load (the index) and
 *    the longest event-loop stall meanwhile; then every query of each kind once, one after the
 *    other, timed. Targets: p95 ≤ 5 ms, ≤ 120 MB per million products.
 * 2. Over HTTP: the built server (apps/server/dist, built when stale or with --build) on the same
 *    database; each kind for --seconds with --connections connections (after --warmup s) beside
 *    the hello-world route /api/health/live of the same server in the same run. Target: p95 ≤ 10 ms
 *    and ≤ 3× the hello-world route's.
 *    Then /api/health (which pings the database) at --health-rate requests a second for
 *    --health-seconds (a p99 of a few hundred replies), idle and while every kind of search runs
 *    (one of each kind in turn) as fast as --connections connections go, from a process at
 *    --load-niceness (clients stand on other machines: at the probe's priority the load takes
 *    the CPU it needs): p99 ratio ≤ 2. In the same seconds, at the same rate, a shopper's
 *    searches (every kind, pages of 24, none the load asks) and the hello-world route are probed
 *    side by side: their p95 ratio is the ≤ 3× target measured under load.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import pg from 'pg';
import { productFiltersQuerySchema, productListQuerySchema } from '@curio/shared';
import { CatalogService } from '../apps/server/src/catalog/memory-index/catalog-service';
import {
  IndexClient,
  startIndexWorker,
} from '../apps/server/src/catalog/memory-index/index-client';
import type { WorkerMemory } from '../apps/server/src/catalog/memory-index/index-protocol';
import { openDatabase } from '../apps/server/src/db/client';
import { CATEGORIES, COLORS, Random } from './catalog-data';
import { tokens } from './catalog-vocabulary';
import { readArgs, requireLocalDatabase, runScript } from './lib/args';
import { startServer } from './lib/demo-store';
import { runLoadElsewhere } from './lib/load-process';
import { percentile, runLoad, type LoadResult } from './lib/load-run';
import { ensureServerBuilt, freePort } from './lib/server-build';

/** The storefront's page of products, as the probe under load asks for it. */
const PROBE_PAGE_SIZE = 24;

/** Distinct facet queries drawn for the HTTP runs (more than 12 s of requests ask). */
const HTTP_FACET_QUERIES = 30_000;

/** A fast core: every kind of search in-process and over HTTP, beside the trivial route. */
const TARGETS = {
  inProcessP95: 5,
  httpP95: 10,
  httpTimesHello: 3,
  mbPerMillion: 120,
  healthRatio: 2,
};

interface Options {
  databaseUrl: string;
  only: Set<string>;
  queries: number;
  warmupQueries: number;
  seconds: number;
  warmup: number;
  connections: number;
  healthRate: number;
  healthSeconds: number;
  /** The search load's process's nice value beside the health probe (0: the probe's own). */
  loadNiceness: number;
  seed: number;
  json: string | undefined;
  build: boolean;
  server: string | undefined;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/curio_bench_1m_real',
    only: new Set(['in-process', 'http']),
    queries: 300,
    warmupQueries: 20,
    seconds: 10,
    warmup: 2,
    connections: 2,
    healthRate: 20,
    healthSeconds: 30,
    loadNiceness: 10,
    seed: 7,
    json: undefined,
    build: false,
    server: undefined,
  };
  readArgs(argv, (arg, value) => {
    const count = () => {
      const n = Number(value());
      if (!Number.isFinite(n) || n < 0) throw new Error(`${arg} needs a number ≥ 0`);
      return n;
    };
    if (arg === '--database-url') options.databaseUrl = value();
    else if (arg === '--only') options.only = new Set(value().split(','));
    else if (arg === '--queries') options.queries = Math.max(1, count());
    else if (arg === '--warmup-queries') options.warmupQueries = count();
    else if (arg === '--seconds') options.seconds = Math.max(1, count());
    else if (arg === '--warmup') options.warmup = count();
    else if (arg === '--connections') options.connections = Math.max(1, count());
    else if (arg === '--health-rate') options.healthRate = Math.max(1, count());
    else if (arg === '--health-seconds') options.healthSeconds = Math.max(1, count());
    else if (arg === '--load-niceness') options.loadNiceness = Math.min(19, count());
    else if (arg === '--seed') options.seed = count();
    else if (arg === '--json') options.json = value();
    else if (arg === '--build') options.build = true;
    else if (arg === '--server') options.server = value();
    else throw new Error(`Unknown argument: ${arg}`);
  });
  for (const part of options.only) {
    if (part !== 'in-process' && part !== 'http') throw new Error('--only in-process,http');
  }
  requireLocalDatabase(options.databaseUrl);
  return options;
}

// ---------------------------------------------------------------------------------------------
// The vocabulary of the catalogue, read from its names.

interface Vocabulary {
  products: number;
  /** Tokens by decreasing frequency, with their counts. */
  ranked: [string, number][];
  /** Every 50th name, for two-word queries. */
  names: string[];
}

async function readVocabulary(databaseUrl: string): Promise<Vocabulary> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [bounds] = (
      await client.query<{ n: number; low: number | null; high: number | null }>(
        'select count(*)::int as n, min(id) as low, max(id) as high from products',
      )
    ).rows;
    if (!bounds || bounds.n === 0 || bounds.low === null || bounds.high === null) {
      throw new Error('No products: load some with bench/generate-catalog.ts first.');
    }
    const counts = new Map<string, number>();
    const names: string[] = [];
    let seen = 0;
    for (let low = bounds.low; low <= bounds.high; low += 100_000) {
      const rows = await client.query<{ name: string }>(
        'select name from products where id >= $1 and id < $2 order by id',
        [low, low + 100_000],
      );
      for (const { name } of rows.rows) {
        if (seen++ % 50 === 0) names.push(name);
        for (const token of tokens(name)) counts.set(token, (counts.get(token) ?? 0) + 1);
      }
    }
    return { products: bounds.n, ranked: [...counts].sort((a, b) => b[1] - a[1]), names };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The queries: each a query string, as the storefront would send it.

const KINDS = ['common', 'rare', 'typo', 'two words', 'code prefix', 'facets+search'] as const;
type Kind = (typeof KINDS)[number];

interface Query {
  kind: Kind;
  params: URLSearchParams;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One Damerau edit (swap, drop, insert, replace) that no longer spells a known token. */
function oneEdit(word: string, random: Random, known: ReadonlySet<string>): string | undefined {
  for (let attempt = 0; attempt < 10; attempt++) {
    const at = random.int(1, word.length - 2);
    const letter = LETTERS.charAt(random.int(0, LETTERS.length - 1));
    const typo = [
      word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2),
      word.slice(0, at) + word.slice(at + 1),
      word.slice(0, at) + letter + word.slice(at),
      word.slice(0, at) + letter + word.slice(at + 1),
    ][random.int(0, 3)];
    if (typo && typo !== word && !known.has(typo)) return typo;
  }
  return undefined;
}

/**
 * `count` queries of each of `kinds`; with `distinct`, no query string twice (as many as the
 * vocabulary allows).
 */
function drawQueries(
  vocabulary: Vocabulary,
  count: number,
  seed: number,
  kinds: readonly Kind[] = KINDS,
  distinct = false,
): Query[] {
  const random = new Random(seed);
  const known = new Set(vocabulary.ranked.map(([token]) => token));
  const isWord = (token: string) => /^\p{L}{2,}$/u.test(token);
  const isLatin = (token: string) => /^[a-z]+$/.test(token);
  const common = vocabulary.ranked
    .slice(0, 100)
    .map(([token]) => token)
    .filter(isWord);
  const rare = vocabulary.ranked
    .filter(([token, n]) => n <= 10 && isWord(token) && token.length >= 4)
    .map(([token]) => token);
  const typoSources = vocabulary.ranked
    .slice(0, 5_000)
    .map(([token]) => token)
    .filter((token) => isLatin(token) && token.length >= 5);
  const codes = vocabulary.ranked
    .map(([token]) => token)
    .filter((token) => token.length >= 5 && /^[a-z]{1,3}\d{3,}[a-z]?$/.test(token));
  for (const [name, list] of Object.entries({ common, rare, typoSources, codes })) {
    if (list.length === 0) throw new Error(`The catalogue's names give no ${name} tokens.`);
  }

  const make: Record<Kind, () => Record<string, string> | undefined> = {
    common: () => ({ name: random.pick(common) }),
    rare: () => ({ name: random.pick(rare) }),
    typo: () => {
      const typo = oneEdit(random.pick(typoSources), random, known);
      return typo ? { name: typo } : undefined;
    },
    'two words': () => {
      const words = [...new Set(tokens(random.pick(vocabulary.names)))].filter(
        (token) => isLatin(token) && token.length >= 3,
      );
      const [first, second] = random.sample(words, 2);
      return first && second ? { name: `${first} ${second}` } : undefined;
    },
    'code prefix': () => ({ name: random.pick(codes).slice(0, random.int(3, 4)) }),
    'facets+search': () => ({
      name: random.pick(common),
      ...(random.chance(0.5) ? { categories: random.pick(CATEGORIES).name } : {}),
      ...(random.chance(0.5) ? { colors: random.sample(COLORS, random.int(1, 2)).join(',') } : {}),
    }),
  };
  const queries: Query[] = [];
  const asked = new Set<string>();
  for (const kind of kinds) {
    let made = 0;
    for (let guard = 0; made < count && guard < count * 20; guard++) {
      const fields = make[kind]();
      if (!fields) continue;
      const params = new URLSearchParams(fields);
      if (kind !== 'facets+search') params.set('size', '50');
      if (distinct) {
        if (asked.has(params.toString())) continue;
        asked.add(params.toString());
      }
      queries.push({ kind, params });
      made++;
    }
  }
  return queries;
}

const pathOf = (query: Query) =>
  `/api/products${query.kind === 'facets+search' ? '/facets' : ''}?${query.params.toString()}`;

/**
 * The URLs of one kind for the HTTP runs, as many distinct ones as the queries allow: list
 * requests cycle through page sizes 10–100 so that a query string comes back only after every
 * query has been asked at every size, facet requests are drawn distinct (the server caches whole
 * list and facet replies by query string).
 */
function httpPaths(queries: Query[], kind: Kind): { paths: string[]; distinct: number } {
  const mine = queries.filter((query) => query.kind === kind);
  if (kind === 'facets+search') {
    const paths = mine.map(pathOf);
    return { paths, distinct: new Set(paths).size };
  }
  const paths: string[] = [];
  for (let size = 10; size <= 100; size++) {
    for (const query of mine) {
      const params = new URLSearchParams(query.params);
      params.set('size', String(size));
      paths.push(pathOf({ kind, params }));
    }
  }
  return { paths, distinct: new Set(paths).size };
}

/** The lists' items taken in turn, one from each list after the other. */
function interleaved(lists: string[][]): string[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  const items: string[] = [];
  for (let at = 0; at < longest; at++) {
    for (const list of lists) if (at < list.length) items.push(list[at]!);
  }
  return items;
}

/** A kind's requests as a shopper's probe asks them: lists of 24, facets from the far end. */
function probePaths(queries: Query[], kind: Kind): string[] {
  if (kind === 'facets+search') return httpPaths(queries, kind).paths.toReversed();
  return queries
    .filter((query) => query.kind === kind)
    .map((query) => {
      const params = new URLSearchParams(query.params);
      params.set('size', String(PROBE_PAGE_SIZE));
      return pathOf({ kind, params });
    })
    .toReversed();
}

// ---------------------------------------------------------------------------------------------
// In-process: the catalogue service of the server, on the database.

const gc = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

interface Memory {
  heap: number;
  rss: number;
}

function memoryNow(): Memory {
  gc();
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed + usage.arrayBuffers, rss: usage.rss };
}

const MB = 1024 * 1024;

const workerBytes = (memory: WorkerMemory) => memory.heap + memory.external;

/** An index worker's live memory with an empty catalogue: what a built index adds is above it. */
async function emptyIndexBytes(): Promise<number> {
  const index = new IndexClient(startIndexWorker(), () => undefined);
  try {
    await index.build();
    return workerBytes(await index.memory());
  } finally {
    await index.terminate();
  }
}
const round1 = (n: number) => Math.round(n * 10) / 10;

interface InProcessReport {
  buildSeconds: number;
  longestStallMs: number;
  heapMb: number;
  rssMb: number;
  heapMbPerMillion: number;
  rssMbPerMillion: number;
  /** The index worker's heap + external memory after a full GC, less an empty index's. */
  indexMb: number;
  indexMbPerMillion: number;
  rows: {
    kind: Kind;
    queries: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
    'median matches': number;
    target: string;
  }[];
}

async function measureInProcess(
  options: Options,
  queries: Query[],
  products: number,
): Promise<InProcessReport> {
  const database = await openDatabase({ url: options.databaseUrl, poolSize: 4 });
  try {
    // As the server does on start: a catalogue generated before a migration lacks its tables.
    await database.migrate();
    // syncMs as the server's default (CATALOG_SYNC_MS): a read looks for changes once a second.
    const catalog = new CatalogService(database.db, { syncMs: 1_000 });
    const before = memoryNow();
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const started = performance.now();
    await catalog.warmUp();
    const buildSeconds = (performance.now() - started) / 1000;
    stalls.disable();
    const after = memoryNow();
    const indexBytes = workerBytes(await catalog.indexMemory()) - (await emptyIndexBytes());
    const perMillion = (bytes: number) => round1((bytes / MB) * (1_000_000 / products));
    const report: InProcessReport = {
      buildSeconds: round1(buildSeconds),
      longestStallMs: Math.round(stalls.max / 1e6),
      heapMb: round1((after.heap - before.heap) / MB),
      rssMb: round1((after.rss - before.rss) / MB),
      heapMbPerMillion: perMillion(after.heap - before.heap),
      rssMbPerMillion: perMillion(after.rss - before.rss),
      indexMb: round1(indexBytes / MB),
      indexMbPerMillion: perMillion(indexBytes),
      rows: [],
    };
    console.log(
      `  index built in ${report.buildSeconds} s (warmUp: read from the database and build; ` +
        `longest event-loop stall ${report.longestStallMs} ms); index worker after a full GC ` +
        `+${report.indexMb} MB (heap + external, less an empty index's); main thread heap+array ` +
        `buffers +${report.heapMb} MB; process RSS +${report.rssMb} MB.`,
    );
    const ask = async (query: Query): Promise<number> => {
      const fields = Object.fromEntries(query.params);
      if (query.kind === 'facets+search') {
        return (await catalog.facets(productFiltersQuerySchema.parse(fields))).total;
      }
      return (await catalog.pageIds(productListQuerySchema.parse(fields))).total;
    };
    for (const kind of KINDS) {
      const mine = queries.filter((query) => query.kind === kind);
      for (const query of mine.slice(0, options.warmupQueries)) await ask(query);
      const latencies: number[] = [];
      const matches: number[] = [];
      for (const query of mine) {
        const start = performance.now();
        matches.push(await ask(query));
        latencies.push(performance.now() - start);
      }
      latencies.sort((a, b) => a - b);
      matches.sort((a, b) => a - b);
      const p95 = round1(percentile(latencies, 0.95));
      report.rows.push({
        kind,
        queries: latencies.length,
        p50: round1(percentile(latencies, 0.5)),
        p95,
        p99: round1(percentile(latencies, 0.99)),
        max: round1(latencies.at(-1) ?? Number.NaN),
        'median matches': percentile(matches, 0.5),
        target: p95 <= TARGETS.inProcessP95 ? 'met' : 'NOT MET',
      });
      console.log(`  ${kind}: p95 ${p95} ms`);
    }
    // A service whose index lives in a worker thread has workers to stop.
    await (catalog as Partial<{ close(): Promise<void> }>).close?.();
    return report;
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Over HTTP: the built server on the same database.

interface HttpReport {
  readySeconds: number;
  rssMb: number;
  /** The highest RSS of the server so far (its start, with the index load). */
  peakRssMb: number;
  rows: (LoadResult & {
    kind: string;
    /** Requests that asked for a query string already asked in the run (maybe a cached reply). */
    repeats: number;
    'p95 vs hello': number;
    'rps vs hello': number;
    target: string;
  })[];
  health: { idle: LoadResult; underSearch: LoadResult; searchRps: number; ratio: number };
  /** A shopper's search and the hello-world route, probed side by side under the search load. */
  sameRun: { search: LoadResult; hello: LoadResult; ratio: number };
}

/** The process's resident memory now and at its peak (the kernel's high-water mark), in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: round1(kb('VmRSS') / 1024), peak: round1(kb('VmHWM') / 1024) };
}

async function measureHttp(options: Options, queries: Query[]): Promise<HttpReport> {
  if (!options.server) ensureServerBuilt(options.build);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-search-latency-'));
  const started = Date.now();
  const child = await startServer({
    port,
    dataDir,
    timeoutMs: 600_000,
    ...(options.server ? { entry: options.server } : {}),
    env: { DATABASE_URL: options.databaseUrl, DEMO_DATA: 'false' },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const readySeconds = round1((Date.now() - started) / 1000);
    const { rss: rssMb, peak: peakRssMb } = residentMb(child.pid ?? 0);
    console.log(
      `  server ready in ${readySeconds} s (index loaded), RSS ${rssMb} MB (peak ${peakRssMb} MB).`,
    );
    // The warm-up asks from the end of the list, the measured run from its start.
    const measure = async (paths: string[], distinct: number) => {
      const warm =
        options.warmup > 0
          ? await runLoad(base, { paths: paths.toReversed() }, options.warmup, options.connections)
          : undefined;
      const result = await runLoad(base, { paths }, options.seconds, options.connections);
      return {
        ...result,
        repeats: Math.max(0, (warm?.requests ?? 0) + result.requests - distinct),
      };
    };
    const hello = await measure(['/api/health/live'], Number.POSITIVE_INFINITY);
    console.log(`  hello-world: p95 ${hello.p95} ms, ${hello.rps} req/s`);
    const rows: HttpReport['rows'] = [
      { kind: 'hello-world', ...hello, 'p95 vs hello': 1, 'rps vs hello': 1, target: '(baseline)' },
    ];
    for (const kind of KINDS) {
      const { paths, distinct } = httpPaths(queries, kind);
      const result = await measure(paths, distinct);
      const met = result.p95 <= TARGETS.httpP95 && result.failures === 0;
      rows.push({
        kind,
        ...result,
        'p95 vs hello': round1(result.p95 / Math.max(0.1, hello.p95)),
        'rps vs hello': Number((result.rps / hello.rps).toFixed(3)),
        target: met ? 'met' : 'NOT MET',
      });
      console.log(`  ${kind}: p95 ${result.p95} ms, ${result.rps} req/s`);
    }
    const health = ['/api/health'];
    const probe = (paths: string[]) =>
      runLoad(base, { paths }, options.healthSeconds, 1, options.healthRate);
    const idle = await probe(health);
    // From another process: the probe's own event loop must not wait behind the search load.
    const search = runLoadElsewhere(
      base,
      { paths: interleaved(KINDS.map((kind) => httpPaths(queries, kind).paths)) },
      options.healthSeconds + 1,
      options.connections,
      options.loadNiceness,
    );
    // Beside /api/health, in the same seconds: a shopper's searches (page size 24 and facets
    // from the far end of their list, which the load does not reach) and the hello-world route.
    const [underSearch, searchProbe, helloProbe] = await Promise.all([
      probe(health),
      probe(interleaved(KINDS.map((kind) => probePaths(queries, kind)))),
      probe(['/api/health/live']),
    ]);
    const searchRps = (await search).rps;
    // Two decimals: 7.3 / 3.6 is 2.03, over the target, though it prints as 2.0 to one.
    const ratio = Math.round((underSearch.p99 / Math.max(0.1, idle.p99)) * 100) / 100;
    const sameRunRatio = Math.round((searchProbe.p95 / Math.max(0.1, helloProbe.p95)) * 100) / 100;
    console.log(`  /api/health p99: idle ${idle.p99} ms, under search ${underSearch.p99} ms`);
    console.log(
      `  under the search load: a shopper's search p95 ${searchProbe.p95} ms, ` +
        `/api/health/live p95 ${helloProbe.p95} ms`,
    );
    return {
      readySeconds,
      rssMb,
      peakRssMb,
      rows,
      health: { idle, underSearch, searchRps, ratio },
      sameRun: { search: searchProbe, hello: helloProbe, ratio: sameRunRatio },
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const dbName = new URL(options.databaseUrl).pathname.slice(1);
  const vocabulary = await readVocabulary(options.databaseUrl);
  const queries = drawQueries(vocabulary, options.queries, options.seed);
  const httpQueries = [
    ...queries.filter((query) => query.kind !== 'facets+search'),
    ...drawQueries(vocabulary, HTTP_FACET_QUERIES, options.seed, ['facets+search'], true),
  ];
  const total = vocabulary.ranked.reduce((sum, [, n]) => sum + n, 0);
  const top100 = vocabulary.ranked.slice(0, 100).reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `${dbName}: ${vocabulary.products.toLocaleString('en')} products, ` +
      `${vocabulary.ranked.length.toLocaleString('en')} distinct name tokens ` +
      `(top 100: ${((top100 / total) * 100).toFixed(1)} % of occurrences); ` +
      `${options.queries} queries of each kind (seed ${options.seed}), e.g. ` +
      KINDS.map(
        (kind) => `${kind} "${queries.find((q) => q.kind === kind)?.params.get('name')}"`,
      ).join(', ') +
      '.',
  );
  vocabulary.names.length = 0;

  const inProcess = options.only.has('in-process')
    ? (console.log('In-process (CatalogService, one query at a time):'),
      await measureInProcess(options, queries, vocabulary.products))
    : undefined;
  const http = options.only.has('http')
    ? (console.log(
        `Over HTTP (built server, ${options.connections} connections, ${options.warmup} s ` +
          `warm-up + ${options.seconds} s each):`,
      ),
      await measureHttp(options, httpQueries))
    : undefined;

  console.log();
  if (inProcess) {
    console.log('In-process, ms (every query once, one at a time):');
    console.table(inProcess.rows);
  }
  if (http) {
    console.log(`Over HTTP, ms (${options.connections} connections):`);
    console.table(http.rows);
  }
  console.log('Targets:');
  if (inProcess) {
    const worst = Math.max(...inProcess.rows.map((row) => row.p95));
    console.log(
      `  in-process p95 ≤ ${TARGETS.inProcessP95} ms for every kind: ${verdict(worst <= TARGETS.inProcessP95)} (worst ${worst} ms)`,
    );
    console.log(
      `  index memory per million ≤ ${TARGETS.mbPerMillion} MB: ` +
        `${verdict(inProcess.indexMbPerMillion <= TARGETS.mbPerMillion)} ` +
        `(${inProcess.indexMbPerMillion} MB per million: the index worker's heap + external ` +
        `memory after a full GC, less an empty index's)`,
    );
    console.log(
      `  process RSS growth per million (for reference: build garbage, JSON chunks, allocator): ` +
        `${inProcess.rssMbPerMillion} MB; main thread heap+array buffers ${inProcess.heapMbPerMillion} MB`,
    );
    console.log(
      `  index build: ${inProcess.buildSeconds} s, longest event-loop stall ${inProcess.longestStallMs} ms`,
    );
  }
  if (http) {
    const searches = http.rows.filter((row) => row.kind !== 'hello-world');
    const worst = Math.max(...searches.map((row) => row.p95));
    const failures = searches.reduce((sum, row) => sum + row.failures, 0);
    console.log(
      `  HTTP p95 ≤ ${TARGETS.httpP95} ms for every kind: ${verdict(worst <= TARGETS.httpP95 && failures === 0)} ` +
        `(worst ${worst} ms, ${failures} failures; hello-world p95 ${http.rows[0]?.p95} ms)`,
    );
    const hello = Math.max(0.1, http.rows[0]?.p95 ?? 0);
    const times = Math.round((worst / hello) * 10) / 10;
    console.log(
      `  HTTP p95 ≤ ${TARGETS.httpTimesHello}× the hello-world route's, each alone: ` +
        `${verdict(times <= TARGETS.httpTimesHello)} (×${times})`,
    );
    const { search, hello: helloBeside, ratio: besideRatio } = http.sameRun;
    console.log(
      `  HTTP p95 ≤ ${TARGETS.httpTimesHello}× the hello-world route's, side by side under the ` +
        `search load: ${verdict(besideRatio <= TARGETS.httpTimesHello)} (${search.p95} ms against ` +
        `${helloBeside.p95} ms, ×${besideRatio}; ${search.failures} failures)`,
    );
    const { idle, underSearch, searchRps, ratio } = http.health;
    console.log(
      `  /api/health p99 under search ≤ ${TARGETS.healthRatio}× idle: ${verdict(ratio <= TARGETS.healthRatio)} ` +
        `(${idle.p99} → ${underSearch.p99} ms, ×${ratio}; searches at ${searchRps} req/s beside it)`,
    );
    console.log(
      `  server: ready in ${http.readySeconds} s, RSS ${http.rssMb} MB once loaded ` +
        `(peak ${http.peakRssMb} MB while loading)`,
    );
  }
  if (options.json) {
    writeFileSync(
      options.json,
      JSON.stringify(
        {
          database: dbName,
          products: vocabulary.products,
          distinctTokens: vocabulary.ranked.length,
          options: { ...options, only: [...options.only] },
          inProcess,
          http,
        },
        null,
        2,
      ),
    );
  }
}

await runScript(main);
