import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { markAppHydrated } from '@/hooks/use-hydrated';
import { Footer } from './footer';
import { Header, type HeaderTools } from './header';
import { NavigationProgress } from './navigation-progress';

const MAIN_ID = 'main-content';

/** What a route gives the frame (its `handle`): page tools for the header. */
export type FrameHandle = { headerTools?: HeaderTools };

function isFrameHandle(handle: unknown): handle is FrameHandle {
  return typeof handle === 'object' && handle !== null && 'headerTools' in handle;
}

/**
 * The frame of every page: header, the route's content, footer. The header shows the search (given
 * by the app, on every page) and the page tools of the deepest route that gives some (the home
 * page's filter button).
 */
export function AppLayout({ search }: { search?: HeaderTools }) {
  const { t } = useTranslation();
  // The page is the app's from here on (a server-rendered one is hydrated): the browser journeys
  // wait for this before they act on such a page.
  useEffect(() => {
    markAppHydrated();
    document.documentElement.dataset.app = 'ready';
  }, []);
  const headerTools = useMatches()
    .map(({ handle }) => (isFrameHandle(handle) ? handle.headerTools : undefined))
    .findLast((tools) => tools !== undefined);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Header search={search} tools={headerTools} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
