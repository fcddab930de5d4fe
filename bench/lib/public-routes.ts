/**
 * The public routes of the storefront, as addresses of a running demo store. The product, its
 * seller and a category are read from the API at start (the newest product), so the list works
 * whatever the store holds and whichever way the web app renders its pages.
 */
export interface PublicRoute {
  /** A short name for the tables (`home`, `product`, …). */
  name: string;
  /** Path and query string. */
  path: string;
}

interface NewestProduct {
  id: number;
  user: { id: number };
  categories: string[];
}

/** The newest product of the store, with its seller and categories. */
async function newestProduct(base: string): Promise<NewestProduct> {
  const reply = await fetch(`${base}/api/products?size=1`);
  if (!reply.ok) throw new Error(`GET /api/products?size=1 answered ${reply.status}`);
  const body = (await reply.json()) as { content?: NewestProduct[] };
  const product = body.content?.[0];
  if (!product) throw new Error('the store has no product');
  return product;
}

/**
 * Every public route: home (page 1 and 2, a search, a filter), product, seller, the static pages,
 * the sign-in, sign-up and forgot-password pages, an unknown path and a German page. The home
 * page's parameters are those of the web app (`page` is 1-based, `query`, `categories`).
 */
export async function resolvePublicRoutes(base: string): Promise<PublicRoute[]> {
  const product = await newestProduct(base);
  const category = product.categories[0];
  if (!category) throw new Error(`product ${product.id} has no category`);
  return [
    { name: 'home', path: '/' },
    { name: 'home page 2', path: '/?page=2' },
    { name: 'search', path: '/?query=hoodie' },
    { name: 'filter', path: `/?${new URLSearchParams({ categories: category }).toString()}` },
    { name: 'product', path: `/products/${product.id}` },
    { name: 'seller', path: `/seller/${product.user.id}` },
    { name: 'contact', path: '/contact' },
    { name: 'legal', path: '/legal' },
    { name: 'tos', path: '/tos' },
    { name: 'privacy', path: '/privacy' },
    { name: 'sign-in', path: '/auth/signin' },
    { name: 'sign-up', path: '/auth/signup' },
    { name: 'forgot-password', path: '/auth/forgot-password' },
    { name: 'not found', path: '/nope' },
    { name: 'product (de)', path: `/de/products/${product.id}` },
  ];
}

/**
 * The routes named in `--only` (names or paths, comma-separated), all of them without it;
 * fails on a name that is not in the list.
 */
export function pickRoutes(routes: PublicRoute[], only: string | undefined): PublicRoute[] {
  if (!only) return routes;
  const wanted = only.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !routes.some((r) => r.name === name || r.path === name));
  if (unknown.length > 0)
    throw new Error(
      `--only: no route ${unknown.join(', ')} (routes: ${routes.map((r) => r.name).join(', ')})`,
    );
  return routes.filter((r) => wanted.includes(r.name) || wanted.includes(r.path));
}

/** The status code a route answers with (a plain GET, as a crawler asks). */
export async function statusOf(base: string, path: string): Promise<number> {
  const reply = await fetch(base + path, { headers: { accept: 'text/html' } });
  await reply.arrayBuffer();
  return reply.status;
}
