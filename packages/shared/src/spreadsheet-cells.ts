/**
 * Spreadsheet formula injection (CSV injection): a cell a spreadsheet would run as a formula.
 * Such a cell starts with = or @, or with + or - when it is not a plain number (a price of -5 is
 * a bad price, not a formula), possibly behind a tab or carriage return.
 */
export function looksLikeFormula(cell: string): boolean {
  const text = cell.replace(/^[\t\r]+/, '');
  const first = text.charAt(0);
  if (first === '=' || first === '@') return true;
  if (first === '+' || first === '-') return !/^[+-]\d+(?:[.,]\d+)?$/.test(text);
  return text !== cell && text.length > 0;
}

/** The cell as text a spreadsheet shows as written: a leading apostrophe defuses a formula. */
export function neutraliseCell(cell: string): string {
  return looksLikeFormula(cell) || /^[+-]/.test(cell) ? `'${cell}` : cell;
}

/** One CSV line (RFC 4180 quoting), every cell neutralised. */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells
    .map((cell) => {
      const text = neutraliseCell(String(cell));
      return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}
