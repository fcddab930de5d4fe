/**
 * The realistic import of the CSV benchmarks: a seller's CSV of generated rows (names and
 * descriptions of bench/catalog-vocabulary.ts, the store's categories, colours and sizes, one of
 * PHOTOS photos of a ZIP per row) and the ZIP, sent as the import page sends them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { importLineSchema, type ImportLine } from '@curio/shared';
import { CATEGORIES } from '../catalog-data';
import { RealisticNames } from '../catalog-vocabulary';
import { requireLocalDatabase } from './args';
import { requireBuild, startServer } from './demo-store';

export const PHOTOS = 50;
const SELLER = { email: 'mingstudio@example.com', password: 'CurioSeller1' };

async function names(base: string, path: string, field: string): Promise<string[]> {
  const rows = (await (await fetch(`${base}/api/${path}`)).json()) as Record<string, string>[];
  return rows.map((row) => row[field] ?? '');
}

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** A ZIP of PHOTOS 800×800 JPEG photos, photo-0.jpg to photo-49.jpg. */
export async function importPhotos(): Promise<Buffer> {
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

/** A CSV of `rows` valid products on the store at `base`, with shop items no other run used. */
export async function importCsv(base: string, rows: number): Promise<string> {
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
  for (let i = 0; i < rows; i++) {
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

/** The multipart body of the import routes: the CSV as `file`, the ZIP as `images`. */
export function importForm(csv: string, zip: Buffer): FormData {
  const body = new FormData();
  body.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  body.append('images', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'images.zip');
  return body;
}

/** Signs the demo seller in; answers the bearer header. */
export async function sellerHeaders(base: string): Promise<{ Authorization: string }> {
  const signIn = await fetch(`${base}/api/accounts/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  const { token } = (await signIn.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** The import reply's NDJSON lines, each as soon as it arrives. */
export async function* importLines(reply: Response): AsyncGenerator<ImportLine> {
  if (!reply.body) throw new Error(`the import answered ${reply.status} without a body`);
  let rest = '';
  for await (const text of reply.body.pipeThrough(new TextDecoderStream())) {
    const lines = (rest + text).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) yield importLineSchema.parse(JSON.parse(line));
  }
}

/**
 * The built server with the demo store in a throwaway folder, on PGlite or the empty local
 * PostgreSQL database `databaseUrl` names, without the sign-in limit the benchmarks would reach.
 */
export async function startImportServer(options: {
  port: number;
  databaseUrl: string;
  nodeArgs?: string[];
}): Promise<{ base: string; stop: () => Promise<void> }> {
  requireBuild();
  if (options.databaseUrl) requireLocalDatabase(options.databaseUrl);
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-import-bench-'));
  const server = await startServer({
    port: options.port,
    dataDir,
    env: {
      AUTH_RATE_LIMIT: '100000',
      PUBLIC_URL: base,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    ...(options.nodeArgs ? { nodeArgs: options.nodeArgs } : {}),
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}
