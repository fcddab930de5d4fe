import { join } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * The modules every page runs: the browser's entry and the route modules above every page (the
 * document, the frame with header and footer, the language segment). Paths under `src/`.
 */
const SHELL_ROOTS = [
  'app/entry.client.tsx',
  'app/root.tsx',
  'app/frame.tsx',
  'app/language-segment.tsx',
];

/**
 * The libraries every page runs. Not among them: react-i18next's `Trans` (rich text, with its HTML
 * parser) and TanStack Query's mutation hooks, which only some pages use.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]|[\\/]node_modules[\\/]react-i18next[\\/]/;
const NOT_FRAMEWORK = /[\\/](TransWithoutContext|Trans|mutationObserver|useMutation)\.m?js$/;

/**
 * The app modules (under `srcDir`) that one of `roots` imports statically, directly or not. The
 * walk stays in the app: through a package's index it would reach every module the package has,
 * used or not (the bundler then brings what the captured modules really use).
 */
function staticImports(roots: string[], srcDir: string, context: Rolldown.ChunkingContext) {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
      if (imported.startsWith(srcDir)) pending.push(imported);
    }
  }
  return found;
}

/**
 * Chunks for the JavaScript of a first visit (target: ≤ 150 KiB gzipped per page). Left to
 * itself, the bundler makes a chunk of each set of modules that the same pages share: about 75
 * files on a first page, each gzipped on its own (a few hundred bytes of imports and compression
 * overhead each), and it put React into the form library's chunk, so every page loaded the form
 * library. Here:
 * - `framework`: React, React DOM, React Router, i18next and TanStack Query, which every page runs;
 * - `shell`: every module the entry, the document, the frame and the language segment import
 *   statically (header, footer, search box, API client, translations loader…), which every page
 *   runs too.
 * The rest (pages, dialogs, forms, zod) keeps the bundler's own splitting, loaded by the pages
 * that use it, but for what the catalogue's pages share (vite-plugins/catalog-chunk.ts).
 */
export function firstPageChunks(srcDir: string): Rolldown.CodeSplittingGroup[] {
  const roots = SHELL_ROOTS.map((root) => join(srcDir, root));
  // Worked out once per build: the bundler gives every call of a build the same context.
  const shells = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  const shell = (context: Rolldown.ChunkingContext) => {
    const known = shells.get(context);
    if (known) return known;
    const modules = staticImports(roots, srcDir, context);
    shells.set(context, modules);
    return modules;
  };
  return [
    {
      name: 'framework',
      test: (id) => FRAMEWORK.test(id) && !NOT_FRAMEWORK.test(id),
      priority: 3,
    },
    {
      name: (id, context) => (shell(context).has(id) ? 'shell' : null),
      debugName: 'shell',
      priority: 1,
    },
  ];
}
