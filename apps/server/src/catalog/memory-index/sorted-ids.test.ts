import { describe, expect, it } from 'vitest';
import { addBit, emptyBits, wordsFor } from './bitset';
import { SortedIds } from './sorted-ids';

const N = 20_000;
/** Ids ordered by their value modulo 97, then by id. */
const order = new SortedIds(
  (a, b) => a % 97 < b % 97 || (a % 97 === b % 97 && a < b),
  Array.from({ length: N }, (_, id) => id),
);
const expectedOrder = Array.from({ length: N }, (_, id) => id).sort(
  (a, b) => (a % 97) - (b % 97) || a - b,
);

function bitsOf(ids: number[]) {
  const bits = emptyBits(wordsFor(N));
  for (const id of ids) addBit(bits, id);
  return bits;
}

describe('SortedIds.collect', () => {
  // A few members are sorted by themselves, many are found along the order: the same pages.
  for (const members of [[3, 4_000, 97, 1_000, 2], expectedOrder.filter((id) => id % 3 === 0)]) {
    for (const reverse of [false, true]) {
      it(`pages ${members.length} members ${reverse ? 'in reverse ' : ''}in order`, () => {
        const memberSet = new Set(members);
        const wanted = expectedOrder.filter((id) => memberSet.has(id));
        if (reverse) wanted.reverse();
        const bits = bitsOf(members);
        const page: number[] = [];
        expect(order.collect(bits, members.length, reverse, 2, 3, page)).toBe(0);
        expect(page).toEqual(wanted.slice(2, 5));
        const past: number[] = [];
        expect(order.collect(bits, members.length, reverse, members.length + 4, 3, past)).toBe(4);
        expect(past).toEqual([]);
      });
    }
  }
});
