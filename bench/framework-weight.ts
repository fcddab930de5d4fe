/**
 * What the JavaScript every first page loads is made of (target: ≤ 150 KiB gzipped per
 * route): the browser build's `framework` and `entry.client` chunks, split by the package (or app
 * folder) each byte comes from, read from the build's source maps.
 *
 *   npx tsx bench/framework-weight.ts
 *
 * Builds the web app with hidden source maps (the same files as `npm run build`, plus `.map`
 * files), reads them, then deletes the maps, so the build left behind is the one that ships. Each
 * part's gzip figure is its share of the chunk's minified bytes times the chunk's gzip -9 size
 * (parts compressed alone would add up to more than the whole).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { runScript } from './lib/args';
import { gzipped, kib } from './lib/sizes';

const repoRoot = join(import.meta.dirname, '..');
const webRoot = join(repoRoot, 'apps/web');
const assets = join(webRoot, 'dist/client/assets');
const CHUNKS = ['framework', 'entry.client'];

/** `react-dom`, `@tanstack/query-core`, or the app folder (`src/components/layout`). */
function partOf(source: string): string {
  const path = relative(repoRoot, source).replaceAll('\\', '/');
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage?.[1]) return inPackage[1];
  return dirname(path);
}

/** Minified bytes of `code` per part, each generated segment counted for its mapped source. */
function bytesByPart(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping((m) =>
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const parts = new Map<string, number>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const line = lines[segment.line - 1] ?? '';
    const end = next?.line === segment.line ? next.column : line.length;
    const part = segment.source ? partOf(segment.source) : '(bundler)';
    parts.set(part, (parts.get(part) ?? 0) + Math.max(0, end - segment.column));
  });
  return parts;
}

function build(): void {
  console.log('Building the web app with hidden source maps…');
  const built = spawnSync('npx', ['react-router', 'build', '--sourcemapClient', 'hidden'], {
    cwd: webRoot,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`react-router build failed:\n${built.stderr}`);
}

function removeMaps(): void {
  for (const name of readdirSync(assets)) {
    if (name.endsWith('.map')) rmSync(join(assets, name));
  }
}

function report(chunk: string): void {
  const file = readdirSync(assets).find(
    (name) => name.startsWith(`${chunk}-`) && name.endsWith('.js'),
  );
  if (!file) throw new Error(`no ${chunk} chunk in ${assets}`);
  const code = readFileSync(join(assets, file), 'utf8');
  const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as RawSourceMap;
  map.sources = map.sources.map((source) => resolve(dirname(join(assets, file)), source));
  const gzip = gzipped(code);
  const parts = [...bytesByPart(code, map)].sort((a, b) => b[1] - a[1]);
  const mapped = parts.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\n${file}: ${kib(code.length)} KiB minified, ${kib(gzip)} KiB gzip -9`);
  console.table(
    parts.slice(0, 15).map(([part, bytes]) => ({
      part,
      'minified KiB': kib(bytes),
      'share of gzip KiB': kib((gzip * bytes) / mapped),
    })),
  );
}

async function main(): Promise<void> {
  build();
  try {
    for (const chunk of CHUNKS) report(chunk);
  } finally {
    removeMaps();
  }
}

await runScript(main);
