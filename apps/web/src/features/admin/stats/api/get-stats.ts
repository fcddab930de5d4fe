import { statsSchema, type Stats } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Users, products, agents, users per agent, views, purchase clicks (GET /api/stats). */
function getStats(signal?: AbortSignal): Promise<Stats> {
  return apiFetch('/api/stats', { schema: statsSchema, signal });
}

export const statsQueryKey = ['admin', 'stats'] as const;

const getStatsQueryOptions = () =>
  queryOptions({
    queryKey: statsQueryKey,
    queryFn: ({ signal }) => getStats(signal),
    // The panel shows the numbers of the moment it is opened.
    staleTime: 0,
  });

export const useStats = () => useQuery(getStatsQueryOptions());
