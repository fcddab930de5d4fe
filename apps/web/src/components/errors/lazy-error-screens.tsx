import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';
import { PageUnreachable } from '@/components/outage/page-unreachable';
import { UnreachableState } from '@/components/outage/unreachable-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isOutage } from '@/lib/outage';
import type { ErrorFallbackProps } from './error-fallback';

// The error screens' code loads at the first error of a visit, not with every first page.
// The service worker precaches it, so they still show offline (vite-plugins/pwa-plugin.ts).
const RouteErrorScreen = lazy(() =>
  import('./route-error-screen').then((module) => ({ default: module.RouteErrorScreen })),
);
const ErrorFallback = lazy(() =>
  import('./error-fallback').then((module) => ({ default: module.ErrorFallback })),
);

/**
 * The route error screen (route-error-screen.tsx); the spinner while its code loads. When the
 * server cannot be reached, the outage state instead: its code is here already.
 */
export function LazyRouteErrorScreen() {
  const error = useRouteError();
  if (isOutage(error)) return <PageUnreachable error={error} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteErrorScreen />
    </Suspense>
  );
}

/**
 * The generic error screen (error-fallback.tsx); the spinner while its code loads. When the server
 * cannot be reached, the outage state, which reloads the page once the server answers again.
 */
export function LazyErrorFallback(props: ErrorFallbackProps) {
  if (isOutage(props.error)) return <UnreachableState onBack={() => window.location.reload()} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorFallback {...props} />
    </Suspense>
  );
}
