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
 * A rate as the admin types it: decimal text (a decimal comma is read as a point), so what is
 * stored is exactly what was typed, never a binary fraction of it.
 */
const rateText = z
  .string({ message: MESSAGES.currencyRateNotANumber })
  .trim()
  .transform((text) => text.replace(',', '.'))
  .superRefine((text, context) => {
    const problem = rateProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
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
