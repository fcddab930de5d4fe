import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { analyse } from '../search/analyser';

const term = z
  .string({ message: MESSAGES.synonymTermEmpty })
  .trim()
  .min(1, MESSAGES.synonymTermEmpty)
  .max(LIMITS.synonymTermMaxLength, MESSAGES.synonymTermTooLong)
  .refine((value) => !value.includes(','), MESSAGES.synonymTermComma)
  .refine((value) => value === '' || analyse(value).length > 0, MESSAGES.synonymTermNoWord);

const termList = (required: string) =>
  z
    .array(term, { message: required })
    .min(1, required)
    .max(LIMITS.synonymTermsMax, MESSAGES.synonymTooManyTerms);

/** The terms as the search compares them: case does not make two terms different. */
const synonymTermKey = (value: string) => value.trim().toLowerCase();

function hasRepeats(terms: readonly string[]): boolean {
  return new Set(terms.map(synonymTermKey)).size !== terms.length;
}

/**
 * A synonym rule as the admin writes it: `terms` that mean the same (two-way, at least
 * two of them), or with `mapsTo` the terms that each of them also finds (one-way). Commas separate
 * terms in the admin's form, so a term never holds one.
 */
export const synonymRuleInputSchema = z
  .object({
    terms: termList(MESSAGES.synonymTermsRequired),
    mapsTo: termList(MESSAGES.synonymMapsToRequired).nullable().default(null),
  })
  .superRefine(({ terms, mapsTo }, context) => {
    if (hasRepeats(terms)) {
      context.addIssue({ code: 'custom', path: ['terms'], message: MESSAGES.synonymTermRepeated });
    } else if (mapsTo === null && terms.length === 1) {
      context.addIssue({
        code: 'custom',
        path: ['terms'],
        message: MESSAGES.synonymTwoTermsRequired,
      });
    }
    if (mapsTo === null) return;
    if (hasRepeats(mapsTo)) {
      context.addIssue({ code: 'custom', path: ['mapsTo'], message: MESSAGES.synonymTermRepeated });
      return;
    }
    const own = new Set(terms.map(synonymTermKey));
    if (mapsTo.some((target) => own.has(synonymTermKey(target)))) {
      context.addIssue({ code: 'custom', path: ['mapsTo'], message: MESSAGES.synonymMapsToSelf });
    }
  });
export type SynonymRuleInput = z.input<typeof synonymRuleInputSchema>;

export const adminSynonymRuleSchema = z.object({
  id: z.number().int(),
  terms: z.array(z.string()),
  mapsTo: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSynonymRule = z.infer<typeof adminSynonymRuleSchema>;
