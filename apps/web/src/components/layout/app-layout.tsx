import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { Header, type HeaderTools } from './header';
import { NavigationProgress } from './navigation-progress';

const MAIN_ID = 'main-content';

/**
 * The frame of every page: header, the route's content, footer. `headerTools` are page tools the
 * app layer puts in the header (the home page's search and filter button).
 */
export function AppLayout({ headerTools }: { headerTools?: HeaderTools }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Header tools={headerTools} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
