import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type LookupEndpoint<T extends { id: number }> = {
  /** The collection, e.g. `/api/colors` (POST), `/api/colors/{id}` (PATCH, DELETE). */
  path: string;
  /** The cached list this endpoint changes (shared with the storefront's lookups). */
  queryKey: QueryKey;
  itemSchema: z.ZodType<T>;
  /** Other cached data that shows these items (agents show their colour, for instance). */
  alsoInvalidate?: QueryKey[];
};

/**
 * Add, update and delete of one kind of lookup data, with the cache rules of accounts-and-admin
 * §4: the added item (as the server returns it) is appended, an update reloads the list from the
 * server, a deleted item leaves the list.
 */
export function useLookupMutations<T extends { id: number }, I>(endpoint: LookupEndpoint<T>) {
  const queryClient = useQueryClient();
  const { path, queryKey, itemSchema, alsoInvalidate = [] } = endpoint;
  const invalidateOthers = () =>
    Promise.all(alsoInvalidate.map((key) => queryClient.invalidateQueries({ queryKey: key })));

  const create = useMutation({
    mutationFn: (input: I) => apiFetch(path, { method: 'POST', body: input, schema: itemSchema }),
    onSuccess: (created) => {
      queryClient.setQueryData<T[]>(queryKey, (items) => [...(items ?? []), created]);
      void invalidateOthers();
    },
  });

  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: I }) =>
      apiFetch(`${path}/${id}`, { method: 'PATCH', body: input, schema: itemSchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey }), invalidateOthers()]),
  });

  const remove = useMutation({
    mutationFn: (id: number) => apiFetch(`${path}/${id}`, { method: 'DELETE' }),
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<T[]>(queryKey, (items) => items?.filter((item) => item.id !== id));
      void invalidateOthers();
    },
  });

  return { create, update, remove };
}
