import { describe, expect, it } from 'vitest';
import { PostingLists } from './posting-lists';

function idsOf(lists: PostingLists, term: number): number[] {
  const bits = new Uint32Array(64);
  lists.addTo(bits, term);
  const ids: number[] = [];
  for (let id = 0; id < bits.length * 32; id++)
    if (bits[id >>> 5]! & (1 << (id & 31))) ids.push(id);
  return ids;
}

describe('PostingLists', () => {
  it('keeps every term its products through inserts, removals, moves and trims', () => {
    const lists = new PostingLists();
    const model = new Map<number, Set<number>>();
    let seed = 1;
    const next = (below: number) => (seed = (seed * 16807) % 2147483647) % below;
    for (let step = 0; step < 20_000; step++) {
      const term = next(150);
      const id = next(2_000);
      const set = model.get(term) ?? new Set<number>();
      model.set(term, set);
      if (next(4) === 0) {
        lists.remove(term, id);
        set.delete(id);
      } else {
        lists.add(term, id);
        set.add(id);
      }
      if (step % 5_000 === 0) lists.trim();
    }
    const gone = new Uint32Array(64);
    for (let id = 0; id < 2_000; id += 3) gone[id >>> 5]! |= 1 << (id & 31);
    lists.removeAll(gone);
    for (const set of model.values()) for (const id of set) if (id % 3 === 0) set.delete(id);
    for (const [term, set] of model) {
      expect(lists.count(term)).toBe(set.size);
      expect(lists.has(term)).toBe(set.size > 0);
      expect(idsOf(lists, term)).toEqual([...set].sort((a, b) => a - b));
    }
    expect(lists.has(10_000)).toBe(false);
  });
});
