import { queryWords, type SynonymRule } from '@curio/shared';
import { damerau } from './damerau';

/** A run of query words a rule recognised, and the phrases (term lists) it also stands for. */
export interface SynonymMatch {
  length: number;
  phrases: string[][];
}

function phrasesOf(text: string): string[][] {
  const words = queryWords(text);
  const terms = words.map((word) => word.term);
  if (terms.length === 0) return [];
  const joined = queryWords(words.map((word) => word.text).join(''));
  const latin = words.every((word) => !word.cjk);
  return latin && terms.length > 1 && joined.length === 1 ? [terms, [joined[0]!.term]] : [terms];
}

const keyOf = (terms: string[]) => terms.join(' ');

/**
 * The synonym rules, analysed like queries: "t-shirt" is recognised as "t shirt" and "tshirt",
 * "卫衣" as its bigram. Expansions happen at query time, so editing a rule reindexes nothing.
 */
export class SynonymTable {
  private readonly byKey = new Map<string, string[][]>();
  private longest = 0;

  constructor(rules: SynonymRule[] = []) {
    for (const rule of rules) {
      const targets = rule.mapsTo ?? rule.terms;
      for (const term of rule.terms) {
        const alternatives = targets
          .filter((target) => target !== term)
          .flatMap((target) => phrasesOf(target));
        for (const phrase of phrasesOf(term)) {
          const key = keyOf(phrase);
          const known = this.byKey.get(key) ?? [];
          const seen = new Set(known.map(keyOf));
          for (const alternative of alternatives) {
            if (keyOf(alternative) === key || seen.has(keyOf(alternative))) continue;
            seen.add(keyOf(alternative));
            known.push(alternative);
          }
          this.byKey.set(key, known);
          this.longest = Math.max(this.longest, phrase.length);
        }
      }
    }
    this.followChains();
    this.oneWordKeys = [...this.byKey.keys()].filter((key) => !key.includes(' ')).sort();
  }

  /** Rules' one-word terms, sorted, for word starts. */
  private readonly oneWordKeys: string[];

  /**
   * The phrases of the one-word rule terms that start with `prefix` and are longer
   * ("kapuzenpul" of "kapuzenpullover" stands for hoodie): a binary search, then a short walk.
   */
  startingWith(prefix: string): string[][] {
    const keys = this.oneWordKeys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle]! <= prefix) low = middle + 1;
      else high = middle;
    }
    const phrases: string[][] = [];
    for (let i = low; i < keys.length && keys[i]!.startsWith(prefix); i++) {
      phrases.push([keys[i]!], ...(this.byKey.get(keys[i]!) ?? []));
    }
    return phrases;
  }

  /**
   * Rules lead on to each other: "运动鞋 => sneakers" with "sneakers, trainers" also finds
   * trainers. Each phrase gains what its alternatives stand for, until nothing changes (a few
   * rounds: rules are written by hand, chains are short).
   */
  private followChains(): void {
    for (let round = 0, changed = true; changed && round < 4; round++) {
      changed = false;
      for (const [key, phrases] of this.byKey) {
        const seen = new Set([key, ...phrases.map(keyOf)]);
        for (const phrase of [...phrases]) {
          for (const further of this.byKey.get(keyOf(phrase)) ?? []) {
            if (seen.has(keyOf(further))) continue;
            seen.add(keyOf(further));
            phrases.push(further);
            changed = true;
          }
        }
      }
    }
  }

  /**
   * The one-word rule term nearest to a word no rule and no product knows, within `maxEdits` and
   * with the same first letter ("zapatilas" → zapatilla, "casquete" → casquette); the first in
   * order among the nearest. A binary search to the first letter, then a walk over its terms.
   */
  nearest(spellings: readonly string[], maxEdits: number): string | undefined {
    const first = spellings[0]?.charAt(0);
    if (!first) return undefined;
    const keys = this.oneWordKeys;
    let low = 0;
    let high = keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (keys[middle]! < first) low = middle + 1;
      else high = middle;
    }
    let best: string | undefined;
    let distance = maxEdits + 1;
    for (let i = low; i < keys.length && keys[i]!.startsWith(first); i++) {
      for (const spelling of spellings) {
        const d = damerau(spelling, keys[i]!, maxEdits);
        if (d > 0 && d < distance) [best, distance] = [keys[i], d];
      }
    }
    return best;
  }

  /** Whether a rule recognises the text as a whole ("卫衣"). */
  knows(text: string): boolean {
    return this.byKey.has(keyOf(queryWords(text).map((word) => word.term)));
  }

  /** The rules recognising the query terms from position `at` on, longest first. */
  at(terms: string[], at: number): SynonymMatch[] {
    const found: SynonymMatch[] = [];
    for (let length = Math.min(this.longest, terms.length - at); length >= 1; length--) {
      const phrases = this.byKey.get(keyOf(terms.slice(at, at + length)));
      if (phrases && phrases.length > 0) found.push({ length, phrases });
    }
    return found;
  }
}
