import { containsCjk } from '@curio/shared';

/** The longest piece of a CJK run looked up as one (catalogue words are short). */
const LONGEST_PIECE = 6;

/**
 * The text with each run of CJK characters that reads as no known words of two characters cut
 * into the fewest known pieces, with spaces: "黑色卫衣" is "黑色 卫衣" (its middle bigram 色卫 is no
 * word, and would veto both). A run whose every bigram is known, or that no cut covers, stays.
 * Each run costs a few lookups per character, never a walk over the vocabulary.
 */
export function segmentCjk(text: string, known: (piece: string) => boolean): string {
  const chars = Array.from(text);
  let out = '';
  let run: string[] = [];
  const flush = () => {
    out += run.length >= 3 ? cut(run, known) : run.join('');
    run = [];
  };
  for (const char of chars) {
    if (containsCjk(char)) run.push(char);
    else {
      flush();
      out += char;
    }
  }
  flush();
  return out;
}

function cut(run: string[], known: (piece: string) => boolean): string {
  const whole = run.join('');
  let bigramsKnown = true;
  for (let i = 0; i + 2 <= run.length && bigramsKnown; i++) {
    bigramsKnown = known(run[i]! + run[i + 1]!);
  }
  if (bigramsKnown) return whole;
  // fewest[i]: the fewest known pieces covering the first i characters, and where the last starts.
  const fewest = new Array<number>(run.length + 1).fill(Infinity);
  const from = new Array<number>(run.length + 1).fill(-1);
  fewest[0] = 0;
  for (let end = 1; end <= run.length; end++) {
    for (let start = Math.max(0, end - LONGEST_PIECE); start < end; start++) {
      if (fewest[start]! + 1 >= fewest[end]!) continue;
      if (known(run.slice(start, end).join(''))) {
        fewest[end] = fewest[start]! + 1;
        from[end] = start;
      }
    }
  }
  if (fewest[run.length] === Infinity) return whole;
  const pieces: string[] = [];
  for (let end = run.length; end > 0; end = from[end]!) {
    pieces.unshift(run.slice(from[end], end).join(''));
  }
  return pieces.join(' ');
}
