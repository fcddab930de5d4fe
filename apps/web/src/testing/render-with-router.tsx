import type { CurrencyRate } from '@curio/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { BannerProvider } from '@/components/banner/banner-provider';
import { PriceTextsProvider } from '@/components/product/price';
import { currencyRatesQueryKey } from '@/hooks/use-display-currency';

type Options = {
  /**
   * The display-currency rates the page starts with, as every page gets them from the server
   * (app/frame.tsx): none set by default (prices in CNY alone), or 'fetch' to ask GET
   * /api/currency-rates as a page does once they are stale.
   */
  currencyRates?: CurrencyRate[] | 'fetch';
};

/** Renders routes in a memory router with the app's providers; returns the router too. */
export function renderWithRouter(
  routes: RouteObject[],
  initialPath = '/',
  { currencyRates = [] }: Options = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (currencyRates !== 'fetch') queryClient.setQueryData(currencyRatesQueryKey, currencyRates);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BannerProvider>
        <PriceTextsProvider>
          <RouterProvider router={router} />
        </PriceTextsProvider>
      </BannerProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
