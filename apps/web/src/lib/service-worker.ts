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
  // A server-rendered page may start its code after the load event (app/app-scripts.tsx).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
