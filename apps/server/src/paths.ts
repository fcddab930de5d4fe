import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, whether we run from src/ (tsx, tests) or from the bundle in dist/. */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the server package (drizzle/ folder).');
    dir = parent;
  }
  return dir;
}

const serverRoot = findServerRoot();
export const migrationsDir = join(serverRoot, 'drizzle');
/** The web app's sources (apps/web), rendered by Vite in development. */
export const webSourceDir = resolve(serverRoot, '..', 'web');
export const defaultWebDistDir = join(webSourceDir, 'dist');
/** An empty PGlite cluster made by `npm run build` (pglite-template.mjs); absent before a build. */
export const pgliteTemplate = join(serverRoot, 'dist', 'pglite-template');
