import type { Site } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

function getSite(signal?: AbortSignal): Promise<Site> {
  return apiFetch<Site>('/api/site', { signal });
}

/** Public settings of the site: read once per visit. */
export function getSiteQueryOptions() {
  return queryOptions({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useSite() {
  return useQuery(getSiteQueryOptions());
}
