import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import {
  accountFixture,
  jsonResponse,
  loadDashboardTranslations,
  productFixture,
  urlOf,
} from '@/testing/fixtures';
import { DashboardOverview } from './dashboard-overview';

const page = <T,>(content: T[]) => ({
  content,
  currentPage: 0,
  totalPages: 1,
  totalElements: content.length,
  size: 4,
  first: true,
  last: true,
});

const user = (id: number, username: string) => accountFixture({ id, username });

function mockServer(role: 'USER' | 'SELLER' | 'ADMIN') {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = urlOf(input);
    calls.push(url);
    if (url === '/api/accounts/verify-role') return jsonResponse({ role });
    if (url === '/api/accounts/me') return jsonResponse(user(1, 'chris'));
    if (url.startsWith('/api/accounts?')) {
      return jsonResponse(page([user(2, 'lotusandco'), user(3, 'amy')]));
    }
    if (url.startsWith('/api/dashboard/products?')) {
      return jsonResponse(
        page([
          {
            ...productFixture({ id: 1, name: 'Tailored Cotton Trousers' }),
            views: 3,
            buyClicks: 1,
          },
        ]),
      );
    }
    if (url === '/api/favorites') {
      return jsonResponse(
        [1, 2, 3, 4, 5].map((id) => productFixture({ id, name: `Favourite number ${id}` })),
      );
    }
    return jsonResponse({ status: 404, message: 'Not found.' }, 404);
  });
  return calls;
}

const card = (name: string) => screen.getByRole('region', { name });
/** The cards wait for the role, then for their own calls: slow machines need more than 1 s. */
const slow = { timeout: 5000 };

describe('DashboardOverview', () => {
  beforeAll(loadDashboardTranslations);

  it('shows an admin every card, previews cut at 8 characters', async () => {
    localStorage.setItem('token', 'abc');
    const calls = mockServer('ADMIN');
    renderWithRouter([{ path: '/', element: <DashboardOverview /> }]);

    const users = await screen.findByRole('list', { name: 'Newest users' }, slow);
    expect(within(users).getByText('lotusand..')).toBeInTheDocument();
    expect(within(users).getByText('amy')).toBeInTheDocument();
    expect(calls).toContain('/api/accounts?page=0&size=4');

    const products = await screen.findByRole('list', { name: 'Latest products' }, slow);
    expect(within(products).getByText('Tailored..')).toBeInTheDocument();
    // The whole name stays available to screen readers.
    expect(within(products).getByText('Tailored Cotton Trousers')).toHaveClass('sr-only');
    expect(calls).toContain('/api/dashboard/products?page=0&size=4');

    const favorites = await screen.findByRole('list', { name: 'Latest favorites' }, slow);
    expect(within(favorites).getAllByRole('listitem')).toHaveLength(4);
    expect(within(favorites).getAllByText('Favourit..')).toHaveLength(4);
    expect(within(favorites).getAllByRole('link')[0]).toHaveAttribute('href', '/products/1');

    const admin = card('Admin Panel');
    expect(admin).toHaveTextContent('Manage colors, sizes and agents');
    // Not on phones.
    expect(admin).toHaveClass('hidden', 'md:flex');
    expect(within(admin).getByRole('link')).toHaveAttribute('href', '/dashboard/admin');
    expect(within(card('Users')).getByRole('link', { name: 'Manage users' })).toHaveAttribute(
      'href',
      '/dashboard/users',
    );
  });

  it('shows a seller Products and Favorites', async () => {
    localStorage.setItem('token', 'abc');
    const calls = mockServer('SELLER');
    renderWithRouter([{ path: '/', element: <DashboardOverview /> }]);
    expect(await screen.findByRole('region', { name: 'Products' }, slow)).toBeInTheDocument();
    expect(card('Favorites')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(calls.some((url) => url.startsWith('/api/accounts?'))).toBe(false);
  });

  it('shows a user Favorites only', async () => {
    localStorage.setItem('token', 'abc');
    const calls = mockServer('USER');
    renderWithRouter([{ path: '/', element: <DashboardOverview /> }]);
    expect(await screen.findByRole('region', { name: 'Favorites' }, slow)).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(calls.some((url) => url.startsWith('/api/dashboard/products'))).toBe(false);
  });
});
