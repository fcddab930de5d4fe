import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { jsonResponse, loadDashboardTranslations, urlOf } from '@/testing/fixtures';
import { ProductImport } from './product-import';

const dryRun = {
  total: 3,
  valid: 1,
  rows: [
    {
      row: 2,
      name: 'Linen Shirt',
      errors: [],
      matched: [{ field: 'categories', value: 'Accessoires', name: 'Accessories' }],
    },
    { row: 3, name: 'Wool Scarf', errors: [{ field: 'price', code: 'priceAboveZero' }] },
    {
      row: 4,
      name: '',
      errors: [
        { field: 'name', code: 'productNameRequired' },
        { field: 'colors', code: 'unknownLookup', params: { value: 'Mauve' } },
      ],
    },
  ],
};

/** The lookup lists the format section names; other calls go to `other`. */
const withLookups =
  (other: (url: string) => Response) =>
  async (input: RequestInfo | URL): Promise<Response> => {
    const url = urlOf(input);
    if (['/api/categories', '/api/colors', '/api/sizes'].includes(url)) return jsonResponse([]);
    return other(url);
  };

const ndjson = (lines: object[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  });

describe('ProductImport', () => {
  beforeAll(loadDashboardTranslations);

  it('shows the dry run errors by row, then imports the valid rows row by row', async () => {
    const calls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      withLookups((url) => {
        calls.push(url);
        if (url === '/api/products/import/dry-run') return jsonResponse(dryRun);
        return ndjson([
          { type: 'progress', phase: 'products', done: 1, total: 1 },
          {
            type: 'result',
            mode: 'per-row',
            created: 1,
            skipped: 2,
            rows: dryRun.rows.map((row) =>
              row.errors.length
                ? { ...row, status: 'skipped' }
                : { ...row, status: 'created', productId: 9 },
            ),
          },
        ]);
      }),
    );
    const user = userEvent.setup();
    renderWithRouter([{ path: '/', element: <ProductImport /> }]);

    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['x'], 'p.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText('1 of 3 rows are ready to import.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '2 rows with errors' });
    const [, scarf, nameless] = within(table).getAllByRole('row');
    expect(scarf).toHaveTextContent('3Wool ScarfPrice: Price must be greater than 0');
    expect(nameless).toHaveTextContent('Name: Product name is required');
    expect(nameless).toHaveTextContent('Colors: Unknown value: Mauve');
    expect(screen.getByText('Row 2, Categories: Accessoires → Accessories')).toBeInTheDocument();

    // All or nothing cannot run with rows in error.
    await user.click(screen.getByLabelText(/All or nothing/));
    expect(screen.getByRole('button', { name: 'Import 1 product' })).toBeDisabled();
    await user.click(screen.getByLabelText(/Row by row/));
    await user.click(screen.getByRole('button', { name: 'Import 1 product' }));

    expect(await screen.findByText('1 created, 2 skipped.')).toBeInTheDocument();
    expect(calls).toEqual(['/api/products/import/dry-run', '/api/products/import?mode=per-row']);
    expect(screen.getByRole('button', { name: 'Download report (CSV)' })).toBeInTheDocument();
  });

  it('shows a refused file in words, with its parameters', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      withLookups(() =>
        jsonResponse(
          { status: 400, code: 'importNotCsv', message: 'x', params: { columns: 'name, price' } },
          400,
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithRouter([{ path: '/', element: <ProductImport /> }]);
    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'p.csv'));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a CSV file with the columns name, price',
    );
  });
});
