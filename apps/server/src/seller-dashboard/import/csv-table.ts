import { parse } from 'csv-parse/sync';
import { IMPORT_COLUMNS, LIMITS, type ImportColumn } from '@curio/shared';
import { badRequest, payloadTooLarge } from '../../http/errors';

/** One data row, by column; `row` is its number in a spreadsheet (the header is row 1). */
export interface CsvRow {
  row: number;
  cells: Record<ImportColumn, string>;
}

const notCsv = () =>
  badRequest('importNotCsv', { file: 'importNotCsv' }, { columns: IMPORT_COLUMNS.join(', ') });

/**
 * UTF-16 or UTF-32 text, as Excel's "Unicode text" saves it: a byte-order mark, or NUL bytes
 * beside the header's letters. The wrong encoding, not a binary file.
 */
function isWideText(bytes: Buffer): boolean {
  if (bytes.length < 4) return false;
  const [a, b] = [bytes[0], bytes[1]];
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff)) return true;
  if (bytes.readUInt32BE(0) === 0x0000feff) return true;
  const head = [...bytes.subarray(0, 8)];
  const zeroAt = (parity: number) =>
    head.every((byte, index) => (index % 2 === parity ? byte === 0 : byte > 0 && byte < 0x80));
  return zeroAt(0) || zeroAt(1);
}

function decodeUtf8(bytes: Buffer): string {
  try {
    // fatal: a byte sequence that is not UTF-8 (a Latin-1 or GBK export) is refused, not garbled.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest('importNotUtf8', { file: 'importNotUtf8' });
  }
}

/** Comma or semicolon: whichever the header row uses (outside quotes) more. */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The rows of an import CSV: UTF-8 (BOM or not), comma or semicolon, header row of IMPORT_COLUMNS. */
export function readCsvTable(bytes: Buffer): CsvRow[] {
  if (bytes.length > LIMITS.importCsvBytesMax) throw payloadTooLarge('importCsvTooLarge');
  if (isWideText(bytes)) throw badRequest('importNotUtf8', { file: 'importNotUtf8' });
  // A NUL byte: a binary file (a spreadsheet workbook, an image), not text.
  if (bytes.includes(0)) throw notCsv();
  const text = decodeUtf8(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      relax_column_count: false,
    });
  } catch {
    throw notCsv();
  }
  const [header, ...data] = records;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const known = new Set<string>(IMPORT_COLUMNS);
  if (
    columns.length !== IMPORT_COLUMNS.length ||
    new Set(columns).size !== columns.length ||
    !columns.every((name) => known.has(name))
  ) {
    throw notCsv();
  }
  // Only the header (blank lines are skipped): an empty dry run would look like success.
  if (data.length === 0) throw badRequest('importNoRows', { file: 'importNoRows' });
  if (data.length > LIMITS.importRowsMax) {
    throw badRequest('importTooManyRows', { file: 'importTooManyRows' });
  }
  // Cells are text, stored as written (`- 100% cotton`); formulas are defused where CSV is written.
  return data.map((record, index) => ({
    row: index + 2,
    cells: Object.fromEntries(columns.map((column, at) => [column, record[at] ?? ''])) as Record<
      ImportColumn,
      string
    >,
  }));
}
