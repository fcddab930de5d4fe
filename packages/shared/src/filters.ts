import { LIMITS } from './limits';

export interface PriceRange {
  min: number;
  max: number;
}

export interface ProductFilters {
  categories: string[];
  colors: string[];
  priceRange: PriceRange;
}

export const DEFAULT_PRICE_RANGE: PriceRange = { min: LIMITS.priceMin, max: LIMITS.priceMax };

/** Filters are active when any category or colour is set, or the price range is not 0–350 (§5). */
export function areFiltersActive(filters: ProductFilters): boolean {
  return (
    filters.categories.length > 0 ||
    filters.colors.length > 0 ||
    filters.priceRange.min !== DEFAULT_PRICE_RANGE.min ||
    filters.priceRange.max !== DEFAULT_PRICE_RANGE.max
  );
}

/** Comma lists of the URL and the API: trimmed, empty parts dropped, duplicates removed. */
export function parseCommaList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
