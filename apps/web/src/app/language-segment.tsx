import { PREFIXED_LANGUAGES } from '@curio/shared';
import { lazy, Suspense } from 'react';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  type LoaderFunctionArgs,
  type Params,
} from 'react-router';
import { LazyRouteErrorScreen } from '@/components/errors/lazy-error-screens';

// Loaded with the first missing page of a visit, not with every page. A server-rendered one stays
// as rendered until its code is here (hydration waits at the Suspense boundary).
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * The optional language segment every page is under (`/de/…`; English has none — decision 020).
 * A first segment that is no prefixed language is no page: 404 (`/nope`, and `/en/…`). The pages
 * whose loaders fetch data check it too: loaders run side by side, and `/nope` (every scanner's
 * `/wp-login.php`) would otherwise load and send the home page's catalogue with its not-found page.
 */
export function requireKnownLanguage({ params }: { params: Params }): void {
  const { lang } = params;
  if (lang !== undefined && !PREFIXED_LANGUAGES.some((language) => language === lang)) {
    throw data(null, { status: 404 });
  }
}

function checkLanguage(args: LoaderFunctionArgs): null {
  requireKnownLanguage(args);
  return null;
}

export const loader = checkLanguage;
export const clientLoader = checkLanguage;

export default function LanguageSegment() {
  return <Outlet />;
}

/**
 * Errors of the pages, inside the header and footer: an address that is no page shows the
 * not-found page; anything else the route error screen (storefront §2 "Error screens").
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404 && error.data === null) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <LazyRouteErrorScreen />;
}
