import { join } from 'node:path';
import type { Rolldown } from 'vite';

/** The first pages of most visits, rendered on the server (docs/decisions/013). */
const FIRST_PAGES = ['app/routes/home.tsx', 'app/routes/products/product.tsx'];

/** The app modules (under `srcDir`) that `root` imports statically, directly or not. */
function staticImports(root: string, srcDir: string, context: Rolldown.ChunkingContext) {
  const found = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
      if (imported.startsWith(srcDir)) pending.push(imported);
    }
  }
  return found;
}

/** The app modules that every one of `roots` imports statically. */
function importedByAll(roots: string[], srcDir: string, context: Rolldown.ChunkingContext) {
  const [first = new Set<string>(), ...others] = roots.map((root) =>
    staticImports(root, srcDir, context),
  );
  return new Set([...first].filter((id) => others.every((imports) => imports.has(id))));
}

/**
 * Chunks for the JavaScript of a first visit (issue 10: ≤ 150 KiB gzipped). Left to itself, the
 * bundler makes a chunk of each set of modules that the same pages share: about 30 files on a first
 * page, each gzipped on its own, ~6 KiB more than as one file.
 * - `index`: what the entry imports statically, which every page loads with it anyway.
 * - `storefront`: the app modules both first pages import (product cards, carousel, recently
 *   viewed…), with what they import that `index` does not hold.
 */
export function firstPageChunks(srcDir: string): Rolldown.CodeSplittingGroup[] {
  const firstPages = FIRST_PAGES.map((page) => join(srcDir, page));
  // Worked out once per build: the bundler gives every call of a build the same context.
  const shared = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  const sharedByFirstPages = (context: Rolldown.ChunkingContext) => {
    const known = shared.get(context);
    if (known) return known;
    const modules = importedByAll(firstPages, srcDir, context);
    shared.set(context, modules);
    return modules;
  };
  return [
    { name: 'index', tags: ['$initial'] },
    {
      name: (id, context) => (sharedByFirstPages(context).has(id) ? 'storefront' : null),
      test: (id) => id.startsWith(srcDir),
    },
  ];
}
