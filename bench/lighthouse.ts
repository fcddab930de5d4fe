/**
 * Lighthouse (mobile: simulated slow 4G and a 4× slower CPU) on the home page and a product page
 * of the demo store, beside a minimal HTML page measured in the same run — this machine's CPU is
 * slow and shared, so the minimal page tells how much of a score is the machine.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3] [--keep-server-log] [--explain]
 *
 * --explain prints, for each run, the real paint times, the LCP element with its phases and every
 * request: Lighthouse's simulation counts what loaded before the real paint.
 *
 * Starts the built server (npm run build first) on PGlite with the demo store in a throwaway
 * data folder, and a one-page server for the minimal page; prints the median of each figure.
 */
import { createServer } from 'node:http';
import lighthouse from 'lighthouse';
import { requireBuild, startDemoStore } from './lib/demo-store';
import { launchChromeForLighthouse } from './lib/lighthouse-chrome';

function parseRuns(argv: string[]): number {
  const at = argv.indexOf('--runs');
  const runs = at >= 0 ? Number(argv[at + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  return runs;
}

const MINIMAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Minimal</title>
<meta name="description" content="A minimal page, the baseline of this run."></head>
<body><h1>Minimal page</h1><p>The same machine, nothing to load.</p></body></html>`;

async function startMinimalServer(port: number): Promise<() => void> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(MINIMAL_PAGE);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return () => server.close();
}

interface Figures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
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
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError)
    console.warn(`\n${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (process.argv.includes('--explain')) explain(url, lhr.audits);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbt: Math.round(numeric('total-blocking-time')),
    fcp: Math.round(numeric('first-contentful-paint')),
  };
}

async function main(): Promise<void> {
  const runs = parseRuns(process.argv.slice(2));
  requireBuild();
  const curioPort = 3290;
  const minimalPort = 3291;
  const stopMinimal = await startMinimalServer(minimalPort);
  const curio = await startDemoStore(curioPort);
  const chrome = await launchChromeForLighthouse();
  try {
    const { base } = curio;
    const newest = (await (await fetch(`${base}/api/products?size=1`)).json()) as {
      content: { id: number }[];
    };
    const productId = newest.content[0]?.id;
    const pages = [
      { page: 'minimal page (baseline)', url: `http://127.0.0.1:${minimalPort}/` },
      { page: `product /products/${productId}`, url: `${base}/products/${productId}` },
      { page: 'home /', url: `${base}/` },
    ];
    // Warm the server's caches and the disk once, unmeasured.
    for (const { url } of pages) await fetch(url);
    const rows = [];
    for (const { page, url } of pages) {
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run++) {
        process.stdout.write(`  ${page}: run ${run + 1}/${runs}\r`);
        figures.push(await audit(url, chrome.port));
      }
      const of = (key: keyof Figures) => median(figures.map((f) => f[key]));
      rows.push({
        page,
        'performance (median)': of('score'),
        'LCP ms': of('lcp'),
        CLS: of('cls'),
        'TBT ms': of('tbt'),
        'FCP ms': of('fcp'),
        scores: figures.map((f) => f.score).join(' '),
      });
    }
    console.log();
    console.table(rows);
    console.log(
      'Targets (issue 10): performance ≥ 95 on home and product pages, LCP ≤ 1800 ms, CLS < 0.05 ' +
        '(Lighthouse mobile, simulated throttling).',
    );
  } finally {
    chrome.kill();
    await curio.stop();
    stopMinimal();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
