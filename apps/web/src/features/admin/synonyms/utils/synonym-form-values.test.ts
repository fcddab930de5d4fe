import { MESSAGES } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import { parseSynonymForm, synonymFormValuesOf } from './synonym-form-values';

describe('the synonym form', () => {
  it('reads comma-separated terms, Chinese commas too; an empty second field is two-way', () => {
    expect(parseSynonymForm({ terms: ' tee, t-shirt ,, tshirt ', mapsTo: '  ' })).toEqual({
      rule: { terms: ['tee', 't-shirt', 'tshirt'], mapsTo: null },
    });
    expect(parseSynonymForm({ terms: '卫衣，帽衫、连帽衫', mapsTo: 'hoodie' })).toEqual({
      rule: { terms: ['卫衣', '帽衫', '连帽衫'], mapsTo: ['hoodie'] },
    });
  });

  it('gives each field its first error in the shared schema’s words', () => {
    expect(parseSynonymForm({ terms: '', mapsTo: '' })).toEqual({
      errors: { terms: MESSAGES.synonymTermsRequired },
    });
    expect(parseSynonymForm({ terms: 'tee', mapsTo: '' })).toEqual({
      errors: { terms: MESSAGES.synonymTwoTermsRequired },
    });
    expect(parseSynonymForm({ terms: `tee, ${'x'.repeat(41)}`, mapsTo: 'Tee, tee' })).toEqual({
      errors: { terms: MESSAGES.synonymTermTooLong, mapsTo: MESSAGES.synonymTermRepeated },
    });
    expect(parseSynonymForm({ terms: 'hoodie', mapsTo: 'Hoodie' })).toEqual({
      errors: { mapsTo: MESSAGES.synonymMapsToSelf },
    });
  });

  it('writes a rule back as the text the admin would type', () => {
    expect(synonymFormValuesOf({ terms: ['卫衣'], mapsTo: ['hoodie', 'sweatshirt'] })).toEqual({
      terms: '卫衣',
      mapsTo: 'hoodie, sweatshirt',
    });
    expect(synonymFormValuesOf({ terms: ['tee', 't-shirt'], mapsTo: null })).toEqual({
      terms: 'tee, t-shirt',
      mapsTo: '',
    });
    expect(synonymFormValuesOf(null)).toEqual({ terms: '', mapsTo: '' });
  });
});
