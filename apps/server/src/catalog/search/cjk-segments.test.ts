import { describe, expect, it } from 'vitest';
import { segmentCjk } from './cjk-segments';

const words = new Set(['黑', '色', '卫', '衣', '黑色', '卫衣', '双肩', '肩包', '跑鞋']);
const known = (piece: string) => words.has(piece);

describe('segmentCjk', () => {
  it('cuts a run whose middle is no word into the fewest known words', () => {
    expect(segmentCjk('黑色卫衣', known)).toBe('黑色 卫衣');
    expect(segmentCjk('oversized 黑色卫衣 xl', known)).toBe('oversized 黑色 卫衣 xl');
  });

  it('keeps a run whose every bigram is known, a short run, and one no cut covers', () => {
    expect(segmentCjk('双肩包', (piece) => known(piece) || piece === '包')).toBe('双肩包');
    expect(segmentCjk('卫衣', known)).toBe('卫衣');
    expect(segmentCjk('黑猫卫衣', known)).toBe('黑猫卫衣');
  });
});
