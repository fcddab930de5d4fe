import { serverIsBack } from './server-health';

/** Set just before the page reloads for a missing chunk; removed once a page's code loads. */
const RELOADED_KEY = 'curio:chunk-reload';

/**
 * What browsers and Vite say when the code of a page cannot be downloaded: after a deploy, the old
 * page asks for chunks that are gone, or the server is down.
 */
const CHUNK_ERRORS = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload of a chunk's styles
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERRORS.some((message) => error.message.includes(message));
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let reloading = false;

/**
 * Reloads the page once to get the code of the build the server runs now (a deploy removed the
 * chunks this page knows). Answers whether the page is reloading: not when it already reloaded
 * for a missing chunk and still misses one — then the caller shows the failure, never a loop.
 */
function reloadOnce(): boolean {
  if (reloading) return true;
  const store = storage();
  if (!store || store.getItem(RELOADED_KEY) !== null) return false;
  store.setItem(RELOADED_KEY, String(Date.now()));
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * A chunk failed to download: reloads once if the server answers (a deploy); while it does not,
 * a reload would only lose the page — the outage state waits for the server instead.
 */
export async function reloadIfDeployed(): Promise<boolean> {
  if (reloading) return true;
  return (await serverIsBack()) && reloadOnce();
}

/** A page's code loaded: a later missing chunk may reload the page again. */
export function chunkLoaded(): void {
  if (!reloading) storage()?.removeItem(RELOADED_KEY);
}

/** Vite's event for a chunk (or its styles) that failed to load, as its error travels on. */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', () => void reloadIfDeployed());
}
