import { join } from 'node:path';
import type { Rolldown } from 'vite';

/** The catalogue's pages (paths under `src/`): what most first visits open. */
const CATALOG_ROUTES = [
  'app/routes/home.tsx',
  'app/routes/products/product.tsx',
  'app/routes/seller.tsx',
];

/** The signed-in pages (and their guards), which may load the catalogue's chunk too. */
const SIGNED_IN = ['app/routes/profile/', 'app/routes/dashboard/', 'app/guards/'];

const LUCIDE_ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?!index\.)/;

type Reach = Set<string> | 'elsewhere';

/**
 * The catalogue's route modules whose static imports lead to `id`, or `elsewhere` when another
 * public page's do, or a module nothing imports (an entry). Paths through a dynamic import (a
 * lazy panel, a dialog) may reach the catalogue's pages but do not count: what they load stays
 * loaded on demand.
 */
function routesReaching(
  id: string,
  pages: { routes: string; catalog: Set<string>; signedIn: string[] },
  context: Rolldown.ChunkingContext,
): Reach {
  const reached = new Set<string>();
  const seen = new Set<string>();
  const pending: [string, boolean][] = [[id, false]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, lazy] = next;
    if (seen.has(`${lazy}:${current}`)) continue;
    seen.add(`${lazy}:${current}`);
    // React Router's split route modules are `route.tsx?route-chunk=…`.
    const file = current.split('?')[0] ?? current;
    if (pages.catalog.has(file)) {
      if (!lazy) reached.add(file);
      continue;
    }
    if (pages.signedIn.some((folder) => file.startsWith(folder))) continue;
    if (file.startsWith(pages.routes)) return 'elsewhere';
    const info = context.getModuleInfo(current);
    if (!info || info.importers.length + info.dynamicImporters.length === 0) return 'elsewhere';
    for (const importer of info.importers) pending.push([importer, lazy]);
    for (const importer of info.dynamicImporters) pending.push([importer, true]);
  }
  return reached;
}

/**
 * One chunk, `catalog`, for the modules that two or more of the catalogue's pages (home, product,
 * seller) import statically and no other public page does: product cards and grid, prices,
 * carousels, pagination, recently viewed. Left to the bundler they are one chunk per set of pages
 * sharing them, each a request that slow networks pay a round trip for (Lighthouse's "render
 * delay"). Modules also used by other public pages (forms, legal pages) or only loaded on demand
 * keep the bundler's own splitting; the signed-in pages may load this chunk too.
 */
export function catalogChunk(srcDir: string): Rolldown.CodeSplittingGroup[] {
  const pages = {
    routes: join(srcDir, 'app/routes/'),
    catalog: new Set(CATALOG_ROUTES.map((route) => join(srcDir, route))),
    signedIn: SIGNED_IN.map((folder) => join(srcDir, folder)),
  };
  return [
    // Icons shared by several pages, grouped by the pages that use them as the bundler would: the
    // catalogue's modules would otherwise bring the icons they import into their chunk (lucide's
    // index hides which pages use which icon), and the chunk with them into the forms that use the
    // same icons (the sign-up's check).
    {
      name: 'icons',
      test: LUCIDE_ICON,
      entriesAware: true,
      // One page's icons stay in its chunk.
      minShareCount: 2,
      priority: 0.5,
    },
    {
      name: (id, context) => {
        if (pages.catalog.has(id.split('?')[0] ?? id)) return null;
        const reach = routesReaching(id, pages, context);
        return reach !== 'elsewhere' && reach.size >= 2 ? 'catalog' : null;
      },
      debugName: 'catalog',
      priority: 0,
    },
  ];
}
