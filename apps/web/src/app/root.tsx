import '@/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { BannerProvider } from '@/components/banner/banner-provider';
import { LazyRouteErrorScreen } from '@/components/errors/lazy-error-screens';
import { namespacesOf, PAGE_NAMESPACES_ATTRIBUTE } from '@/config/i18n-namespaces';
import { AppToaster } from '@/components/ui/app-toaster';
import { PageSpinner } from '@/components/ui/spinner';
import { useChangesFromOtherTabs } from '@/lib/tab-sync';
import { AppScripts } from './app-scripts';
import { inProcessApi } from './in-process-api.server';
import { NumberDataScript } from './number-data-script';
import { languageOf, pageMeta } from './page-meta';
import { renderQueryClient } from './query';
import { requestContext } from './request-context';
import { THEME_SCRIPT } from './theme-script';

export const links: LinksFunction = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/** What every page's head needs from the server: its public address (canonical links). */
export function loader({ context }: LoaderFunctionArgs) {
  return { publicUrl: context.get(requestContext).publicUrl };
}

/** Loaders call the API in process on the server (in-process-api.server.ts). */
export const middleware = [inProcessApi];

// The public address never changes within a visit.
export const shouldRevalidate = () => false;

export const meta: MetaFunction = (args) => pageMeta(args);

/**
 * In the browser, the shown language follows the address's when the address changes language (a
 * navigation to another language version).
 */
function useLanguageOfAddress(language: string) {
  const { i18n } = useTranslation();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}

/**
 * The whole document of every page: `<html lang>` from the address, the page's meta and links, dark
 * mode before the first paint, and React Router's scripts (after the first paint), each inline
 * script allowed by its hash.
 */
export function Layout({ children }: { children: ReactNode }) {
  const language = languageOf(useLocation().pathname);
  const [queryClient] = useState(renderQueryClient);
  useLanguageOfAddress(language);
  const namespaces = [...new Set(useMatches().flatMap((match) => namespacesOf(match.handle)))];
  return (
    <html lang={language} dir="ltr" {...{ [PAGE_NAMESPACES_ATTRIBUTE]: namespaces.join(' ') }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#4338ca" />
        {/* Allowed by its hash (apps/server http/security-headers.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <NumberDataScript />
        <Meta />
        <Links />
      </head>
      <body>
        <QueryClientProvider client={queryClient}>
          <BannerProvider>
            <ChangesFromOtherTabs />
            {/* A page's translation file the browser has yet to load (useTranslation(ns)). */}
            <Suspense fallback={<PageSpinner />}>{children}</Suspense>
            <AppToaster />
          </BannerProvider>
        </QueryClientProvider>
        <ScrollRestoration />
        <AppScripts />
      </body>
    </html>
  );
}

/** Loads again the data another open tab has changed (favourites, the account). */
function ChangesFromOtherTabs() {
  useChangesFromOtherTabs();
  return null;
}

export default function Root() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <PageSpinner />;
}

/** Errors of the frame itself (page errors keep the header and footer: language-segment.tsx). */
export function ErrorBoundary() {
  return <LazyRouteErrorScreen />;
}
