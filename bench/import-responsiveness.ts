/**
 * Does the store keep answering while a seller imports 5,000 rows? Starts the built server (demo
 * store on PGlite, or PostgreSQL with --database-url), then, in one run: polls the storefront's
 * product list (`GET /api/products`, pages 1 to 5 in turn, one request after another) with no
 * import for --baseline seconds, and again while the demo seller imports the realistic CSV of
 * bench/csv-import.ts (per row). Prints p50, p95 and max of the polls in each, the ratio of the
 * two, and whether the import's polls met the target (p95 ≤ 300 ms, max ≤ 1 s), with the progress
 * phases the import reported. `--profile DIR` writes the server's CPU profile there.
 *
 *   npm run build && npx tsx bench/import-responsiveness.ts [--rows 5000] [--baseline 10]
 *     [--port 3513] [--database-url postgres://…] [--profile DIR]
 */
import { loadavg } from 'node:os';
import type { ImportLine } from '@curio/shared';
import { readArgs, runScript } from './lib/args';
import {
  importCsv,
  importForm,
  importLines,
  importPhotos,
  sellerHeaders,
  startImportServer,
} from './lib/import-files';

const TARGET = { p95: 300, max: 1000 };
const POLL_GAP_MS = 20;
const options = { rows: 5000, baseline: 10, port: 3513, databaseUrl: '', profile: '' };
readArgs(process.argv.slice(2), (arg, value) => {
  if (arg === '--rows') options.rows = Number(value());
  else if (arg === '--baseline') options.baseline = Number(value());
  else if (arg === '--port') options.port = Number(value());
  else if (arg === '--database-url') options.databaseUrl = value();
  else if (arg === '--profile') options.profile = value();
  else throw new Error(`Unknown option ${arg}`);
});

interface Poll {
  /** When it was sent, in ms from the start of the run. */
  at: number;
  ms: number;
}

/** Polls the product list until `running()` turns false. */
async function poll(base: string, running: () => boolean): Promise<Poll[]> {
  const polls: Poll[] = [];
  for (let page = 0; running(); page++) {
    const started = performance.now();
    const reply = await fetch(`${base}/api/products?page=${(page % 5) + 1}`);
    await reply.arrayBuffer();
    if (!reply.ok) throw new Error(`GET /api/products answered ${reply.status}`);
    polls.push({ at: started, ms: performance.now() - started });
    await new Promise((done) => setTimeout(done, POLL_GAP_MS));
  }
  return polls;
}

/** The import's progress lines as they arrive, each with its time; throws unless all were created. */
async function runImport(base: string, headers: Record<string, string>, body: FormData) {
  const reply = await fetch(`${base}/api/products/import?mode=per-row`, {
    method: 'POST',
    headers,
    body,
  });
  if (reply.status !== 200 || !reply.body) throw new Error(`import answered ${reply.status}`);
  const seen: { at: number; line: ImportLine }[] = [];
  for await (const line of importLines(reply)) seen.push({ at: performance.now(), line });
  const last = seen.at(-1)?.line;
  if (last?.type !== 'result' || last.created !== options.rows) {
    throw new Error(`the import did not create every row: ${JSON.stringify(last).slice(0, 300)}`);
  }
  return seen;
}

function figures(polls: Poll[]) {
  const sorted = polls.map(({ ms }) => ms).sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  const { base, stop } = await startImportServer({
    port: options.port,
    databaseUrl: options.databaseUrl,
    ...(options.profile ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${options.profile}`] } : {}),
  });
  try {
    const headers = await sellerHeaders(base);
    const [csv, zip] = [await importCsv(base, options.rows), await importPhotos()];
    console.log(
      `load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    // Warm the list's code paths, then the baseline: the same polls with no import.
    await poll(
      base,
      (() => {
        let n = 10;
        return () => n-- > 0;
      })(),
    );
    const baselineEnd = performance.now() + options.baseline * 1000;
    const quiet = figures(await poll(base, () => performance.now() < baselineEnd));

    let importing = true;
    const started = performance.now();
    const run = runImport(base, headers, importForm(csv, zip)).finally(() => {
      importing = false;
    });
    const [busy, seen] = await Promise.all([poll(base, () => importing), run]);
    const seconds = (performance.now() - started) / 1000;
    const during = figures(busy);
    const since = (at: number) => `+${((at - started) / 1000).toFixed(1)} s`;
    const phases = seen.flatMap(({ at, line }) =>
      line.type === 'progress' && line.done === line.total
        ? [`${line.phase} ${line.done}/${line.total} at ${since(at)}`]
        : [],
    );
    /** The progress the import had reported when a poll was sent. */
    const reportedAt = (at: number) => {
      const line = seen.findLast((item) => item.at <= at)?.line;
      return line?.type === 'progress' ? `${line.phase} ${line.done}/${line.total}` : 'reading';
    };
    const slowest = [...busy].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `import of ${options.rows} rows (${options.databaseUrl ? 'PostgreSQL' : 'PGlite'}): ` +
        `${seconds.toFixed(1)} s, ${seen.length - 1} progress lines; phases completed: ${phases.join(', ')}`,
    );
    console.log(
      `slowest polls: ${slowest.map((p) => `${ms(p.ms)} sent at ${since(p.at)} (${reportedAt(p.at)})`).join('; ')}`,
    );
    for (const [label, f] of [
      ['no import', quiet],
      ['during the import', during],
    ] as const) {
      console.log(
        `GET /api/products, ${label}: ${f.n} polls, p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, max ${ms(f.max)}`,
      );
    }
    console.log(
      `during / no import: p50 ${(during.p50 / quiet.p50).toFixed(2)}, ` +
        `p95 ${(during.p95 / quiet.p95).toFixed(2)}, max ${(during.max / quiet.max).toFixed(2)}`,
    );
    const met = during.p95 <= TARGET.p95 && during.max <= TARGET.max;
    console.log(
      `target p95 ≤ ${TARGET.p95} ms and max ≤ ${TARGET.max} ms during the import: ` +
        `${met ? 'met' : 'NOT met'} (p95 / target ${(during.p95 / TARGET.p95).toFixed(2)}, ` +
        `max / target ${(during.max / TARGET.max).toFixed(2)})`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await stop();
  }
}

await runScript(main);
