import { describe, expect, it } from 'vitest';
import { colorToHex, isDarkColor, swatchHex } from './colors';
import { areFiltersActive, parseCommaList } from './filters';
import { paginationWindow, type PageItem } from './pagination';
import { validatePriceRange } from './price-validation';

const render = (items: PageItem[]) =>
  items
    .map((i) => (i.type === 'ellipsis' ? '…' : i.active ? `[${i.page}]` : String(i.page)))
    .join(' ');

describe('paginationWindow', () => {
  it.each([
    [1, 1, '[1]'],
    [1, 5, '[1] 2 3 4 5'],
    [1, 10, '[1] 2 3 … 10'],
    [5, 10, '1 2 3 4 [5] 6 7 … 10'],
    [6, 12, '1 … 4 5 [6] 7 8 … 12'],
    [10, 10, '1 … 8 9 [10]'],
    [4, 10, '1 2 3 [4] 5 6 … 10'],
  ])('page %i of %i shows %s', (current, total, expected) => {
    expect(render(paginationWindow(current, total))).toBe(expected);
  });

  it('is empty without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('validatePriceRange', () => {
  it.each([
    ['abc', '350', { min: 'Please enter a valid number.' }],
    ['-1', '350', { min: 'Minimum price cannot be less than 0.' }],
    [
      '200',
      '100',
      {
        min: 'Minimum price cannot be greater than maximum price.',
        max: 'Maximum price cannot be less than minimum price.',
      },
    ],
    ['0', '351', { max: 'Maximum price cannot be greater than 350.' }],
    ['0', 'x', { max: 'Please enter a valid number.' }],
    ['', '', {}],
    ['', '350', {}],
    ['10.5', '20', {}],
  ])('min %j, max %j gives %o', (min, max, errors) => {
    expect(validatePriceRange(min, max)).toEqual(errors);
  });
});

describe('filters', () => {
  it('are active with a category, a colour or a price range other than 0–350', () => {
    const none = { categories: [], colors: [], priceRange: { min: 0, max: 350 } };
    expect(areFiltersActive(none)).toBe(false);
    expect(areFiltersActive({ ...none, categories: ['Bags'] })).toBe(true);
    expect(areFiltersActive({ ...none, colors: ['Red'] })).toBe(true);
    expect(areFiltersActive({ ...none, priceRange: { min: 1, max: 350 } })).toBe(true);
    expect(areFiltersActive({ ...none, priceRange: { min: 0, max: 349 } })).toBe(true);
  });

  it('reads comma lists', () => {
    expect(parseCommaList(' Bags, ,Shoes,Bags ')).toEqual(['Bags', 'Shoes']);
    expect(parseCommaList(null)).toEqual([]);
  });
});

describe('colour names', () => {
  it.each([
    ['Navy', '#000080'],
    ['light blue', '#add8e6'],
    ['#ABC', '#aabbcc'],
    ['#a1b2c3', '#a1b2c3'],
  ])('%s is %s', (name, hex) => {
    expect(colorToHex(name)).toBe(hex);
  });

  it('has no hex for an unknown name, and the swatch falls back to black', () => {
    expect(colorToHex('Sunset Glow')).toBeNull();
    expect(swatchHex('Sunset Glow')).toBe('#000000');
  });

  it('tells dark from light', () => {
    expect(isDarkColor('#000080')).toBe(true);
    expect(isDarkColor('#ffff00')).toBe(false);
  });
});
