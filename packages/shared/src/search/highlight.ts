import type { HighlightRange } from '../schemas/search';

interface Word {
  chars: string[];
  /** Each character folded (lower case, no accents). */
  folded: string[];
  start: number;
}

const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

function foldChar(char: string): string {
  return char.normalize('NFD').replace(MARKS, '').toLowerCase();
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((match) => {
    const chars = Array.from(match[0]);
    return { chars, folded: chars.map(foldChar), start: match.index };
  });
}

/** How many characters of `word` the query word covers from its start, or 0 when it does not. */
function prefixLength(word: Word, query: string): number {
  let covered = '';
  let length = 0;
  for (const char of word.folded) {
    if (covered.length >= query.length) break;
    covered += char;
    length++;
  }
  return covered.startsWith(query) ? length : 0;
}

function merged(ranges: HighlightRange[]): HighlightRange[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: HighlightRange[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else out.push([range[0], range[1]]);
  }
  return out;
}

/**
 * The parts of `text` a search for `query` matched, for highlighting: each query word matches a
 * word of the text exactly or as its start ("hood" marks "Hood" in "Hoodie"), never inside a word;
 * case and accents are ignored. Offsets are in UTF-16 code units, end exclusive, sorted, merged.
 */
export function highlightRanges(text: string, query: string): HighlightRange[] {
  const queryWords = wordsOf(query).map((word) => word.folded.join(''));
  if (queryWords.length === 0) return [];
  const ranges: HighlightRange[] = [];
  for (const word of wordsOf(text)) {
    const length = Math.max(...queryWords.map((query) => prefixLength(word, query)));
    if (length === 0) continue;
    ranges.push([word.start, word.start + word.chars.slice(0, length).join('').length]);
  }
  return merged(ranges);
}

/** `text` cut at its highlights, in order, for rendering the marked parts apart. */
export function highlightParts(
  text: string,
  ranges: readonly HighlightRange[],
): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || start >= end) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
