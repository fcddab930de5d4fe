import type { SearchSuggestions } from '@curio/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { toQueryString } from '@/utils/query-string';
import { catalogKeys } from './query-keys';

function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  return apiFetch<SearchSuggestions>(`/api/search/suggestions${toQueryString({ q: query })}`, {
    signal,
  });
}

/** Suggestions for the trimmed search text, cached like product lists. */
function getSearchSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: catalogKeys.suggestions(query),
    queryFn: ({ signal }) => getSearchSuggestions(query, signal),
    staleTime: 2 * 60_000,
  });
}

type UseSearchSuggestionsOptions = {
  enabled?: boolean;
  /** Keep showing the previous suggestions while the next ones load (typing on). */
  keepPrevious?: boolean;
};

export function useSearchSuggestions(query: string, options: UseSearchSuggestionsOptions = {}) {
  return useQuery({
    ...getSearchSuggestionsQueryOptions(query),
    enabled: (options.enabled ?? true) && query !== '',
    ...(options.keepPrevious && { placeholderData: keepPreviousData }),
  });
}
