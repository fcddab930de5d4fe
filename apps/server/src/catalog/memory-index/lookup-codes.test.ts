import { describe, expect, it } from 'vitest';
import { addBit, emptyBits, wordsFor } from './bitset';
import { LookupCodes } from './lookup-codes';

const N = 5_000;

/** Product id → its lookups: 1–6 of 12, so some products keep lookups past the four slots. */
function lookupsOf(id: number): number[] {
  const count = (id % 6) + 1;
  return Array.from({ length: count }, (_, at) => ((id * 7 + at * 5) % 12) + 100);
}

function expectedCounts(ids: number[], of: (id: number) => number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids)
    for (const lookup of of(id)) counts.set(lookup, (counts.get(lookup) ?? 0) + 1);
  return counts;
}

function bitsOf(ids: number[]) {
  const bits = emptyBits(wordsFor(N));
  for (const id of ids) addBit(bits, id);
  return bits;
}

const sorted = (counts: Map<number, number>) => [...counts].sort(([a], [b]) => a - b);

describe('LookupCodes', () => {
  it('counts each lookup of the matching products, past four per product too', () => {
    const codes = new LookupCodes(N);
    for (let id = 0; id < N; id++) codes.set(id, lookupsOf(id));
    const matches = Array.from({ length: N }, (_, id) => id).filter((id) => id % 3 === 1);
    expect(codes.usable).toBe(true);
    expect(sorted(codes.count(bitsOf(matches)))).toEqual(
      sorted(expectedCounts(matches, lookupsOf)),
    );
  });

  it('forgets a cleared product and counts its new lookups', () => {
    const codes = new LookupCodes(8);
    codes.set(3, [1, 2, 3, 4, 5, 6]);
    codes.set(5, [2]);
    codes.clear(3);
    codes.set(3, [7]);
    codes.grow(40);
    codes.set(39, [2, 8]);
    expect(sorted(codes.count(bitsOf([3, 5, 39])))).toEqual([
      [2, 2],
      [7, 1],
      [8, 1],
    ]);
  });

  it('counts two kinds in one walk as each alone, with four and more lookups a product', () => {
    const categories = new LookupCodes(N);
    const colors = new LookupCodes(N);
    const colorsOf = (id: number) => Array.from({ length: id % 7 }, (_, at) => 100 + at * 3);
    for (let id = 0; id < N; id++) {
      categories.set(id, lookupsOf(id));
      colors.set(id, colorsOf(id));
    }
    const matches = Array.from({ length: N }, (_, id) => id).filter((id) => id % 5 !== 2);
    const [byCategory, byColor] = LookupCodes.countEach(bitsOf(matches), [categories, colors]);
    expect(sorted(byCategory)).toEqual(sorted(expectedCounts(matches, lookupsOf)));
    expect(sorted(byColor)).toEqual(sorted(expectedCounts(matches, colorsOf)));
  });

  it('gives up codes past 255 lookups, so that the bit sets count instead', () => {
    const codes = new LookupCodes(300);
    for (let id = 0; id < 255; id++) codes.set(id, [id + 1]);
    expect(codes.usable).toBe(true);
    codes.set(255, [256]);
    expect(codes.usable).toBe(false);
  });
});
