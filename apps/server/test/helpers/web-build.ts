import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultWebDistDir, webSourceDir } from '../../src/paths';

/** What the web app's build is made from: its sources, translations, configuration and the shared package. */
const SOURCES = [
  join(webSourceDir, 'src'),
  join(webSourceDir, 'public'),
  join(webSourceDir, 'vite-plugins'),
  join(webSourceDir, 'vite.config.ts'),
  join(webSourceDir, 'react-router.config.ts'),
  join(webSourceDir, '..', '..', 'packages', 'shared', 'src'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { recursive: true, encoding: 'utf8' }))
    newest = Math.max(newest, statSync(join(path, entry)).mtimeMs);
  return newest;
}

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
  return SOURCES.every((source) => newestChange(source) < built)
    ? { WEB_DIST_DIR: defaultWebDistDir }
    : { WEB_DEV: 'true' };
}
