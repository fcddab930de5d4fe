import i18n, { i18nReady } from '@/lib/i18n';
import './index.css';
import { SERVER_NAMESPACES_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '@curio/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { App } from '@/app';
import { createAppRouter, type AppRouter } from '@/app/router';
import { reloadOnPreloadError } from '@/lib/chunk-reload';
import { reportError, startErrorReporting } from '@/lib/error-reporting';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startErrorReporting();
reloadOnPreloadError();
registerServiceWorker();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>
);
const options: RootOptions = {
  onUncaughtError: (error) => reportError(error, { source: 'react' }),
  onCaughtError: (error) => reportError(error, { source: 'react-boundary' }),
};

/** Resolves when the router has loaded the page of the address (its code and its data). */
function routerReady(appRouter: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (appRouter.state.initialized) return resolve();
    const unsubscribe = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A page the server rendered (apps/server web/first-paint.ts) is taken over where it stands once
 * its code, data and translations are here, so the first render matches the markup. In another
 * language than the one the reader chose, it is rendered anew instead.
 */
async function start(root: HTMLElement): Promise<void> {
  const renderedIn = root.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (!renderedIn) {
    createRoot(root, options).render(app);
    return;
  }
  const namespaces = root.getAttribute(SERVER_NAMESPACES_ATTRIBUTE)?.split(' ') ?? [];
  await Promise.all([i18nReady.then(() => i18n.loadNamespaces(namespaces)), routerReady(router)]);
  if (i18n.resolvedLanguage === renderedIn) {
    // A mismatch is repaired by rendering anew; React's default reports it as a window error.
    hydrateRoot(root, app, options);
  } else {
    createRoot(root, options).render(app);
  }
}

void start(container);
