import { DEFAULT_PRICE_RANGE, parseCommaList, type PriceRange } from './filters';
import { LIMITS, PRODUCT_SORTS, type ProductSort } from './limits';
import { readPriceText } from './price-text';

/**
 * The catalogue pages' addresses: the parameters the home and seller pages read, each read as the
 * page reads it, and the canonical address they make. The web app's pages and the server's page
 * cache both follow them.
 */

/** The home page's query-string parameters (storefront §2 "Home"). */
export const SEARCH_PARAM = {
  page: 'page',
  query: 'query',
  categories: 'categories',
  colors: 'colors',
  priceRange: 'priceRange',
  sort: 'sort',
} as const;

export function isProductSort(value: string | null): value is ProductSort {
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

export function isDefaultPriceRange(range: PriceRange): boolean {
  return range.min === DEFAULT_PRICE_RANGE.min && range.max === DEFAULT_PRICE_RANGE.max;
}

export type SearchParamName = (typeof SEARCH_PARAM)[keyof typeof SEARCH_PARAM];

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
 * One end of a price range as typed in a form: read as the product form reads prices (comma or
 * point, full-width digits); empty is its bound; anything unreadable is left for the range's own
 * reading to refuse.
 */
function priceEnd(text: string, bound: number): string {
  if (text.trim() === '') return String(bound);
  const reading = readPriceText(text);
  return 'plain' in reading ? reading.plain : text;
}

/**
 * The address a GET form of the filters sends (the filter panel without JavaScript): a list as
 * one field per value (`categories=A&categories=B`) and the price range as its two typed ends
 * (`priceRange=10&priceRange=90`, an empty end its bound). Joined as the page reads them
 * (`categories=A,B`, `priceRange=10,90`), other parameters kept; null when no parameter is repeated
 * (the address is already the page's own).
 */
export function joinRepeatedSearchParams(params: URLSearchParams): URLSearchParams | null {
  const names = [...new Set(params.keys())];
  if (names.every((name) => params.getAll(name).length < 2)) return null;
  const joined = new URLSearchParams();
  for (const name of names) {
    const values = params.getAll(name);
    if (name === SEARCH_PARAM.priceRange && values.length === 2) {
      const [min = '', max = ''] = values;
      joined.set(name, `${priceEnd(min, LIMITS.priceMin)},${priceEnd(max, LIMITS.priceMax)}`);
    } else if (name === SEARCH_PARAM.categories || name === SEARCH_PARAM.colors) {
      joined.set(name, values.join(','));
    } else {
      // A parameter read once: its first value, as the page reads it.
      joined.set(name, values[0] ?? '');
    }
  }
  return joined;
}
