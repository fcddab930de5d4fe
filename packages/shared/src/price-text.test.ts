import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './limits';
import { MESSAGES } from './messages';
import { readPriceText, writePriceText } from './price-text';
import { productPriceSchemaIn } from './schemas/product-price';

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/** The amount a text is read as, or the message refusing it. */
function read(text: string, language?: string): number | string | undefined {
  const result = productPriceSchemaIn(language).safeParse(text);
  return result.success ? result.data : result.error.issues[0]?.message;
}

describe('a typed price, in every language', () => {
  it.each(LANGUAGES)(
    'reads either decimal sign, grouped thousands and spaces in %s',
    (language) => {
      for (const [text, amount] of [
        ['12,50', 12.5],
        ['12.50', 12.5],
        ['12,5', 12.5],
        ['12.5', 12.5],
        ['12', 12],
        [' 0,99 ', 0.99],
        ['1.234,50', 1234.5],
        ['1,234.50', 1234.5],
        ['123.456,78', 123456.78],
        ['1 234,50', 1234.5],
        [`1${NBSP}234,50`, 1234.5],
        [`1${NARROW_NBSP}234,50`, 1234.5],
        [`1${NARROW_NBSP}234.50`, 1234.5],
        ['1 234', 1234],
        ['１２，５０', 12.5],
      ] as const) {
        expect(read(text, language), text).toBe(amount);
      }
    },
  );

  it.each(LANGUAGES)('refuses what it cannot read in %s, saying why', (language) => {
    for (const [text, message] of [
      ['1,2,3', MESSAGES.priceSeparators],
      ['12..5', MESSAGES.priceSeparators],
      ['12,', MESSAGES.priceSeparators],
      ['1,23,4', MESSAGES.priceSeparators],
      ['1.234.5', MESSAGES.priceSeparators],
      ['1,234,56.78', MESSAGES.priceSeparators],
      ['1.234,5,6', MESSAGES.priceSeparators],
      ['12 50', MESSAGES.priceSeparators],
      ['1 234.567,50', MESSAGES.priceSeparators],
      ['12abc', MESSAGES.priceInvalid],
      ['abc', MESSAGES.priceInvalid],
      ['CN¥12', MESSAGES.priceInvalid],
      ['1e3', MESSAGES.priceInvalid],
      ['.5', MESSAGES.priceInvalid],
      ['12,505', language === 'en' || language === 'zh' ? 12505 : MESSAGES.priceAmbiguous],
      ['0,123', MESSAGES.priceDecimals],
      ['12,5055', MESSAGES.priceDecimals],
      ['1 234,567', MESSAGES.priceDecimals],
      ['', MESSAGES.priceRequired],
      ['-5', MESSAGES.priceAboveZero],
      ['0,00', MESSAGES.priceAboveZero],
      ['1.000.000,01', MESSAGES.priceTooHigh],
    ] as const) {
      expect(read(text, language), text).toBe(message);
    }
  });

  it('reads one separator before three digits as thousands only where the language groups so', () => {
    for (const language of ['en', 'zh', 'en-GB']) {
      expect(read('1,234', language)).toBe(1234);
      expect(read('1.234', language)).toBe(MESSAGES.priceAmbiguous);
    }
    for (const language of ['de', 'es', 'fr', 'de-CH']) {
      expect(read('1.234', language)).toBe(1234);
      expect(read('1,234', language)).toBe(MESSAGES.priceAmbiguous);
    }
  });

  it('refuses a lone separator before three digits without a language (an API call, a file)', () => {
    expect(read('1,234')).toBe(MESSAGES.priceAmbiguous);
    expect(read('1.234')).toBe(MESSAGES.priceAmbiguous);
    expect(read('12,50')).toBe(12.5);
    expect(read('1.234,50')).toBe(1234.5);
    expect(read('1,234,567')).toBe(MESSAGES.priceTooHigh);
    expect(read('123,456')).toBe(MESSAGES.priceAmbiguous);
  });

  it('never multiplies by 100: a decimal comma is never dropped', () => {
    for (const language of LANGUAGES)
      expect(readPriceText('12,50', language)).toEqual({ plain: '12.50' });
  });
});

describe('writePriceText', () => {
  it.each([
    ['en', '1234.50'],
    ['zh', '1234.50'],
    ['de', '1234,50'],
    ['es', '1234,50'],
    ['fr', '1234,50'],
  ])('writes an amount for editing in %s, which reads back', (language, text) => {
    expect(writePriceText(1234.5, language)).toBe(text);
    expect(read(text, language)).toBe(1234.5);
  });
});
