/** Slots of the hash table per word, at most (it doubles past this). */
const LOAD = 2;

/** FNV-1a over bytes. */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/**
 * Distinct words as UTF-8 bytes in one buffer, each with a small id, found by their bytes through
 * an open-addressing hash table of ids: no JavaScript string or map entry per word (a map of
 * strings took some 70 bytes a word, more than most words' bytes).
 */
export class WordTable {
  private bytes = new Uint8Array(1024);
  private used = 0;
  private starts = new Uint32Array(256);
  private ends = new Uint32Array(256);
  private count = 0;
  /** Word id + 1 by hash, 0 for an empty slot. */
  private slots = new Int32Array(512);

  get size(): number {
    return this.count;
  }

  /** The id of the word in `source[start, end)`, added when new. */
  intern(source: Uint8Array, start: number, end: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hashOf(source, start, end) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0) return this.add(source, start, end, slot);
      if (this.equals(held - 1, source, start, end)) return held - 1;
    }
  }

  /** The word's bytes: `buffer()` from `startOf` to `endOf`. */
  buffer(): Uint8Array {
    return this.bytes;
  }

  startOf(word: number): number {
    return this.starts[word]!;
  }

  endOf(word: number): number {
    return this.ends[word]!;
  }

  /** Frees the room kept to grow (after a build). */
  trim(): void {
    this.bytes = this.bytes.slice(0, this.used);
    this.starts = this.starts.slice(0, this.count);
    this.ends = this.ends.slice(0, this.count);
  }

  private equals(word: number, source: Uint8Array, start: number, end: number): boolean {
    const from = this.starts[word]!;
    if (this.ends[word]! - from !== end - start) return false;
    const bytes = this.bytes;
    for (let i = 0; i < end - start; i++) if (bytes[from + i] !== source[start + i]) return false;
    return true;
  }

  private add(source: Uint8Array, start: number, end: number, slot: number): number {
    const word = this.count++;
    const length = end - start;
    if (this.used + length > this.bytes.length) {
      const bytes = new Uint8Array(Math.max(this.used + length, this.bytes.length * 2));
      bytes.set(this.bytes.subarray(0, this.used));
      this.bytes = bytes;
    }
    if (word >= this.starts.length) {
      const room = Math.max(256, this.starts.length * 2);
      const starts = new Uint32Array(room);
      starts.set(this.starts.subarray(0, word));
      this.starts = starts;
      const ends = new Uint32Array(room);
      ends.set(this.ends.subarray(0, word));
      this.ends = ends;
    }
    this.bytes.set(source.subarray(start, end), this.used);
    this.starts[word] = this.used;
    this.used += length;
    this.ends[word] = this.used;
    this.slots[slot] = word + 1;
    if (this.count * LOAD > this.slots.length) this.rehash();
    return word;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let word = 0; word < this.count; word++) {
      let slot = hashOf(this.bytes, this.starts[word]!, this.ends[word]!) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = word + 1;
    }
    this.slots = slots;
  }
}
