import { PostingLists } from './posting-lists';
import { varintSize, writeVarint } from './varint';

/** Ids added below a list's last one wait uncompressed until this many are waiting. */
const MERGE_AT = 1 << 16;

/**
 * Posting lists like PostingLists, each stored as the gaps between its sorted ids (the first id
 * as it is), one varint per gap, in one shared byte array: a common term's gaps fit in a byte, a
 * rare one's in two or three, against four bytes an id. Reading a list decodes it from the start,
 * which is all a query does (it sets the bits of every product).
 *
 * An id above the list's last is appended in place; one below waits in an uncompressed
 * PostingLists, merged in when many are waiting or on `trim`. Ids are added once: the catalogue
 * index removes a product before it adds it again.
 */
export class GapPostingLists {
  private pool = new Uint8Array(1024);
  private used = 0;
  private starts = new Int32Array(64);
  /** Bytes each list uses, and the bytes it may grow to in place. */
  private lengths = new Int32Array(64);
  private rooms = new Int32Array(64);
  private counts = new Int32Array(64);
  /** The highest id of each list (when it has any). */
  private lasts = new Int32Array(64);
  private waiting = new PostingLists();
  private waitingCount = 0;
  /** Where the next varint is read. */
  private cursor = 0;

  add(term: number, id: number): void {
    if (term >= this.starts.length) this.growTerms(term);
    const count = this.counts[term]!;
    const last = this.lasts[term]!;
    if (count > 0 && id <= last) {
      if (id === last) return;
      this.waiting.add(term, id);
      if (++this.waitingCount >= MERGE_AT) this.merge();
      return;
    }
    const gap = count === 0 ? id : id - last;
    const length = this.lengths[term]!;
    const size = varintSize(gap);
    if (length + size > this.rooms[term]!) this.move(term, Math.max(8, (length + size) * 2));
    writeVarint(this.pool, this.starts[term]! + length, gap);
    this.lengths[term] = length + size;
    this.counts[term] = count + 1;
    this.lasts[term] = id;
  }

  /** Removes the products of `gone` from every list. */
  removeAll(gone: Uint32Array): void {
    this.waiting.removeAll(gone);
    for (let term = 0; term < this.counts.length; term++) {
      const start = this.starts[term]!;
      const end = start + this.lengths[term]!;
      // Rewritten in place from the first id removed: the gap from one kept id to the next never
      // takes more bytes than the gaps it replaces, so writing never overtakes reading.
      this.cursor = start;
      let write = start;
      let dropped = false;
      let id = 0;
      let kept = 0;
      let last = 0;
      while (this.cursor < end) {
        const at = this.cursor;
        id += this.readGap();
        if (((gone[id >>> 5] ?? 0) & (1 << (id & 31))) !== 0) {
          if (!dropped) write = at;
          dropped = true;
          continue;
        }
        if (dropped) write = writeVarint(this.pool, write, kept === 0 ? id : id - last);
        last = id;
        kept++;
      }
      this.lengths[term] = (dropped ? write : end) - start;
      this.counts[term] = kept;
      this.lasts[term] = last;
    }
  }

  /** How many products hold the term. */
  count(term: number): number {
    return (this.counts[term] ?? 0) + this.waiting.count(term);
  }

  has(term: number): boolean {
    return this.count(term) > 0;
  }

  /** Sets the bit of every product holding the term; whether there was any. */
  addTo(bits: Uint32Array, term: number): boolean {
    // The hot path of a query: decoded here rather than through a callback.
    this.cursor = this.starts[term] ?? 0;
    const end = this.cursor + (this.lengths[term] ?? 0);
    let id = 0;
    while (this.cursor < end) {
      id += this.readGap();
      bits[id >>> 5]! |= 1 << (id & 31);
    }
    this.waiting.addTo(bits, term);
    return this.has(term);
  }

  /** Merges the waiting ids in and gives each list exactly the room it uses (after a build). */
  trim(): void {
    this.merge();
    this.rooms.set(this.lengths);
    this.compact(0, 0);
  }

  /** Reads the varint at the cursor and moves the cursor past it. */
  private readGap(): number {
    const pool = this.pool;
    let byte = pool[this.cursor++]!;
    let gap = byte & 127;
    for (let scale = 128; byte >= 128; scale *= 128) {
      byte = pool[this.cursor++]!;
      gap += (byte & 127) * scale;
    }
    return gap;
  }

  /** The term's ids, compressed and waiting, sorted. */
  private idsOf(term: number): number[] {
    const ids: number[] = [];
    this.cursor = this.starts[term] ?? 0;
    const end = this.cursor + (this.lengths[term] ?? 0);
    let id = 0;
    while (this.cursor < end) {
      id += this.readGap();
      ids.push(id);
    }
    this.waiting.forEach(term, (waiting) => ids.push(waiting));
    return ids.sort((a, b) => a - b);
  }

  /** Writes the waiting ids into their lists. */
  private merge(): void {
    if (this.waitingCount === 0) return;
    for (let term = 0; term < this.counts.length; term++) {
      if (this.waiting.count(term) === 0) continue;
      const ids = this.idsOf(term);
      let size = 0;
      let previous = 0;
      for (const id of ids) {
        size += varintSize(id - previous);
        previous = id;
      }
      if (size > this.rooms[term]!) this.move(term, size, false);
      let write = this.starts[term]!;
      previous = 0;
      for (const id of ids) {
        write = writeVarint(this.pool, write, id - previous);
        previous = id;
      }
      this.lengths[term] = size;
      this.counts[term] = ids.length;
      this.lasts[term] = ids.at(-1) ?? 0;
    }
    this.waiting = new PostingLists();
    this.waitingCount = 0;
  }

  private growTerms(term: number): void {
    const length = Math.max(term + 1, this.starts.length * 2);
    for (const key of ['starts', 'lengths', 'rooms', 'counts', 'lasts'] as const) {
      const grown = new Int32Array(length);
      grown.set(this[key]);
      this[key] = grown;
    }
  }

  /** Moves the term's list to the end of the pool with `room` bytes (its bytes too, if `keep`). */
  private move(term: number, room: number, keep = true): void {
    if (this.used + room > this.pool.length) this.compact(room);
    const start = this.starts[term]!;
    if (keep) this.pool.copyWithin(this.used, start, start + this.lengths[term]!);
    this.starts[term] = this.used;
    this.used += room;
    this.rooms[term] = room;
  }

  /** Packs the lists (each with its room) into a pool with `spare` more space than they need. */
  private compact(extra: number, spare = 0.5): void {
    let reserved = 0;
    for (let term = 0; term < this.rooms.length; term++) reserved += this.rooms[term]!;
    const next = new Uint8Array(Math.max(1024, Math.ceil((reserved + extra) * (1 + spare))));
    let used = 0;
    for (let term = 0; term < this.starts.length; term++) {
      const room = this.rooms[term]!;
      if (room === 0) continue;
      const start = this.starts[term]!;
      next.set(this.pool.subarray(start, start + this.lengths[term]!), used);
      this.starts[term] = used;
      used += room;
    }
    this.pool = next;
    this.used = used;
  }
}
