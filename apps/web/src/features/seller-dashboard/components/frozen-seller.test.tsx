import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import {
  accountFixture,
  jsonResponse,
  loadDashboardTranslations,
  productFixture,
  urlOf,
} from '@/testing/fixtures';
import { FrozenSellerNotice } from './frozen-seller-notice';
import { ProductForm } from './product-form';
import { ProductsManager } from './products-manager';

function mockServer(frozen: boolean, role: 'USER' | 'SELLER' = 'SELLER') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = urlOf(input);
    if (url === '/api/accounts/me')
      return jsonResponse(accountFixture({ username: 'sam', role, frozen }));
    if (url.startsWith('/api/dashboard/products?')) {
      return jsonResponse({
        content: [{ ...productFixture({ id: 4, name: 'Waxed Jacket' }), views: 0, buyClicks: 0 }],
        currentPage: 0,
        totalPages: 1,
        totalElements: 1,
        size: 25,
        first: true,
        last: true,
      });
    }
    return jsonResponse([]);
  });
}

const slow = { timeout: 5000 };

/** The products page as the dashboard lays it out: the notice above the table. */
function ProductsPage() {
  return (
    <>
      <FrozenSellerNotice />
      <ProductsManager />
    </>
  );
}
const REASON = 'Not available: your account is frozen.';

describe('a frozen seller', () => {
  beforeAll(loadDashboardTranslations);
  beforeEach(() => localStorage.setItem('token', 'abc'));

  it('sees what it means and whom to contact, and the product actions off with the reason', async () => {
    mockServer(true);
    renderWithRouter([{ path: '/', element: <ProductsPage /> }]);
    const notice = await screen.findByRole('status', { name: 'Your account is frozen' }, slow);
    expect(notice).toHaveTextContent(
      'you cannot add, edit or delete products or upload images until it is unfrozen',
    );
    expect(notice).toHaveTextContent('contact the site administrators');
    expect(within(notice).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const add = screen.getByRole('link', { name: 'Add Product' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).not.toHaveAttribute('href');
    expect(add).toHaveAttribute('title', REASON);
    expect(add).toHaveAccessibleDescription(expect.stringContaining('Your account is frozen'));

    const edit = await screen.findByRole('link', { name: 'Edit Waxed Jacket' }, slow);
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    expect(edit).not.toHaveAttribute('href');
    const remove = screen.getByRole('button', { name: 'Delete Waxed Jacket' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAttribute('title', REASON);
  });

  it('sees the edit form with every control off, saving included', async () => {
    mockServer(true);
    renderWithRouter([{ path: '/', element: <ProductForm product={productFixture({ id: 4 })} /> }]);
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeDisabled(), slow);
    expect(save).toHaveAttribute('title', REASON);
    expect(screen.getByLabelText(/Product name/)).toBeDisabled();
    expect(document.querySelector('input[type="file"]')).toBeDisabled();
  });
});

describe('an active seller', () => {
  beforeEach(() => localStorage.setItem('token', 'abc'));
  it('sees no notice and working links', async () => {
    mockServer(false);
    renderWithRouter([{ path: '/', element: <ProductsPage /> }]);
    const edit = await screen.findByRole('link', { name: 'Edit Waxed Jacket' }, slow);
    expect(edit).toHaveAttribute('href', '/dashboard/products/edit/4');
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/dashboard/products/create',
    );
    expect(screen.getByRole('button', { name: 'Delete Waxed Jacket' })).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Your account is frozen' })).toBeNull();
  });
});
