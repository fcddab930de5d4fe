import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { BannerProvider } from '@/components/banner/banner-provider';

/** Renders routes in a memory router with the app's providers; returns the router too. */
export function renderWithRouter(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BannerProvider>
        <RouterProvider router={router} />
      </BannerProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
