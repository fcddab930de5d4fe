import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loadDashboardTranslations, productFixture, urlOf } from '@/testing/fixtures';
import { toast } from '@/lib/toast';
import { renderWithRouter } from '@/testing/render-with-router';
import { FavoriteButton } from './favorite-button';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const product = productFixture({ id: 7 });
const other = productFixture({ id: 8 });

/** The server: the favourites list and its changes, recorded. */
function mockServer(initial: number[]) {
  const favorites = new Set(initial);
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = urlOf(input);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/favorites' && method === 'GET') {
      return jsonResponse([product, other].filter((item) => favorites.has(item.id)));
    }
    const id = Number(/\/api\/favorites\/(\d+)/.exec(url)?.[1]);
    if (method === 'POST') favorites.add(id);
    if (method === 'DELETE') favorites.delete(id);
    return jsonResponse({ productId: id, favorited: method === 'POST' });
  });
  return calls;
}

const heart = () => screen.getByRole('button', { name: 'Favorite' });

describe('FavoriteButton', () => {
  beforeAll(loadDashboardTranslations);
  beforeEach(() => vi.mocked(toast.success).mockClear());
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('tells a guest that an account is needed, offers sign-in back to the page, and calls nothing', async () => {
    const calls = mockServer([]);
    const { router } = renderWithRouter(
      [
        { path: '/products/:id', element: <FavoriteButton product={product} /> },
        { path: '/auth/signin', element: <p>Sign-in page</p> },
      ],
      '/products/7?from=home',
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart());
    expect(toast.error).toHaveBeenCalledWith('You need to have an account to use this feature!', {
      action: { label: 'Sign in', onClick: expect.any(Function) as unknown },
    });
    expect(calls).toEqual([]);

    const [, options] = vi.mocked(toast.error).mock.calls[0] ?? [];
    const action = options?.action as { onClick: () => void } | undefined;
    act(() => action?.onClick());
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?path=${encodeURIComponent('/products/7?from=home')}`,
    );
  });

  it('starts red (pressed) when the product is in the favourites list', async () => {
    localStorage.setItem('token', 'abc');
    mockServer([7]);
    renderWithRouter([{ path: '/', element: <FavoriteButton product={product} /> }]);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toHaveClass('text-red-600');
  });

  it('starts grey when the product is not a favourite', async () => {
    localStorage.setItem('token', 'abc');
    const calls = mockServer([8]);
    renderWithRouter([{ path: '/', element: <FavoriteButton product={product} /> }]);
    await waitFor(() => expect(calls).toContain('GET /api/favorites'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveClass('text-neutral-500');
  });

  it('adds the product, then removes it, with the toasts of the spec', async () => {
    localStorage.setItem('token', 'abc');
    const calls = mockServer([]);
    renderWithRouter([{ path: '/', element: <FavoriteButton product={product} /> }]);
    await waitFor(() => expect(calls).toContain('GET /api/favorites'));

    await userEvent.click(heart());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Product was added to favorites!'),
    );
    expect(calls).toContain('POST /api/favorites/7');
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart());
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Product was removed from favorites!'),
    );
    expect(calls).toContain('DELETE /api/favorites/7');
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  });

  it('goes back and shows the server message when the change fails', async () => {
    localStorage.setItem('token', 'abc');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      (init?.method ?? 'GET') === 'GET' && urlOf(input) === '/api/favorites'
        ? jsonResponse([])
        : jsonResponse(
            { status: 404, code: 'productNotFound', message: 'Product not found.' },
            404,
          ),
    );
    renderWithRouter([{ path: '/', element: <FavoriteButton product={product} /> }]);
    await userEvent.click(heart());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Product not found.'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });

  it('ends a session the server no longer accepts, staying on the page', async () => {
    localStorage.setItem('token', 'expired');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      (init?.method ?? 'GET') === 'GET' && urlOf(input) === '/api/favorites'
        ? jsonResponse([])
        : jsonResponse({ status: 401, message: 'Unauthorized' }, 401),
    );
    const { router } = renderWithRouter(
      [{ path: '/products/:id', element: <FavoriteButton product={product} /> }],
      '/products/7',
    );
    await userEvent.click(heart());
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(router.state.location.pathname).toBe('/products/7');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});
