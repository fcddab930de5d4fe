const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Dead bytes are reclaimed once they are this share of the buffer (and at least a megabyte). */
const COMPACT_SHARE = 0.5;
const COMPACT_MIN_BYTES = 1024 * 1024;

/**
 * Products' lower-cased names packed as UTF-8 in one buffer by id: no string per product, about
 * half their memory as strings. Names compare byte-wise, which is the order of code points: the
 * order of `<` on strings but for characters beyond U+FFFF against U+E000–U+FFFF.
 */
export class PackedNames {
  private bytes = new Uint8Array(1024);
  private used = 0;
  private dead = 0;
  private starts = new Uint32Array(32);
  /** 0: no name for that id. */
  private lengths = new Uint32Array(32);

  set(id: number, name: string): void {
    this.delete(id);
    this.ensureIds(id);
    this.ensureBytes(name.length * 3);
    const { written } = encoder.encodeInto(name, this.bytes.subarray(this.used));
    this.starts[id] = this.used;
    this.lengths[id] = written;
    this.used += written;
  }

  delete(id: number): void {
    if (id >= this.lengths.length) return;
    this.dead += this.lengths[id]!;
    this.lengths[id] = 0;
    if (this.dead >= COMPACT_MIN_BYTES && this.dead > this.used * COMPACT_SHARE) this.compact();
  }

  get(id: number): string {
    const start = this.starts[id] ?? 0;
    return decoder.decode(this.bytes.subarray(start, start + (this.lengths[id] ?? 0)));
  }

  /** Whether `a`'s name comes before `b`'s, equal names by id. */
  before(a: number, b: number): boolean {
    const bytes = this.bytes;
    let x = this.starts[a]!;
    let y = this.starts[b]!;
    const xEnd = x + this.lengths[a]!;
    const yEnd = y + this.lengths[b]!;
    for (; x < xEnd && y < yEnd; x++, y++) {
      const difference = bytes[x]! - bytes[y]!;
      if (difference !== 0) return difference < 0;
    }
    const xLeft = xEnd - x;
    const yLeft = yEnd - y;
    return xLeft < yLeft || (xLeft === yLeft && a < b);
  }

  /** Frees the room kept to grow (after a build). */
  trim(): void {
    this.bytes = this.bytes.slice(0, this.used);
  }

  private ensureIds(id: number): void {
    if (id < this.starts.length) return;
    const length = Math.max(id + 1, this.starts.length * 2);
    const starts = new Uint32Array(length);
    starts.set(this.starts);
    this.starts = starts;
    const lengths = new Uint32Array(length);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }

  private ensureBytes(more: number): void {
    if (this.used + more <= this.bytes.length) return;
    const bytes = new Uint8Array(Math.max(this.used + more, this.bytes.length * 2));
    bytes.set(this.bytes.subarray(0, this.used));
    this.bytes = bytes;
  }

  private compact(): void {
    const live = this.used - this.dead;
    const bytes = new Uint8Array(Math.max(1024, live + (live >>> 3)));
    let used = 0;
    for (let id = 0; id < this.lengths.length; id++) {
      const length = this.lengths[id]!;
      if (length === 0) continue;
      const start = this.starts[id]!;
      bytes.set(this.bytes.subarray(start, start + length), used);
      this.starts[id] = used;
      used += length;
    }
    this.bytes = bytes;
    this.used = used;
    this.dead = 0;
  }
}
