import { requestKind } from './request-kind';

declare const self: ServiceWorkerGlobalScope;
/** Filled in by the build (vite-plugins/pwa-plugin.ts): one cache per build, and the app shell's files. */
declare const __CACHE_NAME__: string;
declare const __PRECACHE__: string[];

const OFFLINE_PAGE = '/offline.html';
/** What a proxy answers when the app server behind it is down: as good as offline. */
const UNREACHABLE = new Set([502, 503, 504]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(__CACHE_NAME__);
      await cache.addAll(__PRECACHE__);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name !== __CACHE_NAME__).map((name) => caches.delete(name)),
      );
      // No navigation preload: the browser would send it for every navigation, the ones this
      // worker leaves alone included — an /api/oauth2/callback would then run twice, and its
      // single-use state would be gone the second time ("expired").
      await self.registration.navigationPreload.disable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, self.location.origin);
  if (kind === 'network') return;
  if (kind === 'page') event.respondWith(page(event));
  else if (kind === 'immutable') event.respondWith(cacheFirst(event.request));
  else event.respondWith(networkFirst(event.request));
});

async function offlinePage(): Promise<Response> {
  return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
}

async function page(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    return UNREACHABLE.has(response.status) ? await offlinePage() : response;
  } catch {
    return offlinePage();
  }
}

async function store(request: Request, response: Response): Promise<void> {
  if (response.status !== 200) return;
  const cache = await caches.open(__CACHE_NAME__);
  await cache.put(request, response);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  await store(request, response.clone());
  return response;
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    await store(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw error;
  }
}
