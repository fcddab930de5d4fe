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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { CATEGORIES } from './catalog-data';
import { RealisticNames } from './catalog-vocabulary';
import { readArgs, requireLocalDatabase, runScript } from './lib/args';
import { requireBuild, startServer } from './lib/demo-store';

const TARGET_SECONDS = 60;
const PHOTOS = 50;
const SELLER = { email: 'mingstudio@example.com', password: 'CurioSeller1' };

const options = { rows: 5000, mode: 'per-row', port: 3512, databaseUrl: '' };
readArgs(process.argv.slice(2), (arg, value) => {
  if (arg === '--rows') options.rows = Number(value());
  else if (arg === '--mode') options.mode = value() === 'all' ? 'all' : 'per-row';
  else if (arg === '--port') options.port = Number(value());
  else if (arg === '--database-url') options.databaseUrl = value();
  else throw new Error(`Unknown option ${arg}`);
});

async function names(base: string, path: string, field: string): Promise<string[]> {
  const rows = (await (await fetch(`${base}/api/${path}`)).json()) as Record<string, string>[];
  return rows.map((row) => row[field] ?? '');
}

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

async function photos(): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < PHOTOS; i++) {
    files[`photo-${i}.jpg`] = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: { r: i * 5, g: 120, b: 200 - i },
      },
    })
      .jpeg()
      .toBuffer();
  }
  return Buffer.from(zipSync(files));
}

async function buildCsv(base: string): Promise<string> {
  const [categories, colors, sizes] = await Promise.all([
    names(base, 'categories', 'name'),
    names(base, 'colors', 'color'),
    names(base, 'sizes', 'size'),
  ]);
  const vocabulary = new RealisticNames(20);
  let seed = 1;
  const pick = <T>(list: readonly T[]) =>
    list[(seed = (seed * 48_271) % 2_147_483_647) % list.length] as T;
  const lines = ['name,description,price,link,categories,colors,sizes,images'];
  for (let i = 0; i < options.rows; i++) {
    const category = pick(categories);
    const index = CATEGORIES.findIndex((c) => c.name.toLowerCase() === category.toLowerCase());
    const name = vocabulary.name(index >= 0 ? index : i % CATEGORIES.length);
    lines.push(
      [
        name,
        vocabulary.description(name, category),
        (10 + (i % 3000) / 7).toFixed(2),
        `https://item.taobao.com/item.htm?id=${800_000_000_000 + (Date.now() % 1e6) * 1e4 + i}`,
        category,
        `${pick(colors)}|${pick(colors)}`,
        pick(sizes),
        `photo-${i % PHOTOS}.jpg`,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function form(csv: string, zip: Buffer): FormData {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  body.append('images', new Blob([zip], { type: 'application/zip' }), 'images.zip');
  return body;
}

async function main() {
  requireBuild();
  if (options.databaseUrl) requireLocalDatabase(options.databaseUrl);
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-csv-import-'));
  const server = await startServer({
    port: options.port,
    dataDir,
    env: {
      AUTH_RATE_LIMIT: '100000',
      PUBLIC_URL: base,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  try {
    const signIn = await fetch(`${base}/api/accounts/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SELLER),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    const [csv, zip] = [await buildCsv(base), await photos()];
    console.log(
      `CSV: ${options.rows} rows, ${(csv.length / 1e6).toFixed(2)} MB; ZIP: ${PHOTOS} photos, ` +
        `${(zip.length / 1e6).toFixed(2)} MB; database: ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
    );

    let started = performance.now();
    const check = await fetch(`${base}/api/products/import/dry-run`, {
      method: 'POST',
      headers,
      body: form(csv, zip),
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
      body: form(csv, zip),
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
    server.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runScript(main);
