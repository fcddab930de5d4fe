import { containsCjk, hasDigit } from '@curio/shared';
import { damerau } from './damerau';
import { PostingLists } from './posting-lists';

/** Terms shorter than this are never typo candidates (a 4-letter word allows one edit). */
const SHORTEST_CANDIDATE = 3;

function trigramsOf(term: string): string[] {
  const padded = `  ${term} `;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return [...new Set(grams)];
}

/** Whether a term may be corrected to or from: Latin letters only, no digits (model codes). */
export function correctable(term: string): boolean {
  return !hasDigit(term) && !containsCjk(term);
}

/**
 * Every term the index has seen, each with a number: kept sorted for word-start (prefix) lookups,
 * with the text first seen for it (what a suggestion shows: "hoodies" rather than the folded
 * "hoodie"), and with a trigram index for typo candidates. Terms are never forgotten: one that
 * no longer has products simply matches none.
 */
export class TermDictionary {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly surfaces: string[] = [];
  private sorted: string[] = [];
  /** Terms added since the last word-start lookup, merged into `sorted` by the next one. */
  private pending: string[] = [];
  /** The number of each trigram, and the terms holding each (by that number). */
  private readonly gramIds = new Map<string, number>();
  private readonly trigrams = new PostingLists();
  private shared = new Uint16Array(1024);

  /** Frees the room kept to grow (after a build). */
  trim(): void {
    this.trigrams.trim();
  }

  get size(): number {
    return this.terms.length;
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  termOf(id: number): string {
    return this.terms[id] ?? '';
  }

  surfaceOf(id: number): string {
    return this.surfaces[id] ?? '';
  }

  /** The term's id, adding it when new. */
  intern(term: string, surface: string): number {
    const known = this.ids.get(term);
    if (known !== undefined) return known;
    const id = this.terms.length;
    this.ids.set(term, id);
    this.terms.push(term);
    this.surfaces.push(surface);
    this.pending.push(term);
    if (term.length >= SHORTEST_CANDIDATE && correctable(term)) {
      for (const gram of trigramsOf(term)) {
        let gramId = this.gramIds.get(gram);
        if (gramId === undefined) {
          gramId = this.gramIds.size;
          this.gramIds.set(gram, gramId);
        }
        this.trigrams.add(gramId, id);
      }
    }
    return id;
  }

  private lowerBound(term: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < term) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** One merge of the new terms (a splice per term costs a copy of the dictionary each). */
  private mergePending(): void {
    if (this.pending.length === 0) return;
    const added = this.pending.sort();
    this.pending = [];
    const merged: string[] = new Array<string>(this.sorted.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < this.sorted.length || j < added.length) {
      if (j === added.length || (i < this.sorted.length && this.sorted[i]! < added[j]!)) {
        merged[k++] = this.sorted[i++]!;
      } else {
        merged[k++] = added[j++]!;
      }
    }
    this.sorted = merged;
  }

  /** Calls `visit` with the id of every term starting with `prefix` other than `prefix` itself. */
  forEachExtension(prefix: string, visit: (id: number) => void): void {
    this.mergePending();
    for (let i = this.lowerBound(prefix); i < this.sorted.length; i++) {
      const term = this.sorted[i]!;
      if (!term.startsWith(prefix)) return;
      if (term !== prefix) visit(this.ids.get(term)!);
    }
  }

  /**
   * Terms within `maxEdits` Damerau–Levenshtein edits of one of the spellings (the word as typed
   * and its folded form) and with the same first letter, those of the nearest distance only, the
   * most used first (`uses`: "hoodei" is "hoodie" before "hooded"), at most `limit`. Candidates share enough trigrams with the
   * spelling to be within reach (an edit changes at most four of them).
   */
  corrections(
    spellings: string[],
    maxEdits: number,
    limit: number,
    uses: (id: number) => number,
  ): number[] {
    const best = new Map<number, number>();
    for (const spelling of new Set(spellings)) {
      const grams = trigramsOf(spelling);
      const needed = Math.max(1, grams.length - 4 * maxEdits);
      if (this.shared.length < this.terms.length) this.shared = new Uint16Array(this.terms.length);
      const touched: number[] = [];
      for (const gram of grams) {
        const gramId = this.gramIds.get(gram);
        if (gramId === undefined) continue;
        this.trigrams.forEach(gramId, (id) => {
          if (this.shared[id] === 0) touched.push(id);
          this.shared[id]!++;
        });
      }
      for (const id of touched) {
        const enough = this.shared[id]! >= needed;
        this.shared[id] = 0;
        if (!enough) continue;
        const term = this.terms[id]!;
        // Few typos hit the first letter; allowing it turns "nike" into "hike".
        if (term === spelling || term.charAt(0) !== spelling.charAt(0)) continue;
        const distance = damerau(spelling, term, maxEdits);
        if (distance <= maxEdits && distance < (best.get(id) ?? Infinity)) best.set(id, distance);
      }
    }
    // Only the nearest distance: "snaekers" is sneakers (2 edits away from nothing nearer), and
    // never speakers as well because both are within the allowed distance.
    let nearest = Infinity;
    for (const distance of best.values()) nearest = Math.min(nearest, distance);
    return [...best]
      .filter(([, distance]) => distance === nearest)
      .sort(([a], [b]) => uses(b) - uses(a) || this.terms[a]!.localeCompare(this.terms[b]!))
      .slice(0, limit)
      .map(([id]) => id);
  }
}
