import { readVarint, writeVarint } from '../search/varint';
import { WordTable } from './word-table';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Dead bytes are reclaimed once they are this share of the buffer (and at least a megabyte). */
const COMPACT_SHARE = 0.5;
const COMPACT_MIN_BYTES = 1024 * 1024;
const SPACE = 0x20;
/** Characters of three UTF-8 bytes (CJK among them) are kept as words of this many. */
const WIDE_PIECE = 2;

/** The name being set as UTF-8, and its code, reused. */
let utf8 = new Uint8Array(1024);
let code = new Uint8Array(1024);

/** A reader of one name's bytes: code position and end, word position and end, a space due. */
const first = new Int32Array(5);
const second = new Int32Array(5);
/** A position in the codes. */
const cursor = new Int32Array(1);

const byteLength = (lead: number) => (lead < 0xc0 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4);
const isWide = (lead: number) => lead >= 0xe0 && lead < 0xf0;

/**
 * Products' lower-cased names by id, each as the ids of its words in a WordTable: a name is a few
 * bytes, not its text (at a million products 17 MB instead of 44). A word is what lies between
 * spaces; a run of three-byte characters (CJK), which no space divides, is cut into pieces of two.
 * Each piece is stored as a varint of its word id × 2, + 1 when a space follows it, after the
 * code's length. Names compare byte-wise as their UTF-8, which is the order of code points: the
 * order of `<` on strings but for characters beyond U+FFFF against U+E000–U+FFFF.
 */
export class PackedNames {
  private words = new WordTable();
  private codes = new Uint8Array(1024);
  /** Position 0 is never a code: a start of 0 means no name. */
  private used = 1;
  private dead = 0;
  private starts = new Uint32Array(32);

  set(id: number, name: string): void {
    this.delete(id);
    this.ensureIds(id);
    if (name.length === 0) return;
    if (utf8.length < name.length * 3) utf8 = new Uint8Array(name.length * 3);
    const { written } = encoder.encodeInto(name, utf8);
    if (code.length < written * 5 + 10) code = new Uint8Array(written * 5 + 10);
    const length = this.encode(written);
    const room = 5 + length;
    if (this.used + room > this.codes.length) this.growCodes(room);
    const start = this.used;
    const at = writeVarint(this.codes, start, length);
    this.codes.set(code.subarray(0, length), at);
    this.starts[id] = start;
    this.used = at + length;
  }

  delete(id: number): void {
    const start = this.starts[id] ?? 0;
    if (start === 0) return;
    const [length, at] = this.lengthAt(start);
    this.dead += at - start + length;
    this.starts[id] = 0;
    if (this.dead >= COMPACT_MIN_BYTES && this.dead > this.used * COMPACT_SHARE) this.compact();
  }

  get(id: number): string {
    const reader = this.open(first, id);
    const bytes: number[] = [];
    for (let byte = this.next(reader); byte !== -1; byte = this.next(reader)) bytes.push(byte);
    return decoder.decode(Uint8Array.from(bytes));
  }

  /** Whether `a`'s name comes before `b`'s, equal names by id. */
  before(a: number, b: number): boolean {
    const x = this.open(first, a);
    const y = this.open(second, b);
    const codes = this.codes;
    // Whole words held by both are passed over without reading their bytes.
    while (x[0]! < x[1]! && y[0]! < y[1]!) {
      let i = x[0]!;
      let j = y[0]!;
      while (codes[i] === codes[j] && codes[i]! >= 128) {
        i++;
        j++;
      }
      if (codes[i] !== codes[j]) break;
      x[0] = i + 1;
      y[0] = j + 1;
    }
    for (;;) {
      const p = this.next(x);
      const q = this.next(y);
      if (p !== q) return p === -1 || (q !== -1 && p < q);
      if (p === -1) return a < b;
    }
  }

  /** Frees the room kept to grow (after a build). */
  trim(): void {
    this.codes = this.codes.slice(0, this.used);
    this.words.trim();
  }

  /** Writes the code of the `length` bytes in `utf8` to `code`; returns its length. */
  private encode(length: number): number {
    let out = 0;
    let from = 0;
    while (from <= length) {
      let to = from;
      while (to < length && utf8[to] !== SPACE) to++;
      const spaced = to < length ? 1 : 0;
      if (to === from) out = writeVarint(code, out, this.words.intern(utf8, from, to) * 2 + spaced);
      let piece = from;
      while (piece < to) {
        const wide = isWide(utf8[piece]!);
        let end = piece;
        let chars = 0;
        while (end < to && isWide(utf8[end]!) === wide && (!wide || chars < WIDE_PIECE)) {
          end += byteLength(utf8[end]!);
          chars++;
        }
        end = Math.min(end, to);
        const word = this.words.intern(utf8, piece, end);
        out = writeVarint(code, out, word * 2 + (end === to ? spaced : 0));
        piece = end;
      }
      from = to + 1;
    }
    return out;
  }

  /** The length of the code at `start`, and where the code begins. */
  private lengthAt(start: number): [number, number] {
    cursor[0] = start;
    const length = readVarint(this.codes, cursor);
    return [length, cursor[0]];
  }

  private open(reader: Int32Array, id: number): Int32Array {
    const start = this.starts[id] ?? 0;
    const [length, at] = start === 0 ? [0, 0] : this.lengthAt(start);
    reader[0] = at;
    reader[1] = at + length;
    reader[2] = 0;
    reader[3] = 0;
    reader[4] = 0;
    return reader;
  }

  /** The reader's next byte of the name, -1 at its end. */
  private next(reader: Int32Array): number {
    for (;;) {
      if (reader[2]! < reader[3]!) return this.words.buffer()[reader[2]!++]!;
      if (reader[4] === 1) {
        reader[4] = 0;
        return SPACE;
      }
      if (reader[0]! >= reader[1]!) return -1;
      const token = readVarint(this.codes, reader);
      const word = Math.floor(token / 2);
      reader[2] = this.words.startOf(word);
      reader[3] = this.words.endOf(word);
      reader[4] = token % 2;
    }
  }

  private ensureIds(id: number): void {
    if (id < this.starts.length) return;
    const starts = new Uint32Array(Math.max(id + 1, this.starts.length * 2));
    starts.set(this.starts);
    this.starts = starts;
  }

  private growCodes(more: number): void {
    const codes = new Uint8Array(Math.max(this.used + more, this.codes.length * 2));
    codes.set(this.codes.subarray(0, this.used));
    this.codes = codes;
  }

  /** Keeps only the live names, and only the words they use (renumbered, so codes shrink). */
  private compact(): void {
    const live = this.used - this.dead;
    let codes = new Uint8Array(Math.max(1024, live + (live >>> 3)));
    const words = new WordTable();
    const renumbered = new Int32Array(this.words.size).fill(-1);
    const source = this.words.buffer();
    let used = 1;
    for (let id = 0; id < this.starts.length; id++) {
      const start = this.starts[id]!;
      if (start === 0) continue;
      const [length, at] = this.lengthAt(start);
      if (code.length < length * 5 + 10) code = new Uint8Array(length * 5 + 10);
      let out = 0;
      for (let i = at; i < at + length;) {
        let token = 0;
        let scale = 1;
        let byte: number;
        do {
          byte = this.codes[i++]!;
          token += (byte & 127) * scale;
          scale *= 128;
        } while (byte >= 128);
        const old = Math.floor(token / 2);
        if (renumbered[old] === -1) {
          renumbered[old] = words.intern(source, this.words.startOf(old), this.words.endOf(old));
        }
        out = writeVarint(code, out, renumbered[old]! * 2 + (token % 2));
      }
      if (used + out + 5 > codes.length) {
        const grown = new Uint8Array((used + out + 5) * 2);
        grown.set(codes.subarray(0, used));
        codes = grown;
      }
      this.starts[id] = used;
      used = writeVarint(codes, used, out);
      codes.set(code.subarray(0, out), used);
      used += out;
    }
    this.codes = codes;
    this.words = words;
    this.used = used;
    this.dead = 0;
  }
}
