import type { HighlightRange } from '../schemas/search';
import { analyse, foldText, type Token } from './analyser';

interface QueryWord {
  /** Folded and stemmed, as the index compares it. */
  term: string;
  /** Folded only, as typed: "watche" starts "Watches" though its stem does not. */
  folded: string;
}

/** Where a start of `text` at `start` covers `length` folded characters (a code point at a time). */
function endCovering(text: string, start: number, end: number, length: number): number {
  let covered = '';
  let at = start;
  for (const char of text.slice(start, end)) {
    if (covered.length >= length) break;
    covered += foldText(char);
    at += char.length;
  }
  return at;
}

/** The end of the part of the token the query word matched, or undefined when it did not. */
function matchEnd(text: string, token: Token, word: QueryWord): number | undefined {
  if (token.term === word.term) return token.end;
  const folded = foldText(text.slice(token.start, token.end));
  if (folded.startsWith(word.folded)) {
    return endCovering(text, token.start, token.end, word.folded.length);
  }
  if (token.term.startsWith(word.term)) {
    return endCovering(text, token.start, token.end, word.term.length);
  }
  return undefined;
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
 * word of the text exactly (after the analyser's folding: case, accents, plurals) or as its start
 * ("hood" marks "Hood" in "Hoodie"), never inside a word. Offsets are in UTF-16 code units, end
 * exclusive, sorted and merged.
 */
export function highlightRanges(text: string, query: string): HighlightRange[] {
  const words = analyse(query).map((token) => ({
    term: token.term,
    folded: foldText(query.slice(token.start, token.end)),
  }));
  if (words.length === 0) return [];
  const ranges: HighlightRange[] = [];
  for (const token of analyse(text)) {
    const ends = words
      .map((word) => matchEnd(text, token, word))
      .filter((end) => end !== undefined);
    if (ends.length > 0) ranges.push([token.start, Math.max(...ends)]);
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
