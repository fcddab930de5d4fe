import { LIMITS } from './limits';
import { MESSAGES } from './messages';

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

export interface PriceInputErrors {
  min?: string;
  max?: string;
}

/** Reads a typed price: empty counts as 0; anything not a number is NaN. */
export function parsePriceInput(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The five price messages of storefront §5, for each of the two inputs. */
export function validatePriceRange(minText: string, maxText: string): PriceInputErrors {
  const min = parsePriceInput(minText);
  const max = parsePriceInput(maxText);
  const errors: PriceInputErrors = {};
  if (Number.isNaN(min)) errors.min = MESSAGES.priceNotANumber;
  else if (min < LIMITS.priceMin) errors.min = MESSAGES.minPriceBelowZero;
  else if (!Number.isNaN(max) && min > max) errors.min = MESSAGES.minPriceAboveMax;
  if (Number.isNaN(max)) errors.max = MESSAGES.priceNotANumber;
  else if (max > LIMITS.priceMax) errors.max = MESSAGES.maxPriceAboveLimit;
  else if (!Number.isNaN(min) && max < min) errors.max = MESSAGES.maxPriceBelowMin;
  return errors;
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
