import {
  containsCjk,
  hasDigit,
  queryWords,
  stem,
  type QueryWord,
  type SynonymRule,
} from '@curio/shared';
import {
  type Bits,
  countBits,
  forEachBit,
  hasBit,
  intersectInto,
  ScratchBits,
  subtractInto,
  uniteInto,
} from '../memory-index/bitset';
import { segmentCjk } from './cjk-segments';
import { FIELDS, type Field, inDescription, type MatchKind, rankOf } from './fields';
import { SynonymTable } from './synonym-table';
import { correctable } from './term-dictionary';
import type { TextIndex } from './text-index';

/** The shortest part a word is cut into when products write it as two words. */
const SHORTEST_PART = 3;
/** The shortest word that finds the rules whose terms it starts ("pull" would find pullovers). */
const SHORTEST_SYNONYM_START = 5;
/** Corrections tried per unknown word. */
const MAX_CORRECTIONS = 5;
const PREFIX_FIELDS: readonly Field[] = FIELDS.filter((field) => field !== 'description');

/** Products one way of reading some query words finds, by rank (kind and field). */
interface Entry {
  rank: number;
  bits: Bits;
}

/** A way to read the query words from `from` up to (not including) `to`. */
interface Edge {
  from: number;
  to: number;
  entries: Entry[];
  /** Every product of the entries. */
  any: Bits;
}

/** How a query was read: its words and, for each unknown word, its best corrections. */
export interface SearchResult {
  /** The matching products. */
  bits: Bits;
  /** The matches grouped by relevance, best first (computed as they are read). */
  tiers: () => Iterable<Bits>;
  /** For each word (by index) found only through typo corrections: the corrections' term ids. */
  corrected: Map<number, number[]>;
  words: QueryWord[];
  /** The text the words are of: the one asked, its CJK runs cut into known words. */
  text: string;
  /**
   * The words searched instead of the text, when some of its words match nothing at all and the
   * others find products together ("men's watch" → "watch"); `words` are then those of `used`.
   */
  used: string | null;
}

function allowedEdits(word: QueryWord): number {
  if (word.cjk || hasDigit(word.text) || !correctable(word.text)) return 0;
  if (word.text.length <= 3) return 0;
  return word.text.length <= 7 ? 1 : 2;
}

/**
 * The text without the words no reading covers (not even a join, a synonym or a correction), or
 * null when every word or none is covered.
 */
function knownWords(text: string, words: QueryWord[], edges: Edge[]): string | null {
  const known = words.filter((_, at) => edges.some((edge) => edge.from <= at && edge.to > at));
  if (known.length === 0 || known.length === words.length) return null;
  return known.map((word) => text.slice(word.start, word.end)).join(' ');
}

/**
 * Matches a search text against the text index: every word, by word or word start in
 * any field, or through an adjacent join, a synonym or — when nothing else finds it — a typo
 * correction; all words must match. Ranks by how each word matched (exact word, synonym, word
 * start, typo) and where (name, category, colour, size, seller, description).
 */
export class SearchEngine {
  private synonyms = new SynonymTable();
  /** The sets of the last search, taken again by the next one. */
  private readonly scratch = new ScratchBits();
  /** Whether the current search counts description matches (a relaxed search does not). */
  private descriptions = true;

  constructor(
    private readonly text: TextIndex,
    private readonly words: () => number,
  ) {}

  setSynonyms(rules: SynonymRule[]): void {
    this.synonyms = new SynonymTable(rules);
  }

  private entriesOf(kind: MatchKind, terms: number[], fields: readonly Field[]): Entry[] {
    const bits = this.text.productsWith(terms, fields, () => this.empty());
    const entries: Entry[] = [];
    FIELDS.forEach((field, at) => {
      const found = bits[at];
      // A name or description set is there only when a product holds a term; a lookup's may
      // be empty.
      const any = found && (field === 'name' || field === 'description' || countBits(found) > 0);
      if (any) entries.push({ rank: rankOf(kind, field), bits: found });
    });
    return entries;
  }

  /**
   * Exact and word-start matches of a term (and of the unstemmed text, for word starts). A single
   * letter is a word start only as the last word, still being typed: "t" of "t shirt" would unite
   * the products of every word in t.
   */
  private termEntries(term: string, text: string, cjk: boolean, last: boolean): Entry[] {
    const dictionary = this.text.dictionary;
    const exact = dictionary.idOf(term);
    const entries = exact === undefined ? [] : this.entriesOf('exact', [exact], FIELDS);
    if (cjk || (text.length < 2 && !last)) return entries;
    const extensions = new Set<number>();
    for (const prefix of new Set([term, text])) {
      dictionary.forEachExtension(prefix, (id) => extensions.add(id));
    }
    if (exact !== undefined) extensions.delete(exact);
    if (extensions.size > 0)
      entries.push(...this.entriesOf('prefix', [...extensions], PREFIX_FIELDS));
    return entries;
  }

  /**
   * A synonym phrase as entries: for each field, the products holding every term of the phrase
   * in that field or a better one (a phrase's rank is that of its worst-placed term).
   */
  private phraseEntries(phrase: string[], kind: MatchKind = 'synonym'): Entry[] {
    const dictionary = this.text.dictionary;
    const ids = phrase.map((term) => dictionary.idOf(term));
    if (ids.some((id) => id === undefined)) return [];
    // One word: its products per field (what a wider field adds below would rank no better).
    if (ids.length === 1) return this.entriesOf(kind, [ids[0]!], PREFIX_FIELDS);
    const perTerm = ids.map((id) =>
      this.text.productsWith([id!], PREFIX_FIELDS, () => this.empty()),
    );
    const entries: Entry[] = [];
    const within = perTerm.map(() => this.empty());
    FIELDS.forEach((field, at) => {
      let all: Bits | undefined;
      perTerm.forEach((bits, t) => {
        const found = bits[at];
        if (found) uniteInto(within[t]!, found);
        if (all) intersectInto(all, within[t]!);
        else all = this.scratch.copy(within[t]!);
      });
      if (all && countBits(all) > 0) entries.push({ rank: rankOf(kind, field), bits: all });
    });
    return entries;
  }

  /** The entries of several phrases, a phrase after the other (a rule's first phrase first). */
  private phrasesEntries(phrases: readonly string[][], kind: MatchKind): Entry[] {
    return phrases.flatMap((phrase) => this.phraseEntries(phrase, kind));
  }

  /**
   * The nearest used terms of a word that matches nothing: its plural typed with one letter too
   * many ("sunglassess"), else its nearest typo corrections, the most used first.
   */
  private correctionsOf(word: QueryWord): number[] {
    const edits = allowedEdits(word);
    if (edits === 0) return [];
    const dictionary = this.text.dictionary;
    if (word.text.endsWith('s')) {
      const plural = dictionary.idOf(stem(word.text.slice(0, -1)));
      if (plural !== undefined && this.text.isUsed(plural)) return [plural];
    }
    return dictionary
      .corrections([word.text, word.term], edits, MAX_CORRECTIONS * 4, (id) => this.text.uses(id))
      .filter((id) => this.text.isUsed(id))
      .slice(0, MAX_CORRECTIONS);
  }

  /** Whether a piece of a CJK run is a word of the catalogue or of a synonym rule. */
  private knownCjk(piece: string): boolean {
    if (this.synonyms.knows(piece)) return true;
    const chars = Array.from(piece);
    const grams = chars.length <= 2 ? [piece] : chars.slice(1).map((c, i) => chars[i]! + c);
    return grams.every((gram) => {
      const id = this.text.dictionary.idOf(gram);
      return id !== undefined && this.text.isUsed(id);
    });
  }

  /**
   * A word written as one that products write as two ("sweatshirt" for "sweat shirt"): each way
   * to cut it into two known terms of three letters or more, as a phrase. A few map lookups per
   * word, never a walk over the dictionary.
   */
  private splitEntries(word: QueryWord): Entry[] {
    const text = word.text;
    if (word.cjk || text.length < 2 * SHORTEST_PART || hasDigit(text)) return [];
    const dictionary = this.text.dictionary;
    const entries: Entry[] = [];
    for (let cut = SHORTEST_PART; cut <= text.length - SHORTEST_PART; cut++) {
      const phrase = [text.slice(0, cut), stem(text.slice(cut))];
      if (phrase.every((part) => dictionary.idOf(part) !== undefined)) {
        entries.push(...this.phraseEntries(phrase, 'synonym'));
      }
    }
    return entries;
  }

  /**
   * What the synonyms of one term find: of a join ("ear buds" as earbuds, and so as headphones),
   * or of a correction ("sneackers" as sneakers, and so as trainers).
   */
  private synonymEntries(term: string, kind: MatchKind): Entry[] {
    return this.phrasesEntries(
      this.synonyms.at([term], 0).flatMap((match) => match.phrases),
      kind,
    );
  }

  /**
   * A typo of a rule's word that no product holds ("zapatilas" of zapatillas, "Turnschue"): what
   * the nearest such word stands for, when the catalogue had no correction to offer.
   */
  private nearSynonymEntries(word: QueryWord): Entry[] {
    const edits = allowedEdits(word);
    if (edits === 0) return [];
    const near = this.synonyms.nearest([word.term, word.text], edits);
    return near === undefined ? [] : this.synonymEntries(near, 'typo');
  }

  private edge(from: number, to: number, found: Entry[]): Edge | undefined {
    const entries = this.descriptions ? found : found.filter((entry) => !inDescription(entry.rank));
    if (entries.length === 0) return undefined;
    const any = this.empty();
    for (const entry of entries) uniteInto(any, entry.bits);
    return { from, to, entries, any };
  }

  private empty(): Bits {
    return this.scratch.take(this.words());
  }

  /**
   * The products matching the text, ranked. The sets of the result (`bits`, `tiers()`) are only
   * valid until the next search.
   */
  search(asked: string, descriptions = true): SearchResult {
    this.descriptions = descriptions;
    this.scratch.reuse();
    const text = containsCjk(asked) ? segmentCjk(asked, (piece) => this.knownCjk(piece)) : asked;
    const words = queryWords(text);
    const terms = words.map((word) => word.term);
    const edges: Edge[] = [];
    const corrected = new Map<number, number[]>();
    const add = (edge: Edge | undefined) => {
      if (edge) edges.push(edge);
    };
    words.forEach((word, at) => {
      const last = at === words.length - 1;
      const own = this.edge(at, at + 1, this.termEntries(word.term, word.text, word.cjk, last));
      add(own);
      add(this.edge(at, at + 1, this.splitEntries(word)));
      const joined = word.joinedWithNext;
      if (joined !== null) {
        add(
          this.edge(at, at + 2, [
            ...this.termEntries(joined, joined, false, true),
            ...this.synonymEntries(joined, 'synonym'),
          ]),
        );
      }
      let bySynonym = false;
      for (const match of this.synonyms.at(terms, at)) {
        const edge = this.edge(
          at,
          at + match.length,
          this.phrasesEntries(match.phrases, 'synonym'),
        );
        add(edge);
        if (edge && match.length === 1) bySynonym = true;
      }
      if (!word.cjk && word.text.length >= SHORTEST_SYNONYM_START) {
        const starts = this.synonyms.startingWith(word.term);
        const edge = this.edge(at, at + 1, this.phrasesEntries(starts, 'synonym'));
        add(edge);
        if (edge) bySynonym = true;
      }
      if (own || bySynonym || edges.some((e) => e.from < at && e.to > at)) return;
      const corrections = this.correctionsOf(word);
      const typo = this.edge(at, at + 1, [
        ...this.entriesOf('typo', corrections, FIELDS),
        ...corrections.flatMap((id) =>
          this.synonymEntries(this.text.dictionary.termOf(id), 'typo'),
        ),
      ]);
      if (!typo) {
        add(this.edge(at, at + 1, this.nearSynonymEntries(word)));
        return;
      }
      corrected.set(at, corrections);
      add(typo);
    });
    const bits = this.matchesFrom(0, words.length, edges, new Map());
    if (countBits(bits) === 0) {
      const known = knownWords(text, words, edges);
      if (known === null) return { bits, tiers: () => [], corrected, words, text, used: null };
      // The search again (it takes the scratch sets afresh: `bits` is not read after it), by
      // names and lookups only: an answer for fewer words must not rest on descriptions as well.
      const relaxed = this.search(known, false);
      if (countBits(relaxed.bits) > 0) return { ...relaxed, used: known };
      return { bits: relaxed.bits, tiers: () => [], corrected, words, text, used: null };
    }
    const tiers = () => this.tiers(bits, words.length, edges);
    return { bits, tiers, corrected, words, text, used: null };
  }

  /** The products matching the words from `at` to the end, one reading after the other. */
  private matchesFrom(at: number, end: number, edges: Edge[], memo: Map<number, Bits>): Bits {
    const known = memo.get(at);
    if (known) return known;
    const bits = this.empty();
    for (const edge of edges) {
      if (edge.from !== at) continue;
      if (edge.to === end) {
        uniteInto(bits, edge.any);
        continue;
      }
      const rest = this.scratch.copy(edge.any);
      intersectInto(rest, this.matchesFrom(edge.to, end, edges, memo));
      uniteInto(bits, rest);
    }
    memo.set(at, bits);
    return bits;
  }

  /**
   * The matches by relevance: the sum over the words of each word's best rank, smallest first.
   * A one-word reading is ranked with bit-set differences only, a rank at a time as the caller
   * asks: a page is usually full within the first.
   */
  private tiers(matches: Bits, end: number, edges: Edge[]): Iterable<Bits> {
    if (edges.every((edge) => edge.from === 0 && edge.to === end)) {
      return this.rankTiers(matches, edges);
    }
    const byScore = new Map<number, Bits>();
    const scoreFrom = (id: number, at: number): number => {
      if (at === end) return 0;
      let best = Infinity;
      for (const edge of edges) {
        if (edge.from !== at || !hasBit(edge.any, id)) continue;
        let rank = Infinity;
        for (const entry of edge.entries) {
          if (entry.rank < rank && hasBit(entry.bits, id)) rank = entry.rank;
        }
        best = Math.min(best, rank + scoreFrom(id, edge.to));
      }
      return best;
    };
    forEachBit(matches, (id) => {
      const score = scoreFrom(id, 0);
      let tier = byScore.get(score);
      if (!tier) {
        tier = this.empty();
        byScore.set(score, tier);
      }
      tier[id >>> 5]! |= 1 << (id & 31);
    });
    return [...byScore].sort(([a], [b]) => a - b).map(([, tier]) => tier);
  }

  /**
   * The matches of a one-word reading by the first entry holding each, in the order of ranks
   * (entries of one rank in the order found: a synonym rule's first phrase first), one tier at a
   * time.
   */
  private *rankTiers(matches: Bits, edges: Edge[]): Generator<Bits> {
    const entries = edges.flatMap((edge) => edge.entries).sort((a, b) => a.rank - b.rank);
    const seen = this.empty();
    for (const entry of entries) {
      const tier = this.scratch.copy(entry.bits);
      intersectInto(tier, matches);
      subtractInto(tier, seen);
      uniteInto(seen, tier);
      if (countBits(tier) > 0) yield tier;
    }
  }
}
