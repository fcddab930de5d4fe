import type { Bits } from './bitset';

/** Codes kept in place per product; a product with more lookups of the kind keeps the rest aside. */
const SLOTS = 4;
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
    const counts = new Int32Array(this.lookupOf.length);
    const slots = this.slots;
    const more: number[] = [];
    for (let i = 0; i < within.length; i++) {
      let word = within[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        word ^= lowest;
        const id = (i << 5) + (31 - Math.clz32(lowest));
        const base = id * SLOTS;
        for (let slot = 0; slot < SLOTS; slot++) {
          const code = slots[base + slot]!;
          if (code === 0) break;
          counts[code]!++;
        }
        if (slots[base + SLOTS - 1] !== 0 && this.more.has(id)) more.push(id);
      }
    }
    const byLookup = new Map<number, number>();
    counts.forEach((count, code) => {
      if (code > 0 && count > 0) byLookup.set(this.lookupOf[code]!, count);
    });
    for (const id of more) {
      for (const lookup of this.more.get(id)!)
        byLookup.set(lookup, (byLookup.get(lookup) ?? 0) + 1);
    }
    return byLookup;
  }
}
