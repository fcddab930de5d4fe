/**
 * The one text analyser of the search, for product texts and queries alike: a word
 * found in a product is found by the same word typed in any case, with or without accents, in
 * full-width letters, singular or plural. Each token keeps where it stands in the original text
 * (`start` inclusive, `end` exclusive, in UTF-16 units) so that highlighting marks what was typed.
 */
export interface Token {
  term: string;
  start: number;
  end: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WORD_ONLY = /^[\p{L}\p{N}]+$/u;
const MARKS = /\p{M}/gu;
const APOSTROPHES = new Set(["'", '’']);
const DIGIT = /\p{N}/u;
/** Letters that neither case nor accent folding reduce to ASCII. */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
/** Words ending in s that are not plurals, or whose singular is not what a shopper types. */
const KEPT_AS_THEY_ARE = new Set(['jeans', 'series', 'species', 'news', 'lens', 'canvas']);

/** Whether the text holds a Chinese, Japanese or Korean character. */
export function containsCjk(text: string): boolean {
  return CJK.test(text);
}

const isCjk = containsCjk;

/** Whether the term holds a digit: numbers and model codes ("500ml", "rtx4090") stay as typed. */
export function hasDigit(term: string): boolean {
  return DIGIT.test(term);
}

/** One character (code point) folded: NFKC, lower case, accents removed; CJK kept as it is. */
function foldChar(char: string): string {
  const compatible = char.normalize('NFKC');
  if (isCjk(compatible)) return compatible;
  const lower = compatible.toLowerCase();
  const special = SPECIAL_FOLDS[lower];
  if (special !== undefined) return special;
  return lower.normalize('NFD').replace(MARKS, '');
}

/** Case, width and accent folding of a whole text (no splitting, no plural folding). */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded;
}

function endsWithConsonantY(word: string): boolean {
  return word.endsWith('y') && !/[aeiou]/.test(word.charAt(word.length - 2));
}

/**
 * Plural and simple inflection folding of one folded word: caps → cap, hoodies → hoodie,
 * dresses → dress, watches → watch; a consonant-y ending meets its "ies" plural (hoody, hoodies
 * → hoodie). Short words, words with digits and non-Latin words are left alone.
 */
export function stem(word: string): string {
  if (word.length <= 3 || hasDigit(word) || !/^[a-z]+$/.test(word)) return word;
  if (KEPT_AS_THEY_ARE.has(word)) return word;
  if (word.endsWith('ies')) return word.slice(0, -1);
  if (endsWithConsonantY(word)) return `${word.slice(0, -1)}ie`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ch|sh|x|z)es$/.test(word) && word.length > 4) return word.slice(0, -2);
  if (/(ss|us|is|ous)$/.test(word)) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

interface Piece {
  text: string;
  start: number;
  end: number;
  cjk: boolean;
  /** The gap before this piece is not whitespace ("t-shirt", "usb/c") or there is no gap. */
  tight: boolean;
}

/** How a character (code point) reads: folded text, and whether it is CJK or part of a word. */
interface CharClass {
  folded: string;
  cjk: boolean;
  word: boolean;
}

const classes = new Map<string, CharClass>();

/** Non-ASCII characters are classified once (NFKC and regular expressions are slow per call). */
function classOf(char: string): CharClass {
  let known = classes.get(char);
  if (!known) {
    const folded = foldChar(char);
    const cjk = isCjk(folded);
    known = { folded, cjk, word: cjk || (folded.length > 0 && WORD_ONLY.test(folded)) };
    if (classes.size < 100_000) classes.set(char, known);
  }
  return known;
}

function isAsciiWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
}

/**
 * Past a possessive "s" after an apostrophe at `offset - 1` ("men's", "men’s" → "men", as
 * "men" and "mens" are); otherwise `offset`, and the apostrophe joins the word ("rock'n'roll").
 */
function afterPossessive(text: string, offset: number): number {
  const code = text.charCodeAt(offset);
  if (code !== 115 && code !== 83) return offset;
  const next = text.charAt(offset + 1);
  return next === '' || !LETTER_OR_DIGIT.test(next) ? offset + 1 : offset;
}

/** The words (folded, not stemmed) and CJK characters of a text, with their offsets. */
function pieces(text: string): Piece[] {
  const found: Piece[] = [];
  let current: Piece | undefined;
  let gapHasSpace = true;
  let offset = 0;
  while (offset < text.length) {
    const start = offset;
    const code = text.charCodeAt(offset);
    if (code < 128) {
      offset++;
      if (isAsciiWordCode(code)) {
        const folded = String.fromCharCode(code >= 65 && code <= 90 ? code + 32 : code);
        if (current) {
          current.text += folded;
          current.end = offset;
        } else {
          current = { text: folded, start, end: offset, cjk: false, tight: !gapHasSpace };
          found.push(current);
        }
        gapHasSpace = false;
      } else if (current && code === 39 && isAsciiWordCode(text.charCodeAt(offset))) {
        offset = afterPossessive(text, offset);
        current.end = offset;
      } else {
        current = undefined;
        if (code === 32 || (code >= 9 && code <= 13) || found.length === 0) gapHasSpace = true;
      }
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(offset) ?? code);
    offset += char.length;
    const { folded, cjk, word } = classOf(char);
    if (cjk) {
      current = undefined;
      found.push({ text: folded, start, end: offset, cjk: true, tight: !gapHasSpace });
      gapHasSpace = false;
    } else if (word) {
      if (current) {
        current.text += folded;
        current.end = offset;
      } else {
        current = { text: folded, start, end: offset, cjk: false, tight: !gapHasSpace };
        found.push(current);
      }
      gapHasSpace = false;
    } else if (current && folded.length === 0) {
      // A combining mark (folded to nothing) continues the word.
      current.end = offset;
    } else if (current && APOSTROPHES.has(char) && LETTER_OR_DIGIT.test(text.charAt(offset))) {
      offset = afterPossessive(text, offset);
      current.end = offset;
    } else {
      current = undefined;
      if (/\s/u.test(char) || found.length === 0) gapHasSpace = true;
    }
  }
  return found;
}

/**
 * Number words read as their digits, so "five panel" meets "5-panel" (and "5" meets "Five"); in
 * English, and from two to six (the counts product names use: two-tone, five-panel, six-panel) in
 * German, French and Spanish, folded. Left out: words that are also other words of those
 * languages (dos of "sac à dos", tres of "très", un, ein).
 */
// A Map, not an object: a word such as "constructor" must not find Object's own properties.
const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    one: '1',
    two: '2',
    three: '3',
    four: '4',
    five: '5',
    six: '6',
    seven: '7',
    eight: '8',
    nine: '9',
    ten: '10',
    zwei: '2',
    drei: '3',
    vier: '4',
    funf: '5',
    sechs: '6',
    deux: '2',
    trois: '3',
    quatre: '4',
    cinq: '5',
    cuatro: '4',
    cinco: '5',
    seis: '6',
  }),
);

function termOf(piece: Piece): string {
  if (piece.cjk) return piece.text;
  return NUMBER_WORDS.get(piece.text) ?? stem(piece.text);
}

/**
 * The tokens of a text in order: each word folded and stemmed, each CJK character on its own.
 * Anything that is not a letter or a digit separates words.
 */
export function analyse(text: string): Token[] {
  return pieces(text).map((piece) => ({ term: termOf(piece), start: piece.start, end: piece.end }));
}

/**
 * Two adjacent words written as one ("t" + "shirts" → "tshirt"), stemmed as one word; after a
 * number, the number and the second word's term ("five" + "panels" → "5panel").
 */
function joined(first: Piece, second: Piece): string {
  const number =
    NUMBER_WORDS.get(first.text) ?? (/^\d+$/.test(first.text) ? first.text : undefined);
  if (number !== undefined) return number + termOf(second);
  return stem(first.text + second.text);
}

/**
 * Whether two adjacent words are also indexed as one: when written apart by punctuation
 * ("t-shirt", "e.book") or when one is a single letter or digit ("t shirt"). Joining every pair
 * would multiply the dictionary by the pairs of a million names.
 */
function joinable(first: Piece, second: Piece): boolean {
  if (first.cjk || second.cjk) return false;
  return second.tight || first.text.length === 1 || second.text.length === 1;
}

/**
 * What a product text is indexed under: its tokens, adjacent words joined where `joinable`, and
 * the bigrams of each CJK run (a query of two or more CJK characters matches by bigram).
 */
export function indexTokens(text: string): Token[] {
  const all = pieces(text);
  const tokens: Token[] = all.map((piece) => ({
    term: termOf(piece),
    start: piece.start,
    end: piece.end,
  }));
  for (const [i, second] of all.entries()) {
    const first = all[i - 1];
    if (!first) continue;
    if (first.cjk && second.cjk && second.tight) {
      tokens.push({ term: first.text + second.text, start: first.start, end: second.end });
    } else if (joinable(first, second)) {
      tokens.push({ term: joined(first, second), start: first.start, end: second.end });
    }
  }
  return tokens;
}

/**
 * A query's words for matching: each Latin word with the join of it and the next word as an
 * alternative ("t shirt" also tries "tshirt"); a CJK run of two or more characters as its bigrams,
 * a lone CJK character as itself.
 */
export interface QueryWord extends Token {
  /** The folded, unstemmed word (for typo correction and suggestions). */
  text: string;
  cjk: boolean;
  /** The term of this word joined with the next one, when there is a next Latin word. */
  joinedWithNext: string | null;
}

export function queryWords(text: string): QueryWord[] {
  const all = pieces(text);
  const words: QueryWord[] = [];
  for (const [i, piece] of all.entries()) {
    const next = all[i + 1];
    if (piece.cjk) {
      const runContinues = next?.cjk === true && next.tight;
      const previous = all[i - 1];
      const runStarted = previous?.cjk === true && piece.tight;
      if (runContinues) {
        words.push({
          term: piece.text + next.text,
          text: piece.text + next.text,
          start: piece.start,
          end: next.end,
          cjk: true,
          joinedWithNext: null,
        });
      } else if (!runStarted) {
        words.push({ ...pieceWord(piece), joinedWithNext: null });
      }
      continue;
    }
    words.push({
      ...pieceWord(piece),
      joinedWithNext: next && !next.cjk ? joined(piece, next) : null,
    });
  }
  return words;
}

function pieceWord(piece: Piece): Omit<QueryWord, 'joinedWithNext'> {
  return {
    term: termOf(piece),
    text: piece.text,
    start: piece.start,
    end: piece.end,
    cjk: piece.cjk,
  };
}
