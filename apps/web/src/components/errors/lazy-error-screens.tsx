import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import type { ErrorFallbackProps } from './error-fallback';

// The error screens' code loads at the first error of a visit, not with every first page (issue
// 10). The service worker precaches it, so they still show offline (build/pwa-plugin.ts).
const RouteErrorScreen = lazy(() =>
  import('./route-error-screen').then((module) => ({ default: module.RouteErrorScreen })),
);
const ErrorFallback = lazy(() =>
  import('./error-fallback').then((module) => ({ default: module.ErrorFallback })),
);

/** The route error screen (route-error-screen.tsx); the spinner while its code loads. */
export function LazyRouteErrorScreen() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteErrorScreen />
    </Suspense>
  );
}

/** The generic error screen (error-fallback.tsx); the spinner while its code loads. */
export function LazyErrorFallback(props: ErrorFallbackProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorFallback {...props} />
    </Suspense>
  );
}
