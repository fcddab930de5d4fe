/**
 * Sets of product ids as bits in 32-bit words: a million products fit in 125 KiB, and intersecting
 * or counting two sets is one pass over their words. Every set of one index has the same number of
 * words (`Bits` of the index's capacity), so operations need no length checks beyond that.
 */
export type Bits = Uint32Array;

export function emptyBits(words: number): Bits {
  return new Uint32Array(words);
}

export function wordsFor(maxId: number): number {
  return (maxId >>> 5) + 1;
}

/** A copy with room for `words` words (the extra words empty). */
export function grown(bits: Bits, words: number): Bits {
  if (bits.length >= words) return bits;
  const next = new Uint32Array(words);
  next.set(bits);
  return next;
}

export function addBit(bits: Bits, id: number): void {
  bits[id >>> 5]! |= 1 << (id & 31);
}

export function removeBit(bits: Bits, id: number): void {
  bits[id >>> 5]! &= ~(1 << (id & 31));
}

export function hasBit(bits: Bits, id: number): boolean {
  return ((bits[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0;
}

/** Bits set in each 16-bit value: two lookups count a word (faster in V8 than the bit tricks). */
const BITS_IN = new Uint8Array(65536);
for (let i = 1; i < BITS_IN.length; i++) BITS_IN[i] = (i & 1) + BITS_IN[i >>> 1]!;

function popcount(word: number): number {
  return BITS_IN[word & 0xffff]! + BITS_IN[word >>> 16]!;
}

export function countBits(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i]!;
    if (word !== 0) count += popcount(word);
  }
  return count;
}

/** How many ids are in both sets, without building the intersection. */
export function countBoth(a: Bits, b: Bits): number {
  let count = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) count += popcount(word);
  }
  return count;
}

/**
 * The indexes of the words of `bits` holding any id, written into `into` (of at least as many
 * words); answers how many. A search's matches are usually a few thousand products: counting them
 * against each category then reads those words only, not the whole catalogue's.
 */
export function nonEmptyWords(bits: Bits, into: Int32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) into[n++] = i;
  return n;
}

/** countBoth over the first `n` word indexes of `words` only (the others empty in `a`). */
export function countBothAt(a: Bits, b: Bits, words: Int32Array, n: number): number {
  let count = 0;
  for (let k = 0; k < n; k++) {
    const i = words[k]!;
    const word = a[i]! & (b[i] ?? 0);
    if (word !== 0) count += popcount(word);
  }
  return count;
}

/** countBits over the first `n` word indexes of `words` only (the others empty). */
export function countBitsAt(bits: Bits, words: Int32Array, n: number): number {
  let count = 0;
  for (let k = 0; k < n; k++) count += popcount(bits[words[k]!]!);
  return count;
}

/** `target` becomes its intersection with `other`. */
export function intersectInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i] ?? 0;
}

/** Removes from `target` every member of `other`. */
export function subtractInto(target: Bits, other: Bits): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! &= ~other[i]!;
}

/** `target` becomes its union with `other`. */
export function uniteInto(target: Bits, other: Bits): void {
  const n = Math.min(target.length, other.length);
  for (let i = 0; i < n; i++) target[i]! |= other[i]!;
}

/** Calls `visit` with each id in the set, in increasing order. */
export function forEachBit(bits: Bits, visit: (id: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      visit((i << 5) + (31 - Math.clz32(lowest)));
      word ^= lowest;
    }
  }
}

/** Sets kept for reuse at most: enough for a long query, a few MB at a million products. */
const KEPT_SCRATCH = 64;

/**
 * Bit sets for the work of one query, reused by the next: a million products' set is 125 KiB
 * outside the JS heap, and allocating dozens per query kept the garbage collector busy. Every set
 * taken since the last `reuse()` must be dropped by then.
 */
export class ScratchBits {
  private free: Bits[] = [];
  private taken: Bits[] = [];

  /** An empty set of `words` words. */
  take(words: number): Bits {
    let bits = this.free.pop();
    if (bits?.length === words) bits.fill(0);
    else bits = new Uint32Array(words);
    this.taken.push(bits);
    return bits;
  }

  copy(bits: Bits): Bits {
    const copy = this.take(bits.length);
    copy.set(bits);
    return copy;
  }

  /** Makes every set taken so far available again. */
  reuse(): void {
    for (const bits of this.taken) if (this.free.length < KEPT_SCRATCH) this.free.push(bits);
    this.taken = [];
  }
}
