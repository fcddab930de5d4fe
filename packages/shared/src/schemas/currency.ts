import { z } from 'zod';
import { CONVERTED_CURRENCIES } from '../currency';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

/** Why a typed rate is refused, or undefined when it is a rate an admin may set. */
function rateProblem(text: string): string | undefined {
  if (text === '') return MESSAGES.currencyRateRequired;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return MESSAGES.currencyRateNotANumber;
  if (match[1] === '-' || Number(text) <= 0) return MESSAGES.currencyRateNotPositive;
  if ((match[3]?.length ?? 0) > LIMITS.currencyRateDecimalsMax)
    return MESSAGES.currencyRateTooPrecise;
  if (Number(text) > LIMITS.currencyRateMax) return MESSAGES.currencyRateTooLarge;
  return undefined;
}

/**
 * A rate sent as a JSON number, as decimal text: the shortest text that reads back as the same
 * number (7.2 is "7.2"), which is what the sender wrote. JavaScript writes numbers under 1e-6 or
 * from 1e21 with an exponent; those are spelled out, to be refused as too precise or too large.
 */
function numberText(value: number): string {
  const text = String(value);
  if (!text.includes('e')) return text;
  return Math.abs(value) >= 1 ? BigInt(value).toString() : value.toFixed(20).replace(/0+$/, '');
}

/** Why a value that is neither text nor a finite number is not a rate. */
function notARateMessage(value: unknown): string {
  if (value === undefined || value === null) return MESSAGES.currencyRateRequired;
  if (value === Number.POSITIVE_INFINITY) return MESSAGES.currencyRateTooLarge;
  if (value === Number.NEGATIVE_INFINITY) return MESSAGES.currencyRateNotPositive;
  return MESSAGES.currencyRateNotANumber;
}

/**
 * A rate as the admin types it: decimal text (a decimal comma is read as a point), so what is
 * stored is exactly what was typed, never a binary fraction of it. An API caller may send a JSON
 * number instead; it is read as the decimal it is written as and checked by the same rules.
 */
const rateText = z
  .union([z.string(), z.number()], { error: (issue) => notARateMessage(issue.input) })
  .transform((value, context) => {
    const text = typeof value === 'number' ? numberText(value) : value.trim().replace(',', '.');
    const problem = rateProblem(text);
    if (problem) {
      context.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return text;
  });

export const convertedCurrencySchema = z.enum(CONVERTED_CURRENCIES, {
  message: MESSAGES.currencyUnknown,
});

export const currencyParamSchema = z.object({ currency: convertedCurrencySchema });

/** PUT /api/admin/currency-rates/{currency}: how many units of the currency one CNY buys. */
export const currencyRateInputSchema = z.object({ perCny: rateText });
export type CurrencyRateInput = z.input<typeof currencyRateInputSchema>;

/** A rate as shoppers get it (GET /api/currency-rates). */
export const currencyRateSchema = z.object({
  currency: convertedCurrencySchema,
  /** Units of `currency` per 1 CNY, as decimal text ("0.1389"). */
  perCny: z.string(),
  /** When an admin set it (ISO 8601). */
  setAt: z.string(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/** A rate in the admin panel: who set it, too (null once that account is deleted). */
export const adminCurrencyRateSchema = currencyRateSchema.extend({
  setBy: z.string().nullable(),
});
export type AdminCurrencyRate = z.infer<typeof adminCurrencyRateSchema>;
