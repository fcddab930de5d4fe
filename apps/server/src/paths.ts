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
export const defaultWebDistDir = resolve(serverRoot, '..', 'web', 'dist');
/** An empty PGlite cluster made by `npm run build` (pglite-template.mjs); absent before a build. */
export const pgliteTemplate = join(serverRoot, 'dist', 'pglite-template');
