import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerRender } from '@curio/shared';
import { createInstance } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { setInitialReplySource } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';

/**
 * The first paint of a page, rendered on the server from the components the browser runs (issue
 * 10: the page is on screen before its JavaScript arrives; main.tsx then hydrates it). Built on
 * its own into dist/.ssr/entry-server.js; the server calls it (apps/server web/first-paint.ts).
 */

/** Each render reads the API replies it was given, as the browser reads those of its HTML. */
const renderReplies = new AsyncLocalStorage<Map<string, unknown>>();
setInitialReplySource(() => renderReplies.getStore());

/** A render that takes longer is dropped: the browser then renders the page itself. */
const RENDER_TIMEOUT_MS = 2_000;

/**
 * React puts what belongs in <head> (the page's <title>, image preloads) before the markup when it
 * renders no <head>; the server's HTML has its own, and the browser adds the title after hydration.
 */
function withoutHoistables(markup: string): string {
  return markup.replace(/^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/, '');
}

/** The namespaces react-i18next's useTranslation noted on the instance as components asked for them. */
function usedNamespaces(i18n: object): string[] | undefined {
  const { reportNamespaces } = i18n as { reportNamespaces?: { getUsedNamespaces(): string[] } };
  return reportNamespaces?.getUsedNamespaces();
}

export const render: ServerRender = async ({ url, language, translations, replies }) => {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: translations },
    ns: Object.keys(translations),
    defaultNS: 'translation',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

  const queryClient = createQueryClient();
  // Only the given replies exist here: a request for anything else fails at once, without retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const handler = createStaticHandler(createAppRoutes(queryClient));
  const context = await renderReplies.run(new Map(Object.entries(replies)), () =>
    handler.query(new Request(new URL(url, 'http://curio.local'))),
  );
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;

  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProvider>
    </I18nextProvider>,
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
  );
  return {
    markup: withoutHoistables(await new Response(prelude).text()),
    namespaces: usedNamespaces(i18n) ?? Object.keys(translations),
  };
};
