import { DEFAULT_PRICE_RANGE, type SearchSuggestions } from '@curio/shared';
import { paths } from '@/config/paths';
import { toSearchString } from '@/utils/query-string';
import { withFilters, withQuery } from './catalog-search';

type SuggestedProduct = SearchSuggestions['products'][number];
type SuggestedCategory = SearchSuggestions['categories'][number];

/** One choice of the header search's suggestions, in the order the list shows them. */
export type SuggestionOption =
  | { kind: 'search'; query: string }
  | { kind: 'product'; product: SuggestedProduct }
  | { kind: 'category'; category: SuggestedCategory };

/** "Search for …" first, then the products, then the categories. */
export function suggestionOptions(
  query: string,
  suggestions: SearchSuggestions | undefined,
): SuggestionOption[] {
  if (query === '') return [];
  return [
    { kind: 'search', query },
    ...(suggestions?.products ?? []).map((product) => ({ kind: 'product' as const, product })),
    ...(suggestions?.categories ?? []).map((category) => ({ kind: 'category' as const, category })),
  ];
}

/** The home page searching for `query`, keeping the filters of `params` (the home page's own). */
export function homeSearchHref(query: string, params = new URLSearchParams()): string {
  return `${paths.home}${toSearchString(withQuery(params, query))}`;
}

/** Where choosing the option leads. */
export function suggestionHref(option: SuggestionOption): string {
  switch (option.kind) {
    case 'search':
      return homeSearchHref(option.query);
    case 'product':
      return paths.product(option.product.id);
    case 'category': {
      const filters = {
        categories: [option.category.name],
        colors: [],
        priceRange: DEFAULT_PRICE_RANGE,
      };
      return `${paths.home}${toSearchString(withFilters(new URLSearchParams(), filters))}`;
    }
  }
}
