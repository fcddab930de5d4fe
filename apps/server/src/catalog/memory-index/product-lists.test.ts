import { describe, expect, it } from 'vitest';
import { ProductLists } from './product-lists';

describe('ProductLists', () => {
  it('keeps each product its own list through replacements, removals and compactions', () => {
    const lists = new ProductLists();
    const expected = new Map<number, number[]>();
    for (let round = 0; round < 5; round++) {
      for (let id = 0; id < 400; id++) {
        const list = Array.from({ length: (id + round) % 4 }, (_, i) => id * 10 + i + round);
        lists.set(id, list);
        expected.set(id, list);
      }
      for (let id = round; id < 400; id += 7) {
        lists.delete(id);
        expected.set(id, []);
      }
      if (round === 2) lists.trim();
    }
    for (const [id, list] of expected) expect(lists.get(id)).toEqual(list);
    expect(lists.get(10_000)).toEqual([]);
  });
});
