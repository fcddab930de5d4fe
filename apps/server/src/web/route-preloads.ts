import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The web app's pages whose code the HTML preloads (the rest load as the app asks for them). */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/products\/\d{1,9}\/?$/, 'src/app/routes/products/product.tsx'],
  [/^\/seller\/\d{1,9}\/?$/, 'src/app/routes/seller.tsx'],
];

/**
 * The build's manifest (vite `build.manifest`), read once: which files a page's lazy code is and
 * what it imports. Without it (an older build), no preloads.
 */
export function readManifest(distDir: string): Manifest | undefined {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * `<link rel="modulepreload">` for the code of the page at `path` and everything it imports that
 * the entry does not already preload: the browser fetches it with the entry instead of after the
 * entry has run and the router has asked for the page (one round trip less before the first paint).
 */
export function routePreloads(manifest: Manifest | undefined, path: string): string[] {
  const key = ROUTE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
  if (!manifest || !key || !manifest[key]) return [];
  const entry = new Set<string>();
  const collect = (name: string, into: Set<string>) => {
    const chunk = manifest[name];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  collect('index.html', entry);
  const page = new Set<string>();
  collect(key, page);
  return [...page]
    .filter((file) => !entry.has(file) && file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}
