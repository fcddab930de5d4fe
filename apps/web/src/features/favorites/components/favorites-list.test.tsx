import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loadDashboardTranslations, productFixture, urlOf } from '@/testing/fixtures';
import { toast } from '@/lib/toast';
import { renderWithRouter } from '@/testing/render-with-router';
import { FavoritesList } from './favorites-list';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('FavoritesList', () => {
  beforeAll(loadDashboardTranslations);

  it('shows a friendly empty state', async () => {
    localStorage.setItem('token', 'abc');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse([]));
    renderWithRouter([{ path: '/', element: <FavoritesList /> }]);
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/');
  });

  it('lists the favourites with their details, and removes one', async () => {
    localStorage.setItem('token', 'abc');
    let favorites = [
      productFixture({ id: 7, name: 'Canvas Tote', price: 12.5, categories: ['Bags', 'Outdoor'] }),
      productFixture({ id: 8, name: 'Wool Beanie', price: 8 }),
    ];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') {
        favorites = favorites.filter((item) => !urlOf(input).endsWith(`/${item.id}`));
        return jsonResponse({ productId: 7, favorited: false });
      }
      return jsonResponse(favorites);
    });
    renderWithRouter([{ path: '/', element: <FavoritesList /> }]);

    const tote = (await screen.findByRole('heading', { name: 'Canvas Tote' })).closest('article')!;
    expect(within(tote).getByRole('link')).toHaveAttribute('href', '/products/7');
    expect(tote).toHaveTextContent('¥12.50');
    expect(tote).toHaveTextContent('Bags');
    expect(tote).toHaveTextContent('Outdoor');
    expect(screen.getByText('2 favorite products')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Canvas Tote from favorites' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Canvas Tote' })).not.toBeInTheDocument(),
    );
    expect(toast.success).toHaveBeenCalledWith('Product was removed from favorites!');
    expect(screen.getByRole('heading', { name: 'Wool Beanie' })).toBeInTheDocument();
  });
});
