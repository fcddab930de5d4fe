/**
 * Registers the service worker (src/service-worker, emitted by the build as /sw.js) once the page
 * has loaded, so it never competes with the first render. Production builds only: the dev server
 * has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be registered.', error);
    });
  };
  // The app's modules may run after the load event (a slow connection, a cached page).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
