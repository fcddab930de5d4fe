import { describe, expect, it } from 'vitest';
import { importReportCsv } from './import-report';

describe('importReportCsv', () => {
  it('writes one line per row, reasons joined, formula cells defused', () => {
    const csv = importReportCsv(
      [
        { row: 2, name: 'Linen Shirt', status: 'created', productId: 41, errors: [] },
        {
          row: 3,
          name: '=HYPERLINK("http://evil","x")',
          status: 'skipped',
          errors: [
            { field: 'price', code: 'priceAboveZero' },
            { field: 'colors', code: 'unknownLookup', params: { value: 'Mauve' } },
          ],
        },
      ],
      {
        header: ['Row', 'Product', 'Result', 'Product ID', 'Reason'],
        status: (status) => (status === 'created' ? 'Created' : 'Skipped'),
        reason: (error) => `${error.field}: ${error.code}`,
      },
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFRow,Product,Result,Product ID,Reason',
      '2,Linen Shirt,Created,41,',
      `3,"'=HYPERLINK(""http://evil"",""x"")",Skipped,,price: priceAboveZero / colors: unknownLookup`,
      '',
    ]);
  });
});
