import {
  DEFAULT_PRICE_RANGE,
  LIMITS,
  parseCommaList,
  PRODUCT_SORTS,
  type PriceRange,
  type ProductFilters,
  type ProductFiltersQuery,
  type ProductSort,
} from '@curio/shared';
import type { ProductsParams } from '../api/get-products';

/** The home page's query-string parameters (storefront §2 "Home"). */
export const SEARCH_PARAM = {
  page: 'page',
  query: 'query',
  categories: 'categories',
  colors: 'colors',
  priceRange: 'priceRange',
  sort: 'sort',
} as const;

/** What the home page shows, read from its address. `page` is 1-based, as in the URL. */
export type CatalogSearch = {
  page: number;
  /** The search text as typed (trimmed only when sent). */
  query: string;
  filters: ProductFilters;
  /** Undefined: the server's default (relevance when searching, newest otherwise). */
  sort: ProductSort | undefined;
};

function isProductSort(value: string | null): value is ProductSort {
  return (PRODUCT_SORTS as readonly (string | null)[]).includes(value);
}

/** `page` as a whole number from 1 (at most 1,000,000), or null where it is none. */
function readPageParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  return Math.max(1, Math.min(Number(value), 1_000_000));
}

/** `page`: a whole number from 1; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  return readPageParam(value) ?? 1;
}

/**
 * `priceRange`: two comma-separated numbers, clamped to 0–350; anything unreadable, or a minimum
 * above the maximum, is the default range.
 */
export function parsePriceRangeParam(value: string | null): PriceRange {
  if (!value) return DEFAULT_PRICE_RANGE;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 2 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) {
    return DEFAULT_PRICE_RANGE;
  }
  const [min = LIMITS.priceMin, max = LIMITS.priceMax] = parts.map(Number);
  const range = {
    min: Math.min(Math.max(min, LIMITS.priceMin), LIMITS.priceMax),
    max: Math.min(Math.max(max, LIMITS.priceMin), LIMITS.priceMax),
  };
  return range.min > range.max ? DEFAULT_PRICE_RANGE : range;
}

function isDefaultPriceRange(range: PriceRange): boolean {
  return range.min === DEFAULT_PRICE_RANGE.min && range.max === DEFAULT_PRICE_RANGE.max;
}

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

type SearchParamName = (typeof SEARCH_PARAM)[keyof typeof SEARCH_PARAM];

/** Each parameter's value as the page reads it, or null where the page ignores it. */
const READ_AS: Record<SearchParamName, (value: string) => string | null> = {
  page: (value) => readPageParam(value)?.toString() ?? null,
  query: (value) => value.trim() || null,
  categories: (value) => parseCommaList(value).join(',') || null,
  colors: (value) => parseCommaList(value).join(',') || null,
  priceRange: (value) => {
    const range = parsePriceRangeParam(value);
    return isDefaultPriceRange(range) ? null : `${range.min},${range.max}`;
  },
  sort: (value) => (isProductSort(value) ? value : null),
};

/**
 * The query of a page's canonical address: of the parameters `names`, in the address's order,
 * each as the page reads it (`page=02` is 2, a search is trimmed); one the page ignores (an
 * unreadable page or sort, a blank search, the default price range) is left out, so such an
 * address names the page it shows rather than a copy of it. Anything else is no page of its own.
 */
export function canonicalSearchParams(
  params: URLSearchParams,
  names: readonly SearchParamName[] = Object.values(SEARCH_PARAM),
): URLSearchParams {
  const canonical = new URLSearchParams();
  for (const name of new Set(params.keys())) {
    const read = names.find((known) => known === name);
    const value = read && READ_AS[read](params.get(read) ?? '');
    if (read && value) canonical.set(read, value);
  }
  return canonical;
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
