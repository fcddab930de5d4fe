/**
 * An inverted index: for each term id (the dictionary's, small and dense), the ids of the products
 * holding it, sorted. Every list lives in one shared typed array with room to grow: a per-term
 * typed array cost some 300 bytes of bookkeeping each, more than the ids of most terms. A full
 * list moves to the end with twice the room; the space it leaves is reclaimed when the array is
 * full. New products mostly have the highest ids, so an insert is usually an append.
 */
export class PostingLists {
  private pool = new Int32Array(1024);
  private used = 0;
  /** The room of all lists (what a compaction keeps). */
  private reserved = 0;
  private starts = new Int32Array(64);
  private counts = new Int32Array(64);
  private rooms = new Int32Array(64);

  add(term: number, id: number): void {
    if (term >= this.starts.length) this.growTerms(term);
    const count = this.counts[term]!;
    if (count === this.rooms[term]!) this.move(term, Math.max(2, count * 2));
    const start = this.starts[term]!;
    const pool = this.pool;
    let at = count;
    if (count > 0 && pool[start + count - 1]! >= id) {
      at = this.positionOf(term, id);
      if (pool[start + at] === id) return;
      pool.copyWithin(start + at + 1, start + at, start + count);
    }
    pool[start + at] = id;
    this.counts[term] = count + 1;
  }

  remove(term: number, id: number): void {
    const count = this.counts[term] ?? 0;
    if (count === 0) return;
    const start = this.starts[term]!;
    const at = this.positionOf(term, id);
    if (at >= count || this.pool[start + at] !== id) return;
    this.pool.copyWithin(start + at, start + at + 1, start + count);
    this.counts[term] = count - 1;
  }

  /** Removes the products of `gone` from every list. */
  removeAll(gone: Uint32Array): void {
    const pool = this.pool;
    for (let term = 0; term < this.counts.length; term++) {
      const start = this.starts[term]!;
      const end = start + this.counts[term]!;
      let kept = start;
      for (let i = start; i < end; i++) {
        const id = pool[i]!;
        if (((gone[id >>> 5] ?? 0) & (1 << (id & 31))) === 0) pool[kept++] = id;
      }
      this.counts[term] = kept - start;
    }
  }

  /** How many products hold the term. */
  count(term: number): number {
    return this.counts[term] ?? 0;
  }

  has(term: number): boolean {
    return this.count(term) > 0;
  }

  /** Sets the bit of every product holding the term; whether there was any. */
  addTo(bits: Uint32Array, term: number): boolean {
    const count = this.count(term);
    const start = this.starts[term] ?? 0;
    const pool = this.pool;
    for (let i = start; i < start + count; i++) {
      const id = pool[i]!;
      bits[id >>> 5]! |= 1 << (id & 31);
    }
    return count > 0;
  }

  /** Calls `visit` with each id of the term's list, in increasing order. */
  forEach(term: number, visit: (id: number) => void): void {
    const start = this.starts[term] ?? 0;
    const end = start + this.count(term);
    for (let i = start; i < end; i++) visit(this.pool[i]!);
  }

  /** Gives each list exactly the room it uses (after a build: the next change makes room again). */
  trim(): void {
    this.rooms.set(this.counts);
    this.compact(0, 0);
  }

  private positionOf(term: number, id: number): number {
    const start = this.starts[term]!;
    let low = 0;
    let high = this.counts[term]!;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.pool[start + middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private growTerms(term: number): void {
    const length = Math.max(term + 1, this.starts.length * 2);
    for (const key of ['starts', 'counts', 'rooms'] as const) {
      const grown = new Int32Array(length);
      grown.set(this[key]);
      this[key] = grown;
    }
  }

  /** Moves the term's list to the end of the pool with `room` places. */
  private move(term: number, room: number): void {
    if (this.used + room > this.pool.length) this.compact(room);
    const start = this.starts[term]!;
    this.pool.copyWithin(this.used, start, start + this.counts[term]!);
    this.starts[term] = this.used;
    this.used += room;
    this.reserved += room - this.rooms[term]!;
    this.rooms[term] = room;
  }

  /** Packs the lists (each with its room) into a pool with `spare` more space than they need. */
  private compact(extra: number, spare = 0.5): void {
    this.reserved = 0;
    for (let term = 0; term < this.rooms.length; term++) this.reserved += this.rooms[term]!;
    const next = new Int32Array(Math.max(1024, Math.ceil((this.reserved + extra) * (1 + spare))));
    let used = 0;
    for (let term = 0; term < this.starts.length; term++) {
      const room = this.rooms[term]!;
      if (room === 0) continue;
      const start = this.starts[term]!;
      next.set(this.pool.subarray(start, start + this.counts[term]!), used);
      this.starts[term] = used;
      used += room;
    }
    this.pool = next;
    this.used = used;
  }
}
