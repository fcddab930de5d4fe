import type { Bits } from './bitset';

/** Codes kept in place per product; a product with more lookups of the kind keeps the rest aside. */
const SLOTS = 4;
/** Whether all four codes of a product are taken: it may have lookups past them. */
const allTaken = (codes: number) =>
  (codes & 0xff) !== 0 &&
  (codes & 0xff00) !== 0 &&
  (codes & 0xff0000) !== 0 &&
  (codes & 0xff000000) !== 0;

/** Codes fit in a byte; a kind with more lookups than this is counted by its bit sets only. */
const MAX_CODES = 255;

/**
 * Each product's lookups of one kind (its categories, or its colours) as one-byte codes, four
 * per product. A facet count over many matches then reads each matching product once, instead of
 * every lookup's set over every word of the catalogue: a common word's 100,000 matches against
 * 36 lookups were 1.1 million word operations, and are 100,000 short reads here (decision 017).
 */
export class LookupCodes {
  private slots: Uint8Array;
  private readonly codeOf = new Map<number, number>();
  private readonly lookupOf: number[] = [0];
  /** Lookups past the first SLOTS of a product. */
  private readonly more = new Map<number, number[]>();
  private coded = true;

  /** With room for ids below `ids`. */
  constructor(ids: number) {
    this.slots = new Uint8Array(ids * SLOTS);
  }

  /** False once the kind has more lookups than codes: count with the bit sets then. */
  get usable(): boolean {
    return this.coded;
  }

  /** Room for ids below `ids`. */
  grow(ids: number): void {
    if (this.slots.length >= ids * SLOTS) return;
    const slots = new Uint8Array(ids * SLOTS);
    slots.set(this.slots);
    this.slots = slots;
  }

  /** Records the product's lookups (the product had none recorded). */
  set(id: number, lookupIds: readonly number[]): void {
    const base = id * SLOTS;
    lookupIds.forEach((lookup, at) => {
      if (at >= SLOTS) return;
      this.slots[base + at] = this.code(lookup);
    });
    if (lookupIds.length > SLOTS) this.more.set(id, lookupIds.slice(SLOTS));
  }

  clear(id: number): void {
    this.slots.fill(0, id * SLOTS, id * SLOTS + SLOTS);
    this.more.delete(id);
  }

  private code(lookup: number): number {
    let code = this.codeOf.get(lookup);
    if (code === undefined) {
      code = this.lookupOf.length;
      if (code > MAX_CODES) {
        this.coded = false;
        return 0;
      }
      this.codeOf.set(lookup, code);
      this.lookupOf.push(lookup);
    }
    return code;
  }

  /** How many products of `within` each lookup has, by lookup id. */
  count(within: Bits): Map<number, number> {
    return LookupCodes.countEach(within, [this])[0];
  }

  /**
   * `count` for several kinds of one product set (a product's categories and its colours), the
   * set read once: a facet count without filters walks its matches once, not once a kind.
   */
  static countEach<Kinds extends [LookupCodes] | [LookupCodes, LookupCodes]>(
    within: Bits,
    kinds: Kinds,
  ): { [K in keyof Kinds]: Map<number, number> } {
    const tallies = kinds.map(() => new Int32Array(256));
    const more = kinds.map((): number[] => []);
    // A product's four one-byte codes read as one 32-bit word (a code of 0 is counted, unused).
    const packed = kinds.map((kind) => kind.packedSlots());
    const [first, second] = packed;
    const [firstCounts, secondCounts] = tallies;
    for (let i = 0; i < within.length; i++) {
      let word = within[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        word ^= lowest;
        const id = (i << 5) + (31 - Math.clz32(lowest));
        if (first) {
          let codes = first[id]!;
          if (allTaken(codes)) more[0]!.push(id);
          for (; codes !== 0; codes >>>= 8) firstCounts![codes & 0xff]!++;
        }
        if (second) {
          let codes = second[id]!;
          if (allTaken(codes)) more[1]!.push(id);
          for (; codes !== 0; codes >>>= 8) secondCounts![codes & 0xff]!++;
        }
      }
    }
    return kinds.map((kind, at) => kind.byLookup(tallies[at]!, more[at]!)) as {
      [K in keyof Kinds]: Map<number, number>;
    };
  }

  /** The slots as one 32-bit word per product. */
  private packedSlots(): Uint32Array {
    if (this.slots.byteOffset % 4 !== 0) this.slots = this.slots.slice();
    return new Uint32Array(this.slots.buffer, this.slots.byteOffset, this.slots.length / SLOTS);
  }

  private byLookup(counts: Int32Array, more: number[]): Map<number, number> {
    const byLookup = new Map<number, number>();
    counts.forEach((count, code) => {
      if (code > 0 && count > 0) byLookup.set(this.lookupOf[code]!, count);
    });
    for (const id of more) {
      // A product with exactly four lookups has none aside.
      for (const lookup of this.more.get(id) ?? [])
        byLookup.set(lookup, (byLookup.get(lookup) ?? 0) + 1);
    }
    return byLookup;
  }
}
