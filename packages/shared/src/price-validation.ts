import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/*
 * The filter panel's price inputs (storefront §5). Apart from filters.ts, which the web app's
 * first page uses, as they need the table of every server text (first-page JavaScript budget).
 */

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
