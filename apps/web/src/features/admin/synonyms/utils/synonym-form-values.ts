import { synonymRuleInputSchema, type SynonymRule } from '@curio/shared';
import type { z } from 'zod';

/** What the admin types: the terms and the terms they also find, each a comma-separated list. */
export type SynonymFormValues = { terms: string; mapsTo: string };
export type SynonymRuleOutput = z.output<typeof synonymRuleInputSchema>;
type Field = keyof SynonymFormValues;

export const EMPTY_SYNONYM_FORM: SynonymFormValues = { terms: '', mapsTo: '' };

/** Commas separate terms; Chinese commas too (，、), as a Chinese keyboard types them. */
const splitTerms = (text: string): string[] =>
  text
    .split(/[,，、]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');

export function synonymFormValuesOf(rule: SynonymRule | null): SynonymFormValues {
  if (!rule) return EMPTY_SYNONYM_FORM;
  return { terms: rule.terms.join(', '), mapsTo: rule.mapsTo?.join(', ') ?? '' };
}

/**
 * The form's text as a rule, checked by the shared schema the server uses: the rule, or the
 * first error of each field (an English text of MESSAGES, translated where it is shown).
 */
export function parseSynonymForm(
  values: SynonymFormValues,
): { rule: SynonymRuleOutput; errors?: undefined } | { errors: Partial<Record<Field, string>> } {
  const mapsTo = splitTerms(values.mapsTo);
  const result = synonymRuleInputSchema.safeParse({
    terms: splitTerms(values.terms),
    mapsTo: mapsTo.length > 0 ? mapsTo : null,
  });
  if (result.success) return { rule: result.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'mapsTo' ? 'mapsTo' : 'terms';
    errors[field] ??= issue.message;
  }
  return { errors };
}
