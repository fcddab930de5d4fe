import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { NAMESPACES, PAGE_NAMESPACES_ATTRIBUTE, type Namespace } from '@/config/i18n-namespaces';
import { chunkLoaded, reloadOnPreloadError } from '@/lib/chunk-reload';
import { reportError, startErrorReporting } from '@/lib/error-reporting';
import i18n, { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';

void startErrorReporting();
reloadOnPreloadError();
registerServiceWorker();

/** The translation files the first page's routes name in their handle, as the server wrote them. */
function firstPageNamespaces(): Namespace[] {
  const names = document.documentElement.getAttribute(PAGE_NAMESPACES_ATTRIBUTE)?.split(' ') ?? [];
  return NAMESPACES.filter((namespace) => names.includes(namespace));
}

/**
 * The server rendered the page in its address's language: the browser takes it over where it
 * stands once that language's translations for the page are here, so the first render matches
 * and does not stop halfway to wait for a file.
 */
void i18nReady
  .then(() => i18n.loadNamespaces(['translation', ...firstPageNamespaces()]))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
        {
          onUncaughtError: (error) => reportError(error, { source: 'react' }),
          onCaughtError: (error) => reportError(error, { source: 'react-boundary' }),
        },
      );
    });
    // The page's code is here: a later missing chunk may reload the page again.
    chunkLoaded();
  });
