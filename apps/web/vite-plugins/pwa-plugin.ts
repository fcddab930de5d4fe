import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { offlinePageHtml, type OfflineTexts } from './offline-page.ts';

/** Shell files besides the build's own, cached when the worker installs. */
const STATIC_PRECACHE = [
  '/offline.html',
  '/offline.js',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
];

/** One script (TypeScript under src/) bundled on its own into a classic script. */
async function bundleScript(entry: string, define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'curio', fileName: () => 'script.js' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((file) => file.type === 'chunk');
    if (chunk) return chunk.code;
  }
  throw new Error(`Bundling ${entry} gave no script.`);
}

/**
 * What the entry loads when first needed but must have offline all the same: the error screens
 * (src/components/errors/lazy-error-screens.tsx), loaded at the first error of a visit, and the
 * toaster (sonner), mounted at the first key or pointer press: without it offline, that press
 * would replace the page with the error screen; the search box's suggestion list; the header's
 * mobile menu and agent name, and the not-found page.
 */
const LAZY_SHELL =
  /[\\/](src[\\/]components[\\/]errors[\\/]|node_modules[\\/]sonner[\\/]|src[\\/]features[\\/]catalog[\\/]components[\\/]search-suggestion-list\.tsx$|src[\\/]components[\\/]layout[\\/](mobile-menu|logo-agent)\.tsx$|src[\\/]app[\\/]not-found-page\.tsx$)/;

/**
 * The entry chunks, the chunks they import, the lazy shell parts (LAZY_SHELL) any of these
 * imports (the shell chunk holds the document's, vite-plugins/first-page-chunks.ts) and their CSS: what
 * every page needs first, or may need without a network.
 */
function entryFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
    for (const lazyName of chunk.dynamicImports) {
      const lazy = bundle[lazyName];
      if (lazy?.type === 'chunk' && LAZY_SHELL.test(lazy.facadeModuleId ?? '')) visit(lazyName);
    }
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  }
  return [...files].map((file) => `/${file}`).sort();
}

function offlineTexts(localesDir: string): Record<string, OfflineTexts> {
  const languages = readdirSync(localesDir).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0));
  return Object.fromEntries(
    languages.map((language) => {
      const file = JSON.parse(
        readFileSync(join(localesDir, language, 'translation.json'), 'utf8'),
      ) as { offline: OfflineTexts };
      return [language, file.offline];
    }),
  );
}

/**
 * The installable app's build files: sw.js (the service worker, src/service-worker), offline.html
 * (written from the translations) and its script offline.js. The worker's cache is named after a
 * hash of what it caches, so each new build gets a fresh cache and drops the old one.
 */
export function pwaPlugin({ root }: { root: string }): Plugin {
  return {
    name: 'curio-pwa',
    // The browser's build only (not the server-rendering entry's).
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    async generateBundle(_options, bundle) {
      const offlineHtml = offlinePageHtml(offlineTexts(join(root, 'public', 'locales')));
      const offlineJs = await bundleScript(join(root, 'src', 'offline', 'offline-page.ts'));
      const precache = [...entryFiles(bundle), ...STATIC_PRECACHE];
      const version = createHash('sha256')
        .update(JSON.stringify(precache))
        .update(offlineHtml)
        .update(offlineJs)
        .update(readFileSync(join(root, 'public', 'manifest.webmanifest')))
        .digest('hex')
        .slice(0, 12);
      const serviceWorker = await bundleScript(join(root, 'src', 'service-worker', 'sw.ts'), {
        __CACHE_NAME__: JSON.stringify(`curio-${version}`),
        __PRECACHE__: JSON.stringify(precache),
      });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlineHtml });
      this.emitFile({ type: 'asset', fileName: 'offline.js', source: offlineJs });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorker });
    },
  };
}
