import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { readPriceText } from '../price-text';

const AT_MOST_TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;
/**
 * A JSON number is a binary float: 19.99 × 100 is 1998.9999999999998. A number this close to a
 * whole cent is that cent; 1.005 (100.49999… cents) is not.
 */
const CENT_TOLERANCE = 1e-6;

/** The price in whole cents (fen), or the message of the rule it breaks. */
function priceCents(value: number | string, language: string | undefined): number | string {
  let amount: number;
  let cents: number;
  if (typeof value === 'string') {
    const reading = readPriceText(value, language);
    if ('problem' in reading) return reading.problem;
    const text = reading.plain;
    amount = Number(text);
    if (amount <= 0) return MESSAGES.priceAboveZero;
    if (!AT_MOST_TWO_DECIMALS.test(text)) return MESSAGES.priceDecimals;
    cents = Math.round(amount * 100);
  } else {
    if (!Number.isFinite(value)) return MESSAGES.priceInvalid;
    amount = value;
    if (amount <= 0) return MESSAGES.priceAboveZero;
    cents = Math.round(amount * 100);
    if (Math.abs(amount * 100 - cents) > CENT_TOLERANCE) return MESSAGES.priceDecimals;
  }
  if (cents > LIMITS.productPriceMax * 100) return MESSAGES.priceTooHigh;
  return cents;
}

/**
 * Why a value that is neither a finite number nor text is not a price. A JSON number past a
 * double's range (1e400) arrives as ±Infinity, which zod's number refuses: it breaks the maximum
 * (or the minimum), it is not missing.
 */
function notAPriceMessage(value: unknown): string {
  if (value === Number.POSITIVE_INFINITY) return MESSAGES.priceTooHigh;
  if (value === Number.NEGATIVE_INFINITY) return MESSAGES.priceAboveZero;
  return MESSAGES.priceRequired;
}

/**
 * A product's price (accounts-and-admin §5): more than 0, at most 2 decimals, at most the limit;
 * a number, or a text read as `language` writes numbers (price-text.ts; none: the neutral rules
 * of an API call or a CSV file). The result is the nearest float to the whole cents, so 0.1 + 0.2
 * is stored as 0.3 and numeric(10,2) keeps exactly what was typed.
 */
export const productPriceSchemaIn = (language?: string) =>
  z
    .union(
      // Each member says it too: a form's resolver shows the first member's message of a union.
      [
        z.number({ error: (issue) => notAPriceMessage(issue.input) }),
        z.string({ error: (issue) => notAPriceMessage(issue.input) }),
      ],
      { error: (issue) => notAPriceMessage(issue.input) },
    )
    .transform((value, ctx) => {
      const cents = priceCents(value, language);
      if (typeof cents === 'string') {
        ctx.addIssue({ code: 'custom', message: cents });
        return z.NEVER;
      }
      return cents / 100;
    });

export const productPriceSchema = productPriceSchemaIn();
