import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_LENGTH } from '../limits';
import { limitSearchText } from './search-text';

describe('limitSearchText', () => {
  it('keeps a text within the limit, trimmed', () => {
    expect(limitSearchText('  red hoodie ')).toBe('red hoodie');
  });

  it('cuts a long text before the word that would cross the limit', () => {
    expect(limitSearchText('red hoodie cotton', 12)).toBe('red hoodie');
    expect(limitSearchText('red hoodie cotton', 10)).toBe('red hoodie');
    expect(limitSearchText('red hoodie cotton', 11)).toBe('red hoodie');
  });

  it('cuts a text without spaces at the limit, never inside a surrogate pair', () => {
    expect(limitSearchText('a'.repeat(20), 10)).toBe('a'.repeat(10));
    expect(limitSearchText(`${'a'.repeat(9)}😀`, 10)).toBe('a'.repeat(9));
  });

  it('brings a pasted 500-character title to at most the limit', () => {
    const title = 'Oversized cotton hoodie with kangaroo pocket '.repeat(12).slice(0, 500);
    const limited = limitSearchText(title);
    expect(limited.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(title.startsWith(limited)).toBe(true);
    expect(title.charAt(limited.length)).toBe(' ');
  });
});
