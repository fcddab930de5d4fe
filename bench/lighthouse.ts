/**
 * Lighthouse on every public route of the demo store: mobile (Lighthouse's
 * defaults: simulated slow 4G and a 4× slower CPU) for each route and desktop for the seller page,
 * all four categories, beside a minimal HTML page measured in the same run — this machine's CPU is
 * slow and shared, so the minimal page tells how much of a score is the machine.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3] [--only home,product,…] [--json out.json] [--explain]
 *
 * Prints, per route, the median of each figure over the runs (the runs go round every route in
 * turn, so that noise hits all alike) and the route's performance score and LCP as ratios to the
 * minimal page's, the audits that keep a category below 100, and the load average before and
 * after. --explain prints, for each run, the real paint times, the LCP element with its phases,
 * the layout shifts and every request: Lighthouse's simulation counts what loaded before the real
 * paint. Exits with 1 only when a route could not be measured, never on a score.
 *
 * Starts the built server (npm run build first) on PGlite with the demo store in a throwaway
 * data folder, and a one-page server for the minimal page.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { readArgs, runScript } from './lib/args';
import { requireBuild, startDemoStore } from './lib/demo-store';
import { launchChromeForLighthouse } from './lib/lighthouse-chrome';
import { failingAudits } from './lib/lighthouse-failures';
import { pickRoutes, resolvePublicRoutes, statusOf } from './lib/public-routes';
import { freePort } from './lib/server-build';

interface Options {
  runs: number;
  only: string | undefined;
  json: string | undefined;
  explain: boolean;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { runs: 3, only: undefined, json: undefined, explain: false };
  readArgs(argv, (arg, value) => {
    if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--only') options.only = value();
    else if (arg === '--json') options.json = value();
    else if (arg === '--explain') options.explain = true;
    else throw new Error(`unknown argument ${arg}`);
  });
  if (!Number.isInteger(options.runs) || options.runs < 1)
    throw new Error('--runs must be a whole number ≥ 1');
  return options;
}

// No favicon request (a 404 would be a console error), a description and a language: what
// Lighthouse asks of a page to score 100 in every category.
const MINIMAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Minimal</title>
<link rel="icon" href="data:,">
<meta name="description" content="A minimal page, the baseline of this run."></head>
<body><h1>Minimal page</h1><p>The same machine, nothing to load.</p></body></html>`;

async function startMinimalServer(port: number): Promise<() => void> {
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(MINIMAL_PAGE);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return () => server.close();
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type FormFactor = 'mobile' | 'desktop';

interface Target {
  name: string;
  path: string;
  url: string;
  form: FormFactor;
  /** The minimal page of the same form factor: the baseline of the ratios. */
  baseline: boolean;
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's measure of this machine's speed in the run (higher is faster). */
  benchmarkIndex: number;
  /** `category audit-id` of each audit that keeps a category other than performance below 100. */
  failing: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

type Audits = Record<string, { numericValue?: number; details?: unknown }>;

/** `--explain`: the real (unthrottled) paint times, the LCP element and its phases, the requests. */
function explain(url: string, audits: Audits): void {
  const metrics = (audits['metrics']?.details as { items?: Record<string, number>[] }).items?.[0];
  console.log(
    `\n${url}\n  observed: FCP ${metrics?.['observedFirstContentfulPaint']} ms, LCP ${metrics?.['observedLargestContentfulPaint']} ms, load ${metrics?.['observedLoad']} ms`,
  );
  type Table = { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] };
  const lcp = (audits['largest-contentful-paint-element']?.details as { items?: Table[] }).items;
  console.log(`  LCP element: ${lcp?.[0]?.items?.[0]?.node?.snippet?.slice(0, 160)}`);
  for (const phase of lcp?.[1]?.items ?? [])
    console.log(`  ${phase.phase}: ${Math.round(phase.timing ?? 0)} ms`);
  type Shift = { node?: { snippet?: string; selector?: string }; score?: number };
  const shifts = (audits['layout-shifts']?.details as { items?: Shift[] } | undefined)?.items ?? [];
  for (const shift of shifts)
    console.log(
      `  layout shift ${shift.score?.toFixed(3)}: ${shift.node?.selector} ${shift.node?.snippet?.slice(0, 120)}`,
    );
  type Request = {
    url: string;
    networkRequestTime: number;
    networkEndTime: number;
    transferSize: number;
    priority: string;
  };
  const requests = (audits['network-requests']?.details as { items?: Request[] }).items ?? [];
  for (const r of requests)
    console.log(
      `  ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ms ${r.priority} ${r.transferSize} B ${new URL(r.url).pathname}`,
    );
  type Work = { group?: string; groupLabel?: string; duration?: number };
  const work = (audits['mainthread-work-breakdown']?.details as { items?: Work[] } | undefined)
    ?.items;
  console.log(
    `  main thread: ${(work ?? []).map((w) => `${w.groupLabel ?? w.group} ${Math.round(w.duration ?? 0)}`).join(', ')} ms`,
  );
  type Boot = { url: string; total?: number; scripting?: number; scriptParseCompile?: number };
  for (const b of (audits['bootup-time']?.details as { items?: Boot[] } | undefined)?.items ?? [])
    console.log(
      `  script ${b.url.startsWith('http') ? new URL(b.url).pathname : b.url}: ${Math.round(b.total ?? 0)} ms (evaluation ${Math.round(b.scripting ?? 0)}, parse and compile ${Math.round(b.scriptParseCompile ?? 0)})`,
    );
  type Task = { url?: string; startTime?: number; duration?: number };
  for (const t of (audits['long-tasks']?.details as { items?: Task[] } | undefined)?.items ?? [])
    console.log(
      `  long task at ${Math.round(t.startTime ?? 0)} ms: ${Math.round(t.duration ?? 0)} ms ${t.url ?? ''}`,
    );
}

/** One Lighthouse run; throws when Lighthouse could not measure the page. */
async function audit(target: Target, port: number, options: Options): Promise<Figures> {
  const result = await lighthouse(
    target.url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // The not-found page answers 404: measure it all the same.
      ignoreStatusCode: true,
    },
    target.form === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned nothing');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (options.explain) explain(`${target.url} (${target.form})`, lhr.audits);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(numeric('largest-contentful-paint')),
    tbt: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    fcp: Math.round(numeric('first-contentful-paint')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing: failingAudits(lhr, CATEGORIES.slice(1)).map((f) => `${f.category} ${f.id}`),
  };
}

/** Attempts of one run before the route counts as not measured. */
const ATTEMPTS = 3;

const TARGETS = { performance: 95, others: 100, cls: 0.02, tbt: 150 };

/** What a route's medians miss of the targets, or `—`. */
function missed(m: Omit<Figures, 'failing'>): string {
  const out = [];
  if (m.performance < TARGETS.performance) out.push('perf');
  if (m.accessibility < TARGETS.others) out.push('a11y');
  if (m.bestPractices < TARGETS.others) out.push('best');
  if (m.seo < TARGETS.others) out.push('SEO');
  if (m.cls > TARGETS.cls) out.push('CLS');
  if (m.tbt > TARGETS.tbt) out.push('TBT');
  return out.length > 0 ? out.join(' ') : '—';
}

const loadLine = () => {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1/5/15 min, ${cpus().length} cores)`;
};

function commit(): string {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  requireBuild();
  const loadBefore = loadLine();
  console.log(`Load average before: ${loadBefore}`);
  const curio = await startDemoStore(await freePort());
  let stopMinimal: (() => void) | undefined;
  let chrome: Awaited<ReturnType<typeof launchChromeForLighthouse>> | undefined;
  const measurements = new Map<Target, Figures[]>();
  const errors: string[] = [];
  const retried: string[] = [];
  const statuses = new Map<Target, number>();
  const targets: Target[] = [];
  try {
    const minimalPort = await freePort();
    stopMinimal = await startMinimalServer(minimalPort);
    const minimal = `http://127.0.0.1:${minimalPort}/`;
    chrome = await launchChromeForLighthouse();
    const chromePort = chrome.port;
    const { base } = curio;
    const routes = pickRoutes(await resolvePublicRoutes(base), options.only);
    const seller = routes.find((route) => route.name === 'seller');
    targets.push(
      { name: 'minimal page', path: '/', url: minimal, form: 'mobile', baseline: true },
      ...routes.map((route) => ({
        ...route,
        url: base + route.path,
        form: 'mobile' as const,
        baseline: false,
      })),
      ...(seller
        ? [
            {
              name: 'minimal page',
              path: '/',
              url: minimal,
              form: 'desktop' as const,
              baseline: true,
            },
            { ...seller, url: base + seller.path, form: 'desktop' as const, baseline: false },
          ]
        : []),
    );
    // Warm the server's caches and the disk once, unmeasured, and note each status code.
    for (const target of targets)
      statuses.set(target, await statusOf(new URL(target.url).origin, target.path));
    for (let run = 0; run < options.runs; run++) {
      for (const target of targets) {
        if (process.stdout.isTTY)
          process.stdout.write(
            `  run ${run + 1}/${options.runs}: ${target.name} (${target.form})  \r`,
          );
        // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, "run again"):
        // such a run is tried again, up to ATTEMPTS times in all.
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            const figures = await audit(target, chromePort, options);
            measurements.set(target, [...(measurements.get(target) ?? []), figures]);
            break;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const where = `${target.name} ${target.path} (${target.form}), run ${run + 1}`;
            if (attempt < ATTEMPTS) retried.push(`${where}: ${message}`);
            else errors.push(`${where}, ${ATTEMPTS} attempts: ${message}`);
          }
        }
      }
    }
  } finally {
    chrome?.kill();
    await curio.stop();
    stopMinimal?.();
  }
  const loadAfter = loadLine();

  const medians = new Map<Target, Omit<Figures, 'failing'>>();
  for (const [target, figures] of measurements) {
    const of = (key: keyof Omit<Figures, 'failing'>) => median(figures.map((f) => f[key]));
    medians.set(target, {
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      fcp: of('fcp'),
      benchmarkIndex: of('benchmarkIndex'),
    });
  }
  const baselineOf = (form: FormFactor) =>
    [...medians].find(([target]) => target.baseline && target.form === form)?.[1];
  const ratio = (value: number, of: number | undefined) =>
    of ? Math.round((value / of) * 100) / 100 : Number.NaN;

  const results = targets.map((target) => {
    const m = medians.get(target);
    const baseline = baselineOf(target.form);
    const runs = measurements.get(target) ?? [];
    return {
      target,
      status: statuses.get(target),
      median: m,
      performanceRatio: m ? ratio(m.performance, baseline?.performance) : Number.NaN,
      lcpRatio: m ? ratio(m.lcp, baseline?.lcp) : Number.NaN,
      runs,
      failing: [...new Set(runs.flatMap((f) => f.failing))],
    };
  });

  console.log();
  console.table(
    results.map(({ target, status, median: m, performanceRatio, lcpRatio, runs }) => ({
      route: target.baseline ? `${target.name} (baseline)` : target.name,
      path: target.path,
      form: target.form,
      status,
      perf: m?.performance,
      a11y: m?.accessibility,
      'best pr.': m?.bestPractices,
      SEO: m?.seo,
      'LCP ms': m?.lcp,
      'TBT ms': m?.tbt,
      CLS: m?.cls,
      'perf ×min': performanceRatio,
      'LCP ×min': lcpRatio,
      'perf runs': runs.map((f) => f.performance).join(' '),
      'bench idx': m?.benchmarkIndex,
      missed: m ? missed(m) : 'not measured',
    })),
  );
  console.log(
    `Median of ${options.runs} run(s) per route; ×min: the route's figure over the minimal page's ` +
      'of the same run and form factor (LCP ×min 1.00: as fast as a page with nothing to load).',
  );
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}, accessibility, best ` +
      `practices and SEO ${TARGETS.others}, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls} (mobile, and the seller page on desktop).`,
  );
  for (const { target, failing } of results)
    if (failing.length > 0)
      console.log(
        `  ${target.name} ${target.path} (${target.form}) below 100: ${failing.join(', ')}`,
      );
  console.log(`Load average before: ${loadBefore}; after: ${loadAfter}.`);
  console.log(
    'Scores depend on the machine: quote them beside the minimal page of the same run, and ' +
      'measure the targets on an otherwise idle machine (load average well under the core count).',
  );
  for (const retry of retried) console.log(`Tried again: ${retry}`);
  for (const error of errors) console.error(`Not measured: ${error}`);

  if (options.json) {
    const json = {
      date: new Date().toISOString(),
      commit: commit(),
      runs: options.runs,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
      results: results.map(({ target, ...rest }) => ({
        name: target.name,
        path: target.path,
        form: target.form,
        baseline: target.baseline,
        ...rest,
      })),
      retried,
      errors,
    };
    writeFileSync(options.json, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`Wrote ${options.json}`);
  }
  if (errors.length > 0) throw new Error(`${errors.length} run(s) could not be measured`);
}

await runScript(main);
