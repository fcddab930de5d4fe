import { describe, expect, it } from 'vitest';
import { PackedNames } from './packed-names';

describe('PackedNames', () => {
  const words = ['b', 'a', 'ab', 'äpfel', 'zebra', '卫衣', 't恤', 'a', '', 'ééé', 'apple'];

  it('orders names as strings compare, equal names by id', () => {
    const names = new PackedNames();
    words.forEach((word, id) => names.set(id, word));
    const ids = words.map((_, id) => id);
    const byBytes = [...ids].sort((a, b) => (names.before(a, b) ? -1 : 1));
    const byStrings = [...ids].sort((a, b) => {
      const x = words[a]!;
      const y = words[b]!;
      return x < y || (x === y && a < b) ? -1 : 1;
    });
    expect(byBytes).toEqual(byStrings);
  });

  it('gives back each name, the latest one set, after many replacements', () => {
    const names = new PackedNames();
    for (let round = 0; round < 40; round++) {
      for (let id = 0; id < 2_000; id++)
        names.set(id, `name ${id} round ${round} ${'x'.repeat(20)}`);
    }
    names.delete(7);
    expect(names.get(5)).toBe(`name 5 round 39 ${'x'.repeat(20)}`);
    expect(names.get(1_999)).toBe(`name 1999 round 39 ${'x'.repeat(20)}`);
    expect(names.get(7)).toBe('');
    expect(names.before(10, 2)).toBe(true);
  });
});
