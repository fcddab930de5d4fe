import { PassThrough, Readable } from 'node:stream';
import type { WebRenderEntry } from '@curio/shared';
import { createInstance } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createRequestHandler,
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type ServerBuild,
} from 'react-router';
import { keepOneNumberFormatPerLanguage } from '@/lib/i18n-number-format';
import { languageOf } from './page-meta';
import { requestContext } from './request-context';

/** A render that takes longer is cut off (React then renders the rest in the browser). */
export const streamTimeout = 5_000;

/**
 * The page as HTML (decision 020): in the address's language, whole (after every Suspense
 * boundary has its content), so that it reads without JavaScript and its status is final.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const { translations } = loadContext.get(requestContext);
  const language = languageOf(new URL(request.url).pathname);
  const i18n = createInstance();
  const resources = translations(language);
  await i18n.init({
    lng: language,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: 'translation',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  keepOneNumberFormatPerLanguage(i18n);

  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>,
      {
        // Every part in place, in order: a part React would send apart (a large Suspense boundary)
        // is put in place by a script, and a reader without JavaScript would see its fallback.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(cutOff);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(cutOff);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError() {
          status = 500;
        },
      },
    );
    // Cleared once the render is whole: a pending timer would keep the render (its tree, data and
    // translations) in memory for seconds after the reply. React starts rendering on a later
    // turn, so the timer is there before either callback runs.
    const cutOff = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** The server's handler of page requests (apps/server pages/web-app.ts) for this server build. */
export const requestHandlerFor: WebRenderEntry['requestHandlerFor'] = (build) => {
  const handle = createRequestHandler(
    build as ServerBuild,
    import.meta.env.DEV ? 'development' : 'production',
  );
  return (request, context) => {
    const loadContext = new RouterContextProvider();
    loadContext.set(requestContext, context);
    return handle(request, loadContext);
  };
};
