import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { BannerProvider } from '@/components/banner/banner-provider';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { AppToaster } from '@/components/ui/app-toaster';
import { PageSpinner } from '@/components/ui/spinner';
import { createQueryClient } from '@/lib/query-client';

/** Everything the pages rely on: translations (Suspense), data cache, banner and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
