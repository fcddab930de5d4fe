import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestChange } from '../../../../bench/lib/server-build';
import { defaultWebDistDir, webSourceDir } from '../../src/paths';

/** What the web build is made from: sources, translations, configuration, the shared package. */
const SOURCES = [
  join(webSourceDir, 'src'),
  join(webSourceDir, 'public'),
  join(webSourceDir, 'vite-plugins'),
  join(webSourceDir, 'vite.config.ts'),
  join(webSourceDir, 'react-router.config.ts'),
  join(webSourceDir, '..', '..', 'packages', 'shared', 'src'),
];

/**
 * How a test server renders the real route modules: from the build (`npm run build`, as the gate
 * runs before the tests) when it is newer than everything it is built from, about twice as fast
 * a page and without starting Vite; else from the sources by Vite in middleware mode, as
 * `npm run dev` does, so that a test never reads a build older than the code.
 */
export function renderedWebApp(): Record<string, string> {
  const entry = join(defaultWebDistDir, 'server', 'index.js');
  if (!existsSync(entry)) return { WEB_DEV: 'true' };
  const built = statSync(entry).mtimeMs;
  return newestChange(SOURCES) < built ? { WEB_DIST_DIR: defaultWebDistDir } : { WEB_DEV: 'true' };
}
