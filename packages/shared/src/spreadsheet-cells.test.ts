import { describe, expect, it } from 'vitest';
import { csvLine, looksLikeFormula, neutraliseCell } from './spreadsheet-cells';

describe('spreadsheet formula cells', () => {
  it.each([
    '=1+1',
    '=HYPERLINK("http://x","y")',
    '@SUM(A1)',
    '+A1',
    '-2+3',
    '\t=1',
    '\rcmd',
    '- bullet',
  ])('%j is a formula', (cell) => expect(looksLikeFormula(cell)).toBe(true));
  it.each(['Bag', '12.50', '-5', '+12,5', '', 'a=b', 'email@example.com'])(
    '%j is plain text',
    (cell) => expect(looksLikeFormula(cell)).toBe(false),
  );
  it('defuses formulas and signed numbers with an apostrophe', () => {
    expect(neutraliseCell('=1+1')).toBe("'=1+1");
    expect(neutraliseCell('-5')).toBe("'-5");
    expect(neutraliseCell('Bag')).toBe('Bag');
  });
  it('writes one quoted, neutralised line', () => {
    expect(csvLine([2, 'Bag, red', '=HYPERLINK("x")', 'ok'])).toBe(
      `2,"Bag, red","'=HYPERLINK(""x"")",ok`,
    );
  });
});
