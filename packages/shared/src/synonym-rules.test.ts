import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { synonymRuleInputSchema } from './schemas/synonyms';

const issues = (input: unknown) => {
  const result = synonymRuleInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a synonym rule', () => {
  it('is two-way without mapsTo, trimmed, and one-way with it', () => {
    expect(synonymRuleInputSchema.parse({ terms: [' tee ', 't-shirt'] })).toEqual({
      terms: ['tee', 't-shirt'],
      mapsTo: null,
    });
    expect(synonymRuleInputSchema.parse({ terms: ['卫衣'], mapsTo: ['hoodie'] })).toEqual({
      terms: ['卫衣'],
      mapsTo: ['hoodie'],
    });
  });

  it('needs two terms to be two-way, and one on each side to be one-way', () => {
    expect(issues({ terms: ['tee'] })).toEqual({ terms: MESSAGES.synonymTwoTermsRequired });
    expect(issues({ terms: [] })).toEqual({ terms: MESSAGES.synonymTermsRequired });
    expect(issues({ terms: ['kicks'], mapsTo: [] })).toEqual({
      mapsTo: MESSAGES.synonymMapsToRequired,
    });
  });

  it('refuses empty, long, comma-holding and repeated terms', () => {
    expect(issues({ terms: ['tee', '  '] })).toEqual({ 'terms.1': MESSAGES.synonymTermEmpty });
    expect(issues({ terms: ['tee', 'x'.repeat(41)] })).toEqual({
      'terms.1': MESSAGES.synonymTermTooLong,
    });
    expect(synonymRuleInputSchema.safeParse({ terms: ['tee', 'x'.repeat(40)] }).success).toBe(true);
    expect(issues({ terms: ['tee, t-shirt', 'tshirt'] })).toEqual({
      'terms.0': MESSAGES.synonymTermComma,
    });
    expect(issues({ terms: ['tee', '- !'] })).toEqual({ 'terms.1': MESSAGES.synonymTermNoWord });
    expect(issues({ terms: ['Tee', 'tee '] })).toEqual({ terms: MESSAGES.synonymTermRepeated });
    expect(issues({ terms: ['kicks'], mapsTo: ['sneakers', 'Sneakers'] })).toEqual({
      mapsTo: MESSAGES.synonymTermRepeated,
    });
  });

  it('has at most 20 terms a side, and no term that finds itself', () => {
    const many = Array.from({ length: 21 }, (_, i) => `term${i}`);
    expect(issues({ terms: many })).toEqual({ terms: MESSAGES.synonymTooManyTerms });
    expect(issues({ terms: ['kicks'], mapsTo: many })).toEqual({
      mapsTo: MESSAGES.synonymTooManyTerms,
    });
    expect(issues({ terms: ['hoodie', '卫衣'], mapsTo: ['Hoodie'] })).toEqual({
      mapsTo: MESSAGES.synonymMapsToSelf,
    });
  });

  it('answers a term that is not text with the empty-term message', () => {
    expect(issues({ terms: ['tee', 42] })).toEqual({ 'terms.1': MESSAGES.synonymTermEmpty });
    expect(issues({ terms: 'tee' })).toEqual({ terms: MESSAGES.synonymTermsRequired });
  });
});
