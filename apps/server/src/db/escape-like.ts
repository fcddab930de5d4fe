/** LIKE treats % and _ as wildcards and \ as the escape: a user's text must match them literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
