/** Roughly what sorting costs per member, in steps of a walk along the order. */
const SORT_COST = 16;

/**
 * Product ids kept sorted by a comparison, in a typed array with spare room at the end: a place is
 * found by binary search, and an insert or removal moves the tail by one (a memmove of a few MB at
 * a million products — writes are rare next to reads).
 */
export class SortedIds {
  private ids: Int32Array;
  private count = 0;

  constructor(
    private readonly before: (a: number, b: number) => boolean,
    initial: Iterable<number> = [],
  ) {
    const sorted = [...initial].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
    this.ids = new Int32Array(Math.max(16, sorted.length + (sorted.length >>> 4)));
    this.ids.set(sorted);
    this.count = sorted.length;
  }

  get length(): number {
    return this.count;
  }

  at(index: number): number {
    return this.ids[index]!;
  }

  /** The first position whose id does not come before `id`. */
  private positionOf(id: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.before(this.ids[middle]!, id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first position whose id passes `test`, which must fail for a prefix and pass after it. */
  firstWhere(test: (id: number) => boolean): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (test(this.ids[middle]!)) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /**
   * Appends to `out` the ids of `bits` (`members` of them) in this order (or the reverse), after
   * skipping `skip` of them, until `out` holds `size`; returns how many are still to skip. Few
   * members are sorted by themselves rather than found along the order (which, members spread
   * evenly, takes `count / members` steps per id of the page).
   */
  collect(
    bits: Uint32Array,
    members: number,
    reverse: boolean,
    skip: number,
    size: number,
    out: number[],
  ): number {
    const walk = Math.min(this.count, ((skip + size) * this.count) / Math.max(1, members));
    if (members * SORT_COST < walk) {
      const found: number[] = [];
      for (let i = 0; i < bits.length; i++) {
        let word = bits[i]!;
        while (word !== 0) {
          const lowest = word & -word;
          found.push((i << 5) + (31 - Math.clz32(lowest)));
          word ^= lowest;
        }
      }
      found.sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
      if (reverse) found.reverse();
      if (skip >= found.length) return skip - found.length;
      for (let i = skip; i < found.length && out.length < size; i++) out.push(found[i]!);
      return 0;
    }
    let toSkip = skip;
    const ids = this.ids;
    for (let i = 0; i < this.count && out.length < size; i++) {
      const id = ids[reverse ? this.count - 1 - i : i]!;
      if ((bits[id >>> 5]! & (1 << (id & 31))) === 0) continue;
      if (toSkip > 0) toSkip--;
      else out.push(id);
    }
    return toSkip;
  }

  /** Sets the bit of every id from position `from` up to (not including) `to`. */
  addRangeTo(bits: Uint32Array, from: number, to: number): void {
    const ids = this.ids;
    for (let i = from; i < to; i++) {
      const id = ids[i]!;
      bits[id >>> 5]! |= 1 << (id & 31);
    }
  }

  insert(id: number): void {
    if (this.count === this.ids.length) {
      const next = new Int32Array(this.ids.length * 2);
      next.set(this.ids);
      this.ids = next;
    }
    const at = this.positionOf(id);
    this.ids.copyWithin(at + 1, at, this.count);
    this.ids[at] = id;
    this.count++;
  }

  /**
   * Removes the `drop` ids and merges in the `add` ids (whose keys must already be current), in
   * one pass: for many changes at once, instead of a memmove each.
   */
  replaceMany(drop: Set<number>, add: number[]): void {
    const sorted = [...add].sort((a, b) => (this.before(a, b) ? -1 : this.before(b, a) ? 1 : 0));
    const next = new Int32Array(Math.max(16, this.count + sorted.length + (this.count >>> 4)));
    let length = 0;
    let j = 0;
    for (let i = 0; i < this.count; i++) {
      const id = this.ids[i]!;
      if (drop.has(id)) continue;
      while (j < sorted.length && this.before(sorted[j]!, id)) next[length++] = sorted[j++]!;
      next[length++] = id;
    }
    while (j < sorted.length) next[length++] = sorted[j++]!;
    this.ids = next;
    this.count = length;
  }

  /** Removes `id`, which must sort as it did when inserted (remove before changing its keys). */
  remove(id: number): void {
    let at = this.positionOf(id);
    while (at < this.count && this.ids[at] !== id) at++;
    if (at === this.count) return;
    this.ids.copyWithin(at, at + 1, this.count);
    this.count--;
  }
}
