import {
  adminCurrencyRateSchema,
  type AdminCurrencyRate,
  type ConvertedCurrency,
  type CurrencyRateInput,
} from '@curio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { currencyRatesQueryKey } from '@/hooks/use-display-currency';
import { apiFetch } from '@/lib/api-client';

const adminCurrencyRatesQueryKey = ['admin', 'currency-rates'];

/** GET /api/admin/currency-rates: the rates set so far, with when and by whom. */
export const useAdminCurrencyRates = () =>
  useQuery({
    queryKey: adminCurrencyRatesQueryKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/currency-rates', { schema: z.array(adminCurrencyRateSchema), signal }),
  });

/** PUT /api/admin/currency-rates/{currency}; this browser's prices follow at once. */
export function useSetCurrencyRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, input }: { currency: ConvertedCurrency; input: CurrencyRateInput }) =>
      apiFetch<AdminCurrencyRate>(`/api/admin/currency-rates/${currency}`, {
        method: 'PUT',
        body: input,
        schema: adminCurrencyRateSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCurrencyRatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: currencyRatesQueryKey }),
      ]),
  });
}
