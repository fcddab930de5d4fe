import {
  isDefaultPriceRange,
  isProductSort,
  LIMITS,
  parseCommaList,
  parsePageParam,
  parsePriceRangeParam,
  SEARCH_PARAM,
  type ProductFilters,
  type ProductFiltersQuery,
  type ProductSort,
} from '@curio/shared';
import type { ProductsParams } from '../api/get-products';

/** What the home page shows, read from its address. `page` is 1-based, as in the URL. */
export type CatalogSearch = {
  page: number;
  /** The search text as typed (trimmed only when sent). */
  query: string;
  filters: ProductFilters;
  /** Undefined: the server's default (relevance when searching, newest otherwise). */
  sort: ProductSort | undefined;
};

export function readCatalogSearch(params: URLSearchParams): CatalogSearch {
  const sort = params.get(SEARCH_PARAM.sort);
  return {
    page: parsePageParam(params.get(SEARCH_PARAM.page)),
    query: params.get(SEARCH_PARAM.query) ?? '',
    filters: {
      categories: parseCommaList(params.get(SEARCH_PARAM.categories)),
      colors: parseCommaList(params.get(SEARCH_PARAM.colors)),
      priceRange: parsePriceRangeParam(params.get(SEARCH_PARAM.priceRange)),
    },
    sort: isProductSort(sort) ? sort : undefined,
  };
}

/**
 * The filters as the API takes them: the search text trimmed (storefront §4), and the price range
 * only when it differs from 0–350 (the default range is no filter at all, §5).
 */
export function toFiltersQuery(query: string, filters: ProductFilters): ProductFiltersQuery {
  const name = query.trim();
  const priced = !isDefaultPriceRange(filters.priceRange);
  return {
    name: name || undefined,
    categories: filters.categories,
    colors: filters.colors,
    minPrice: priced ? filters.priceRange.min : undefined,
    maxPrice: priced ? filters.priceRange.max : undefined,
  };
}

/** The product list request of the home page: the server filters and pages (50 a page). */
export function toProductsParams(search: CatalogSearch): ProductsParams {
  return {
    page: search.page - 1,
    size: LIMITS.homePageSize,
    ...toFiltersQuery(search.query, search.filters),
    sort: search.sort,
  };
}

/** A copy of `params` showing page `page` (1-based). */
function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(SEARCH_PARAM.page, String(page));
  return next;
}

/** A copy of `params` searching for `query` (removed when blank), back on page 1. */
export function withQuery(params: URLSearchParams, query: string): URLSearchParams {
  const next = withPage(params, 1);
  if (query.trim()) next.set(SEARCH_PARAM.query, query);
  else next.delete(SEARCH_PARAM.query);
  return next;
}

/**
 * A copy of `params` with the filters applied (storefront §2 "Filter panel"): categories and colours
 * comma-joined and removed when empty, the price range comma-joined and removed when it is 0–350,
 * and page reset to 1.
 */
export function withFilters(params: URLSearchParams, filters: ProductFilters): URLSearchParams {
  const next = withPage(params, 1);
  const lists = [
    [SEARCH_PARAM.categories, filters.categories],
    [SEARCH_PARAM.colors, filters.colors],
  ] as const;
  for (const [key, values] of lists) {
    if (values.length > 0) next.set(key, values.join(','));
    else next.delete(key);
  }
  if (isDefaultPriceRange(filters.priceRange)) next.delete(SEARCH_PARAM.priceRange);
  else {
    next.set(SEARCH_PARAM.priceRange, `${filters.priceRange.min},${filters.priceRange.max}`);
  }
  return next;
}

/** A copy of `params` sorted by `sort` (removed for the default), back on page 1. */
export function withSort(params: URLSearchParams, sort: ProductSort | undefined): URLSearchParams {
  const next = withPage(params, 1);
  if (sort) next.set(SEARCH_PARAM.sort, sort);
  else next.delete(SEARCH_PARAM.sort);
  return next;
}
