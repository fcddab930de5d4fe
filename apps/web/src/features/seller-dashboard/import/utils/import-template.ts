import { csvLine, IMPORT_COLUMNS, IMPORT_LIST_SEPARATOR, type ImportColumn } from '@curio/shared';

/** One name of each lookup for the example row; absent while the lists load or when empty. */
export interface ExampleNames {
  category?: string;
  colors: string[];
  size?: string;
}

/** The example row: a product valid on this store, named with its own categories, colours, sizes. */
function exampleRow({ category, colors, size }: ExampleNames): Record<ImportColumn, string> {
  return {
    name: 'Linen Shirt',
    description: 'Loose fit, 100% linen',
    price: '88.00',
    link: 'https://item.taobao.com/item.htm?id=612345678901',
    categories: category ?? '',
    colors: colors.slice(0, 2).join(IMPORT_LIST_SEPARATOR),
    sizes: size ?? '',
    images: `front.jpg${IMPORT_LIST_SEPARATOR}back.jpg`,
  };
}

/** The header row and the example row, as CSV lines. */
export function templateLines(names: ExampleNames): [header: string, example: string] {
  const row = exampleRow(names);
  return [csvLine(IMPORT_COLUMNS), csvLine(IMPORT_COLUMNS.map((column) => row[column]))];
}

/** The template as a file a spreadsheet opens as UTF-8. */
export function importTemplateCsv(names: ExampleNames): string {
  return `\uFEFF${templateLines(names).join('\r\n')}\r\n`;
}
