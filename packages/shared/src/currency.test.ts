import { describe, expect, it } from 'vitest';
import { convertFromCny, currencyForLanguage, formatMoney, plainRate } from './currency';
import { currencyRateInputSchema } from './schemas/currency';

// Intl puts a no-break space (U+00A0) or a narrow one (U+202F) between amount and sign.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes the yuan as CN¥ in every language, where and how the language puts a sign', () => {
    const written = Object.fromEntries(
      ['en', 'zh', 'es', 'de', 'fr'].map((language) => [
        language,
        spaced(formatMoney(1288, 'CNY', language)),
      ]),
    );
    expect(written).toEqual({
      en: 'CN¥1,288.00',
      zh: 'CN¥1,288.00',
      es: '1288,00 CN¥',
      de: '1.288,00 CN¥',
      fr: '1 288,00 CN¥',
    });
  });

  it('writes the other currencies with the sign each language gives them', () => {
    expect(formatMoney(12.34, 'USD', 'en')).toBe('$12.34');
    expect(formatMoney(12.34, 'GBP', 'en')).toBe('£12.34');
    expect(spaced(formatMoney(12.34, 'EUR', 'de'))).toBe('12,34 €');
    expect(spaced(formatMoney(12.34, 'EUR', 'fr'))).toBe('12,34 €');
    expect(spaced(formatMoney(12.34, 'EUR', 'es'))).toBe('12,34 €');
    expect(formatMoney(12.34, 'USD', 'zh')).toBe('US$12.34');
    // Never the yen's bare sign for the yuan, and always two decimals.
    expect(formatMoney(5, 'CNY', 'zh')).toBe('CN¥5.00');
  });
});

describe('convertFromCny', () => {
  it('multiplies by the rate and rounds half up to the cent', () => {
    expect(convertFromCny(88, '0.1389')).toBe(12.22); // 12.2232
    expect(convertFromCny(10, '0.1405')).toBe(1.41); // 1.405 exactly: half up
    expect(convertFromCny(0.5, '0.01')).toBe(0.01); // 0.005 exactly: half up
    expect(convertFromCny(0.4, '0.01')).toBe(0); // 0.004
    expect(convertFromCny(350, '0.13890000')).toBe(48.62); // the column's own scale
    expect(convertFromCny(19.99, '7')).toBe(139.93);
  });

  it('is exact where binary fractions are not: 1 × 0.145 and 1.16 × 0.125 end in a half cent', () => {
    // Math.round(1 * 0.145 * 100) / 100 gives 0.14: 0.145 is 0.14499999… in binary.
    expect(convertFromCny(1, '0.145')).toBe(0.15);
    expect(convertFromCny(1.16, '0.125')).toBe(0.15);
    expect(convertFromCny(1, '1.005')).toBe(1.01);
    expect(convertFromCny(0.1 + 0.2, '1')).toBe(0.3);
  });

  it('gives nothing for a rate that is not a positive decimal: no wrong number is shown', () => {
    for (const rate of ['', '0', '0.00', '-1', 'abc', '1e-3', '0.123456789'])
      expect(convertFromCny(88, rate), rate).toBeUndefined();
    expect(convertFromCny(Number.NaN, '0.14')).toBeUndefined();
  });
});

describe('currencyForLanguage', () => {
  it('follows the language when the shopper has not chosen', () => {
    expect(['en', 'zh', 'es', 'de', 'fr', 'en-GB', 'pt'].map(currencyForLanguage)).toEqual([
      'USD',
      'CNY',
      'EUR',
      'EUR',
      'EUR',
      'USD',
      'USD',
    ]);
  });
});

describe('rates', () => {
  it('lose the column’s trailing zeros when shown', () => {
    expect(['0.13890000', '7.00000000', '12', '0.10000000'].map(plainRate)).toEqual([
      '0.1389',
      '7',
      '12',
      '0.1',
    ]);
  });

  it('are taken as an admin types them, a decimal comma included', () => {
    expect(currencyRateInputSchema.parse({ perCny: ' 0,1389 ' })).toEqual({ perCny: '0.1389' });
    expect(currencyRateInputSchema.safeParse({ perCny: '0.0000001' }).success).toBe(false);
  });
});
