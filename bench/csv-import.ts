/**
 * How long do 5,000 products take to import from a CSV? Starts the built server (demo store,
 * PGlite, or PostgreSQL with --database-url), signs in as a demo seller, generates a realistic
 * 5,000-row CSV (names and descriptions of bench/catalog-vocabulary.ts, the store's categories,
 * colours and sizes, one of 50 photos of a ZIP per row), then sends it through the real routes:
 * the dry run, and the import (per row, or --mode all). Prints the seconds of each and the
 * import's ratio to the 60 s target (below 1.0: within it).
 *
 *   npm run build && npx tsx bench/csv-import.ts [--rows 5000] [--mode per-row] [--port 3512]
 *     [--database-url postgres://…]
 */
import {
  importCsv,
  importForm,
  importPhotos,
  PHOTOS,
  sellerHeaders,
  startImportServer,
} from './lib/import-files';
import { readArgs, runScript } from './lib/args';

const TARGET_SECONDS = 60;
const options = { rows: 5000, mode: 'per-row', port: 3512, databaseUrl: '' };
readArgs(process.argv.slice(2), (arg, value) => {
  if (arg === '--rows') options.rows = Number(value());
  else if (arg === '--mode') options.mode = value() === 'all' ? 'all' : 'per-row';
  else if (arg === '--port') options.port = Number(value());
  else if (arg === '--database-url') options.databaseUrl = value();
  else throw new Error(`Unknown option ${arg}`);
});

async function main() {
  const { base, stop } = await startImportServer({
    port: options.port,
    databaseUrl: options.databaseUrl,
  });
  try {
    const headers = await sellerHeaders(base);
    const [csv, zip] = [await importCsv(base, options.rows), await importPhotos()];
    console.log(
      `CSV: ${options.rows} rows, ${(csv.length / 1e6).toFixed(2)} MB; ZIP: ${PHOTOS} photos, ` +
        `${(zip.length / 1e6).toFixed(2)} MB; database: ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
    );

    let started = performance.now();
    const check = await fetch(`${base}/api/products/import/dry-run`, {
      method: 'POST',
      headers,
      body: importForm(csv, zip),
    });
    const dryRun = (await check.json()) as { total: number; valid: number };
    const dryRunSeconds = (performance.now() - started) / 1000;
    if (check.status !== 200 || dryRun.valid !== options.rows) {
      throw new Error(`dry run answered ${check.status}: ${JSON.stringify(dryRun).slice(0, 500)}`);
    }
    console.log(
      `dry run: ${dryRunSeconds.toFixed(2)} s (${dryRun.valid} of ${dryRun.total} valid)`,
    );

    started = performance.now();
    const run = await fetch(`${base}/api/products/import?mode=${options.mode}`, {
      method: 'POST',
      headers,
      body: importForm(csv, zip),
    });
    const lines = (await run.text()).trim().split('\n');
    const seconds = (performance.now() - started) / 1000;
    const result = JSON.parse(lines.at(-1) ?? '{}') as { created?: number; skipped?: number };
    if (run.status !== 200 || result.created !== options.rows) {
      throw new Error(`import answered ${run.status}: ${(lines.at(-1) ?? '').slice(0, 500)}`);
    }
    console.log(
      `import (${options.mode}): ${seconds.toFixed(2)} s, ${result.created} created, ` +
        `${lines.length - 1} progress lines`,
    );
    console.log(
      `dry run + import: ${(dryRunSeconds + seconds).toFixed(2)} s; import / ${TARGET_SECONDS} s target: ` +
        (seconds / TARGET_SECONDS).toFixed(3),
    );
  } finally {
    await stop();
  }
}

await runScript(main);
