/**
 * How the service worker answers a request:
 * - `page`: a page load, from the network; the offline page when the network fails;
 * - `immutable`: a hashed build file (its name changes with its content), from the cache first;
 * - `static`: other files of the app shell (translations, icons, manifest), from the network
 *   first so they are never stale, and from the cache only when the network fails;
 * - `network`: everything else, the API above all, is not touched at all: no catalogue reply
 *   is ever stored, so the catalogue can never be shown out of date.
 */
export type RequestKind = 'page' | 'immutable' | 'static' | 'network';

type RequestFacts = { method: string; mode: string; url: string };

const NEVER_CACHED = ['/api/', '/media/'];
const STATIC_FILES = ['/favicon.svg', '/manifest.webmanifest', '/offline.html', '/offline.js'];

export function requestKind(request: RequestFacts, origin: string): RequestKind {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  const path = url.pathname;
  if (path === '/api' || NEVER_CACHED.some((prefix) => path.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (path.startsWith('/assets/')) return 'immutable';
  if (path.startsWith('/locales/') || path.startsWith('/icons/') || STATIC_FILES.includes(path))
    return 'static';
  return 'network';
}
