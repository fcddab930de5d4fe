import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { addToRecentlyViewed, RECENTLY_VIEWED_KEY } from '../stores/recently-viewed';
import { RecentlyViewedCarousel } from './recently-viewed-carousel';

const entry = (id: number) => ({
  id,
  name: `Product ${id}`,
  price: 10,
  image: `/media/products/k${id}-150.webp`,
  imageUrl: `/media/products/k${id}-600.webp`,
});

function renderCarousel() {
  return renderWithRouter([{ path: '/', element: <RecentlyViewedCarousel /> }]);
}

const cardNames = () =>
  within(screen.getByRole('region', { name: 'Recently Viewed' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('RecentlyViewedCarousel', () => {
  it('is hidden while the list is empty', async () => {
    renderCarousel();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Recently Viewed' })).not.toBeInTheDocument();
  });

  it('shows the list newest first and follows changes of this tab', async () => {
    addToRecentlyViewed(entry(1));
    renderCarousel();
    expect(await screen.findByRole('region', { name: 'Recently Viewed' })).toBeInTheDocument();

    act(() => addToRecentlyViewed(entry(2)));
    expect(cardNames()).toEqual(['Product 2CN¥10.00', 'Product 1CN¥10.00']);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/products/2');
  });

  it('follows changes made in another tab', async () => {
    addToRecentlyViewed(entry(1));
    renderCarousel();
    await screen.findByRole('region', { name: 'Recently Viewed' });

    act(() => {
      localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([entry(3), entry(1)]));
      window.dispatchEvent(new StorageEvent('storage', { key: RECENTLY_VIEWED_KEY }));
    });
    expect(cardNames()[0]).toBe('Product 3CN¥10.00');
  });
});
