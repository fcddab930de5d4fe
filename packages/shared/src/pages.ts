import { canonicalSearchParams, SEARCH_PARAM, type SearchParamName } from './catalog-address';
import { splitLanguagePath } from './i18n/language-address';

/**
 * Every page of the app (storefront §2, accounts-and-admin §2 "Route table"), read by the web
 * app's route tree and links, and by the server: the sitemap and robots.txt, the links in mails,
 * the Google callback, the page cache and the "is this a page" rule.
 *
 * - `pattern`: React Router's pattern, without the language segment (`/de/…`, decision 021).
 * - `signIn`: who may see it; guarded pages are rendered by the browser once it knows the session.
 * - `indexable`: listed in the sitemap (the pages without parameters; products and sellers are
 *   listed from the database). robots.txt closes only the private and one-time-link pages.
 * - `cacheable`: its rendering is the same for everyone, so the server may keep it (decision 020).
 * - `params`: the query parameters it reads (the catalogue's as `canonicalSearchParams` reads them).
 * - `secretInAddress`: opened by a one-time link whose token is in the query: never kept by the
 *   server or a browser's cache, and never sent on as a referrer.
 */
export type PageEntry = {
  readonly pattern: string;
  /** The query parameters the page reads; any other makes an address that is no page of its own. */
  readonly params?: readonly string[];
  readonly signIn: 'none' | 'session' | 'seller' | 'admin';
  readonly indexable: boolean;
  readonly cacheable: boolean;
  readonly secretInAddress?: true;
};

const publicPage = { signIn: 'none', indexable: true, cacheable: true } as const;
/** Public, the same for everyone, but nothing a search engine should list. */
const unlistedPage = { signIn: 'none', indexable: false, cacheable: true } as const;
const oneTimeLinkPage = {
  signIn: 'none',
  indexable: false,
  cacheable: false,
  secretInAddress: true,
} as const;
const privatePage = (signIn: 'session' | 'seller' | 'admin') =>
  ({ signIn, indexable: false, cacheable: false }) as const;

export const PAGES = {
  home: { pattern: '/', params: Object.values(SEARCH_PARAM), ...publicPage },
  product: { pattern: '/products/:id', ...publicPage },
  seller: { pattern: '/seller/:sellerId', params: [SEARCH_PARAM.page], ...publicPage },
  contact: { pattern: '/contact', ...publicPage },
  legal: { pattern: '/legal', ...publicPage },
  tos: { pattern: '/tos', ...publicPage },
  privacy: { pattern: '/privacy', ...publicPage },
  unauthorized: { pattern: '/unauthorized', ...unlistedPage },
  // The sign-up and sign-in routes have an optional path segment (accounts-and-admin §2).
  signUp: { pattern: '/auth/signup/:path?', params: ['path'], ...unlistedPage },
  signIn: { pattern: '/auth/signin/:path?', params: ['path'], ...unlistedPage },
  oauth2Callback: { pattern: '/auth/oauth2/callback', ...oneTimeLinkPage },
  forgotPassword: { pattern: '/auth/forgot-password', ...unlistedPage },
  resetPassword: { pattern: '/auth/reset-password', ...oneTimeLinkPage },
  verifyEmail: { pattern: '/auth/verify-email', ...oneTimeLinkPage },
  profile: { pattern: '/profile', ...privatePage('session') },
  profileEdit: { pattern: '/profile/edit', ...privatePage('session') },
  dashboard: { pattern: '/dashboard', ...privatePage('session') },
  dashboardUsers: { pattern: '/dashboard/users', ...privatePage('admin') },
  dashboardProducts: { pattern: '/dashboard/products', ...privatePage('seller') },
  dashboardProductCreate: { pattern: '/dashboard/products/create', ...privatePage('seller') },
  dashboardProductImport: { pattern: '/dashboard/products/import', ...privatePage('seller') },
  dashboardProductEdit: { pattern: '/dashboard/products/edit/:id', ...privatePage('seller') },
  dashboardFavorites: { pattern: '/dashboard/favorites', ...privatePage('session') },
  dashboardAdmin: { pattern: '/dashboard/admin', ...privatePage('session') },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof PAGES;

export type ProfileEditSearch = { highlight?: 'agent'; returnTo?: string };

function withSearch(path: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A pattern with its parameters filled in (an optional one left out when not given). */
function fill(pattern: string, values: Record<string, string | number | undefined>): string {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = values[segment.replace(/^:|\?$/g, '')];
      return value === undefined ? undefined : encodeURIComponent(String(value));
    })
    .filter((segment) => segment !== undefined)
    .join('/');
  return path === '' ? '/' : path;
}

/** The links to the pages (without the language segment: languagePath adds it). */
export const pageLinks = {
  home: PAGES.home.pattern,
  product: (id: number | string) => fill(PAGES.product.pattern, { id }),
  seller: (sellerId: number | string) => fill(PAGES.seller.pattern, { sellerId }),
  contact: PAGES.contact.pattern,
  legal: PAGES.legal.pattern,
  tos: PAGES.tos.pattern,
  privacy: PAGES.privacy.pattern,
  unauthorized: PAGES.unauthorized.pattern,
  /** `redirectTo` is passed on to sign-in after signing up (query parameter `path`). */
  signUp: (redirectTo?: string) => withSearch(fill(PAGES.signUp.pattern, {}), { path: redirectTo }),
  /** `redirectTo` is where to go after signing in (query parameter `path`). */
  signIn: (redirectTo?: string) => withSearch(fill(PAGES.signIn.pattern, {}), { path: redirectTo }),
  oauth2Callback: PAGES.oauth2Callback.pattern,
  forgotPassword: PAGES.forgotPassword.pattern,
  /** The links mailed with a one-time token. */
  resetPassword: (token: string) => withSearch(PAGES.resetPassword.pattern, { token }),
  verifyEmail: (token: string) => withSearch(PAGES.verifyEmail.pattern, { token }),
  profile: PAGES.profile.pattern,
  profileEdit: (search: ProfileEditSearch = {}) => withSearch(PAGES.profileEdit.pattern, search),
  dashboard: PAGES.dashboard.pattern,
  dashboardUsers: PAGES.dashboardUsers.pattern,
  dashboardProducts: PAGES.dashboardProducts.pattern,
  dashboardProductCreate: PAGES.dashboardProductCreate.pattern,
  dashboardProductImport: PAGES.dashboardProductImport.pattern,
  dashboardProductEdit: (id: number | string) => fill(PAGES.dashboardProductEdit.pattern, { id }),
  dashboardFavorites: PAGES.dashboardFavorites.pattern,
  dashboardAdmin: PAGES.dashboardAdmin.pattern,
} as const satisfies Record<PageName, unknown>;

/**
 * Addresses the server answers with something other than a page: the API, the server's media and
 * sitemap files, and the web app's built assets and translation files. Every other address is a
 * page, or the not-found page.
 */
const NOT_PAGE_PREFIXES = ['/api', '/media', '/sitemaps', '/assets', '/locales'] as const;

/** Addresses the server itself answers, never the web app's files (Vite in development). */
export const SERVER_PREFIXES = ['/api', '/media', '/sitemaps'] as const;

const startsWithPrefix = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Whether a path (without query) is answered by the page host: a page or the not-found page. */
export function isPageAddress(path: string): boolean {
  return !startsWithPrefix(path, NOT_PAGE_PREFIXES);
}

/** Whether the server answers this path itself (not the web app's files). */
export function isServerAddress(path: string): boolean {
  return startsWithPrefix(path, SERVER_PREFIXES);
}

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (given.length > wanted.length) return false;
  return wanted.every((segment, index) => {
    const value = given[index];
    if (segment.endsWith('?')) return true;
    if (value === undefined) return false;
    return segment.startsWith(':') || segment === value;
  });
}

/** The page a path names, in any language; undefined for the not-found page. */
export function pageOf(path: string): PageEntry | undefined {
  const { path: unprefixed } = splitLanguagePath(path);
  const trimmed = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, '') : unprefixed;
  return Object.values(PAGES).find((page) => matches(page.pattern, trimmed));
}

/** The pages without parameters that belong in the sitemap. */
export function listedPagePaths(): string[] {
  return Object.values(PAGES)
    .filter((page) => page.indexable && !page.pattern.includes(':'))
    .map((page) => page.pattern);
}

/**
 * Path prefixes crawlers are asked to leave (robots.txt): a person's own pages and those a one-time
 * link opens, each up to its first parameter, without those another prefix already covers.
 */
export function crawlerExcludedPrefixes(): string[] {
  const prefixes = Object.values(PAGES)
    .filter((page: PageEntry) => page.signIn !== 'none' || page.secretInAddress)
    .map((page) => page.pattern.split('/:')[0] ?? page.pattern);
  return [...new Set(prefixes)]
    .filter((prefix) => !prefixes.some((other) => prefix.startsWith(`${other}/`)))
    .sort();
}

const isSearchParamName = (name: string): name is SearchParamName =>
  (Object.values(SEARCH_PARAM) as string[]).includes(name);

/**
 * The key a kept page is found by: its path and the parameters it reads, each as it reads them,
 * sorted. Undefined when the address is not in that form (another parameter, one twice, a value
 * the page reads otherwise, another order): such an address is rendered, never kept, so that
 * tracking parameters or reordered queries never make a new entry of the page cache.
 */
export function pageCacheKey(pathname: string, search: string): string | undefined {
  const page = pageOf(pathname);
  if (!page) return undefined;
  const given = [...new URLSearchParams(search)];
  const known = [...(page.params ?? [])].sort();
  const read = canonicalSearchParams(new URLSearchParams(search), known.filter(isSearchParamName));
  const canonical = new URLSearchParams();
  for (const name of known) {
    const value = isSearchParamName(name)
      ? read.get(name)
      : given.find(([key]) => key === name)?.[1];
    if (value) canonical.append(name, value);
  }
  const pairs = [...canonical];
  const same =
    pairs.length === given.length &&
    pairs.every(([name, value], index) => {
      const [givenName, givenValue] = given[index] ?? [];
      return givenName === name && givenValue === value;
    });
  if (!same) return undefined;
  const query = canonical.toString();
  return query ? `${pathname}?${query}` : pathname;
}
