import { adminSynonymRuleSchema, type AdminSynonymRule } from '@curio/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { LookupEndpoint } from '../../common/api/lookup-mutations';

const adminSynonymsQueryKey = ['admin', 'synonyms'];

/** The search's synonym rules (GET /api/admin/synonyms). */
function getAdminSynonyms(signal?: AbortSignal): Promise<AdminSynonymRule[]> {
  return apiFetch('/api/admin/synonyms', { schema: z.array(adminSynonymRuleSchema), signal });
}

const getAdminSynonymsQueryOptions = () =>
  queryOptions({
    queryKey: adminSynonymsQueryKey,
    queryFn: ({ signal }) => getAdminSynonyms(signal),
    staleTime: 60_000,
  });

export const useAdminSynonyms = () => useQuery(getAdminSynonymsQueryOptions());

/** POST /api/admin/synonyms, PATCH and DELETE /api/admin/synonyms/{id}. */
export const synonymsEndpoint: LookupEndpoint<AdminSynonymRule> = {
  path: '/api/admin/synonyms',
  queryKey: adminSynonymsQueryKey,
  itemSchema: adminSynonymRuleSchema,
};
