import { describe, expect, it } from 'vitest';
import { GapPostingLists } from './gap-posting-lists';

const BITS = 1 << 16;

function idsOf(lists: GapPostingLists, term: number): number[] {
  const bits = new Uint32Array(BITS);
  lists.addTo(bits, term);
  const ids: number[] = [];
  bits.forEach((word, at) => {
    for (let bit = 0; word !== 0 && bit < 32; bit++) if (word & (1 << bit)) ids.push(at * 32 + bit);
  });
  return ids;
}

function bitsOf(ids: number[]): Uint32Array {
  const bits = new Uint32Array(BITS);
  for (const id of ids) bits[id >>> 5]! |= 1 << (id & 31);
  return bits;
}

describe('GapPostingLists', () => {
  it('gives back an empty list, a one-id list and ids far apart as added', () => {
    const lists = new GapPostingLists();
    lists.add(0, 5);
    lists.add(2, 0);
    lists.add(2, 127);
    lists.add(2, 128);
    lists.add(2, 16_511);
    lists.add(2, 2_000_000);
    lists.trim();
    expect(lists.count(1)).toBe(0);
    expect(lists.has(1)).toBe(false);
    expect(idsOf(lists, 1)).toEqual([]);
    expect(idsOf(lists, 0)).toEqual([5]);
    expect(idsOf(lists, 2)).toEqual([0, 127, 128, 16_511, 2_000_000]);
    expect(lists.count(2)).toBe(5);
    expect(lists.has(99)).toBe(false);
  });

  it('keeps ids added out of order, before and after they are merged in', () => {
    const lists = new GapPostingLists();
    for (const id of [10, 20, 30, 15, 5, 30, 25]) lists.add(7, id);
    expect(idsOf(lists, 7)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(lists.count(7)).toBe(6);
    lists.trim();
    expect(idsOf(lists, 7)).toEqual([5, 10, 15, 20, 25, 30]);
    lists.add(7, 1);
    lists.add(7, 31);
    expect(idsOf(lists, 7)).toEqual([1, 5, 10, 15, 20, 25, 30, 31]);
  });

  it('removes products from every list, the first, the last and a whole list', () => {
    const lists = new GapPostingLists();
    for (const id of [3, 200, 70_000, 1_900_000]) lists.add(1, id);
    lists.add(2, 200);
    lists.add(3, 4);
    lists.add(3, 1);
    lists.removeAll(bitsOf([3, 1_900_000, 200, 1]));
    expect(idsOf(lists, 1)).toEqual([70_000]);
    expect(lists.count(2)).toBe(0);
    expect(idsOf(lists, 3)).toEqual([4]);
    lists.add(1, 70_001);
    lists.add(2, 9);
    expect(idsOf(lists, 1)).toEqual([70_000, 70_001]);
    expect(idsOf(lists, 2)).toEqual([9]);
  });

  it('keeps every term its products through random adds, removals, moves and trims', () => {
    const lists = new GapPostingLists();
    const model = new Map<number, Set<number>>();
    let seed = 1;
    const next = (below: number) => (seed = (seed * 16807) % 2147483647) % below;
    for (let round = 0; round < 20; round++) {
      for (let step = 0; step < 2_000; step++) {
        const term = next(150);
        // Mostly ascending ids (as a catalogue is loaded), some anywhere, a few far away.
        const id = next(10) === 0 ? next(round * 5_000 + 5_000) : round * 5_000 + next(5_000);
        const far = next(50) === 0 ? 1_000_000 + next(1_000_000) : id;
        const set = model.get(term) ?? new Set<number>();
        model.set(term, set);
        if (set.has(far)) continue;
        lists.add(term, far);
        set.add(far);
      }
      const gone: number[] = [];
      for (let i = 0; i < 300; i++) gone.push(next(round * 5_000 + 5_000));
      lists.removeAll(bitsOf(gone));
      for (const set of model.values()) for (const id of gone) set.delete(id);
      if (round % 7 === 0) lists.trim();
    }
    for (const [term, set] of model) {
      expect(lists.count(term)).toBe(set.size);
      expect(idsOf(lists, term)).toEqual([...set].sort((a, b) => a - b));
    }
  });
});
