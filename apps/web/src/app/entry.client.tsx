import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { chunkLoaded, reloadOnPreloadError } from '@/lib/chunk-reload';
import { reportError, startErrorReporting } from '@/lib/error-reporting';
import i18n, { i18nReady } from '@/lib/i18n';
import { registerServiceWorker } from '@/lib/service-worker';

void startErrorReporting();
reloadOnPreloadError();
registerServiceWorker();

/**
 * The server rendered the page in its address's language: the browser takes it over where it
 * stands once that language's shell translations are here, so the first render matches.
 */
void i18nReady
  .then(() => i18n.loadNamespaces('translation'))
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
