/**
 * A cell as text a spreadsheet shows as written (CSV injection): one starting with =, +, - or @,
 * or with a tab or carriage return before one, would run as a formula; a leading apostrophe makes
 * it text. Signed numbers get one too: `-5` stays `-5`, not a negative number to compute with.
 */
export function neutraliseCell(cell: string): string {
  return /^[\t\r=+\-@]/.test(cell) ? `'${cell}` : cell;
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
