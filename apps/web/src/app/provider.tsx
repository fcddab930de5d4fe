import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { BannerProvider } from '@/components/banner/banner-provider';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { AppToaster } from '@/components/ui/app-toaster';
import { PageSpinner } from '@/components/ui/spinner';

/**
 * Everything the pages rely on: translations (Suspense), data cache, banner and toasts. The data
 * cache is the one the routes' loaders fill (app/router.tsx), so it is made outside.
 */
export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BannerProvider>
            {children}
            <AppToaster />
          </BannerProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </Suspense>
  );
}
