import { csvLine, messageText, type ImportOutcome, type ImportRowError } from '@curio/shared';

export interface ReportLabels {
  header: [row: string, name: string, status: string, productId: string, reasons: string];
  status: (status: ImportOutcome['status']) => string;
  reason: (error: ImportRowError) => string;
}

/**
 * The import's report as CSV: one line per row, created or skipped and why. Every cell is
 * neutralised, so a product named "=HYPERLINK(…)" stays text in a spreadsheet. The BOM lets
 * spreadsheets read the UTF-8 names as UTF-8.
 */
export function importReportCsv(rows: readonly ImportOutcome[], labels: ReportLabels): string {
  const lines = rows.map((row) =>
    csvLine([
      row.row,
      row.name,
      labels.status(row.status),
      row.productId ?? '',
      row.errors.map((error) => labels.reason(error)).join(' / '),
    ]),
  );
  return `\uFEFF${[csvLine(labels.header), ...lines].join('\r\n')}\r\n`;
}

/** A row error as the server's message text, for a translation's default value. */
export const englishReason = (error: ImportRowError) => messageText(error.code, error.params);
