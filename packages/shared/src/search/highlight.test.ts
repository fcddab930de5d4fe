import { describe, expect, it } from 'vitest';
import { highlightParts, highlightRanges } from './highlight';

describe('highlightRanges', () => {
  it('marks the start of a word the query word begins', () => {
    expect(highlightRanges('Pullover Hoodie', 'hood')).toEqual([[9, 13]]);
  });

  it('marks whole words matched exactly, whatever their case and accents', () => {
    expect(highlightRanges('Café Crème Mug', 'cafe CREME')).toEqual([
      [0, 4],
      [5, 10],
    ]);
  });

  it('never marks inside a word', () => {
    expect(highlightRanges('Steel Watch', 'tee')).toEqual([]);
    expect(highlightRanges('Tailored Coat', 'red')).toEqual([]);
  });

  it('marks each part of a hyphenated name a query word starts', () => {
    expect(highlightRanges('Boxy T-Shirt', 't shirt')).toEqual([
      [5, 6],
      [7, 12],
    ]);
  });

  it('marks a word whatever its plural, as the search folds it', () => {
    expect(highlightRanges('Zip Hoodie', 'hoodies')).toEqual([[4, 10]]);
    expect(highlightRanges('Steel Watches', 'watche')).toEqual([[6, 12]]);
  });

  it('marks Chinese characters one by one, merged when they follow each other', () => {
    expect(highlightRanges('加绒卫衣', '卫衣')).toEqual([[2, 4]]);
  });

  it('marks nothing for an empty query', () => {
    expect(highlightRanges('Hoodie', '  ')).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('cuts the text at its ranges', () => {
    expect(highlightParts('Pullover Hoodie', [[9, 13]])).toEqual([
      { text: 'Pullover ', marked: false },
      { text: 'Hood', marked: true },
      { text: 'ie', marked: false },
    ]);
  });

  it('ignores ranges outside the text', () => {
    expect(highlightParts('Cap', [[2, 9]])).toEqual([{ text: 'Cap', marked: false }]);
  });
});
