import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import {
  accountFixture,
  jsonResponse,
  loadDashboardTranslations,
  productFixture,
  urlOf,
} from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render-with-router';
import { ProductsManager } from './products-manager';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const slow = { timeout: 5000 };

interface Server {
  urls: string[];
  bulkBodies: unknown[];
}

/** Two products on page 1 of 2, 27 matching in all; the bulk call answers `bulkReply`. */
function mockServer({
  frozen = false,
  bulkReply = jsonResponse({ selected: 27, changed: 27 }),
} = {}) {
  const server: Server = { urls: [], bulkBodies: [] };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = urlOf(input);
    server.urls.push(url);
    if (url === '/api/accounts/me') {
      return jsonResponse(accountFixture({ id: 1, username: 'ming', role: 'SELLER', frozen }));
    }
    if (url.startsWith('/api/dashboard/products?')) {
      return jsonResponse({
        content: [1, 2].map((id) => ({
          ...productFixture({ id, name: `Hoodie ${id}` }),
          views: id,
          buyClicks: 0,
        })),
        currentPage: 0,
        totalPages: 2,
        totalElements: 27,
        size: 25,
        first: true,
        last: false,
      });
    }
    if (url === '/api/dashboard/products/bulk') {
      server.bulkBodies.push(JSON.parse(typeof init?.body === 'string' ? init.body : 'null'));
      return bulkReply.clone();
    }
    if (url === '/api/categories') return jsonResponse([{ id: 1, name: 'Hoodies' }]);
    return jsonResponse({ status: 404, code: 'notFound', message: 'Not found.' }, 404);
  });
  return server;
}

function renderManager(path = '/dashboard/products') {
  return renderWithRouter([{ path: '/dashboard/products', element: <ProductsManager /> }], path);
}

// Many clicks a test: a loaded machine needs more than the default 5 s.
describe('ProductsManager selection and bulk actions', { timeout: 20_000 }, () => {
  beforeAll(loadDashboardTranslations);
  beforeEach(() => {
    localStorage.setItem('token', 'abc');
    vi.mocked(toast.success).mockClear();
  });

  it('selects the page, then all matching, and unticking a row keeps the rest of the page', async () => {
    mockServer();
    const user = userEvent.setup();
    renderManager();
    const pageBox = await screen.findByRole(
      'checkbox',
      { name: 'Select all products on this page' },
      slow,
    );
    expect(screen.getByRole('heading', { name: '0 products selected' })).toBeInTheDocument();

    await user.click(pageBox);
    expect(screen.getByRole('checkbox', { name: 'Select Hoodie 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Hoodie 2' })).toBeChecked();
    expect(screen.getByRole('heading', { name: '2 products selected' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select all 27 matching products' }));
    expect(
      screen.getByRole('heading', { name: 'All 27 matching products are selected' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Hoodie 2' }));
    expect(screen.getByRole('heading', { name: '1 product selected' })).toBeInTheDocument();
    expect(pageBox).not.toBeChecked();
    expect(pageBox).toHaveProperty('indeterminate', true);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('heading', { name: '0 products selected' })).toBeInTheDocument();
  });

  it('confirms a price change of all matching products, stating how many, and sends the search', async () => {
    const server = mockServer();
    const user = userEvent.setup();
    renderManager('/dashboard/products?search=hood&filter=name');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all products on this page' }, slow),
    );
    await user.click(screen.getByRole('button', { name: 'Select all 27 matching products' }));
    await user.type(screen.getByLabelText('Percent (e.g. 10 or -5)'), '10');
    await user.click(screen.getByRole('button', { name: 'Apply…' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Change the price of 27 products by +10%?');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('27 products changed.'));
    expect(server.bulkBodies).toEqual([
      {
        selection: { by: 'matching', search: 'hood', filter: 'name' },
        action: { type: 'changePrice', by: 'percent', value: 10 },
      },
    ]);
  });

  it('shows a refusal with the number of products concerned', async () => {
    mockServer({
      bulkReply: jsonResponse(
        {
          status: 400,
          code: 'bulkPriceOutOfRange',
          message: 'The change would put products outside the price range 0.01–1000000.',
          params: { count: '3' },
        },
        400,
      ),
    });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Hoodie 1' }, slow));
    await user.selectOptions(screen.getByLabelText('Change by'), 'amount');
    await user.type(screen.getByLabelText('Amount in CN¥ (e.g. 5 or -2.50)'), '-20');
    await user.click(screen.getByRole('button', { name: 'Apply…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Change the price of 1 product by −CN¥20.00?');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '3 products would leave the price range 0.01–1,000,000. Nothing was changed.',
    );
  });

  it('refuses a change of 0 before asking', async () => {
    mockServer();
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Hoodie 1' }, slow));
    await user.type(screen.getByLabelText('Percent (e.g. 10 or -5)'), '0');
    await user.click(screen.getByRole('button', { name: 'Apply…' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a change other than 0 with at most 2 decimals.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('disables bulk actions for a frozen seller, with the reason', async () => {
    mockServer({ frozen: true });
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Hoodie 1' }, slow));
    expect(
      await screen.findByText('Your account is frozen. You cannot manage products.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply…' })).toBeDisabled();
  });

  it('sorts by a column header: the address and the request follow, aria-sort says so', async () => {
    const server = mockServer();
    const user = userEvent.setup();
    const { router } = renderManager('/dashboard/products?page=2');
    const price = await screen.findByRole('button', { name: 'Price' }, slow);
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await user.click(price);
    expect(router.state.location.search).toBe('?sort=price&order=desc');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(price);
    expect(router.state.location.search).toBe('?sort=price&order=asc');
    await waitFor(() =>
      expect(server.urls).toContain('/api/dashboard/products?page=0&size=25&sort=price&order=asc'),
    );
  });
});
