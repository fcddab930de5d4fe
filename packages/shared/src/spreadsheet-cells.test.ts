import { describe, expect, it } from 'vitest';
import { csvLine, neutraliseCell } from './spreadsheet-cells';

describe('spreadsheet formula cells', () => {
  it.each([
    '=1+1',
    '=HYPERLINK("http://x","y")',
    '@SUM(A1)',
    '+A1',
    '-2+3',
    '\t=1',
    '\rcmd',
    '- 100% cotton',
    '-5',
  ])('%j is written behind an apostrophe', (cell) => expect(neutraliseCell(cell)).toBe(`'${cell}`));
  it.each(['Bag', '12.50', '', 'a=b', 'email@example.com'])('%j is written as is', (cell) =>
    expect(neutraliseCell(cell)).toBe(cell),
  );
  it('writes one quoted, neutralised line', () => {
    expect(csvLine([2, 'Bag, red', '=HYPERLINK("x")', '- bullet', 'ok'])).toBe(
      `2,"Bag, red","'=HYPERLINK(""x"")",'- bullet,ok`,
    );
  });
});
