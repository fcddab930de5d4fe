import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { Pagination } from './pagination';

function Page({ totalPages }: { totalPages: number }) {
  const [params] = useSearchParams();
  return <Pagination page={Number(params.get('page') ?? '1')} totalPages={totalPages} />;
}

function renderPagination(path: string, totalPages: number) {
  return renderWithRouter([{ path: '/', element: <Page totalPages={totalPages} /> }], path);
}

/** The visible items in order: page numbers, '…' for ellipses. */
function items(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  // Ellipses are hidden from assistive technology, so read the list items directly.
  return [...nav.querySelectorAll('li')].slice(1, -1).map((item) => item.textContent);
}

describe('Pagination', () => {
  it('shows the first, the last and the pages within 2 of the current one, with ellipses', async () => {
    renderPagination('/?page=10', 20);
    await screen.findByRole('navigation', { name: 'Pagination' });
    expect(items()).toEqual(['1', '…', '8', '9', '10', '11', '12', '…', '20']);
  });

  it('shows a single hidden page instead of an ellipsis', async () => {
    renderPagination('/?page=5', 7);
    await screen.findByRole('navigation', { name: 'Pagination' });
    expect(items()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('marks the active page with aria-current="page", and only it', async () => {
    renderPagination('/?page=3', 7);
    const current = await screen.findByRole('link', { name: 'Page 3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(1);
  });

  it('disables previous on the first page and next on the last', async () => {
    renderPagination('/?page=1', 3);
    expect(await screen.findByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?page=2');
  });

  it('writes the page to the URL and keeps the other parameters', async () => {
    const user = userEvent.setup();
    const { router } = renderPagination('/?query=hoodie&categories=Hoodies,Jackets&page=2', 7);

    await user.click(await screen.findByRole('link', { name: 'Page 4' }));
    let search = new URLSearchParams(router.state.location.search);
    expect(search.get('page')).toBe('4');
    expect(search.get('query')).toBe('hoodie');
    expect(search.get('categories')).toBe('Hoodies,Jackets');
    expect(router.state.location.search).toBe('?query=hoodie&categories=Hoodies,Jackets&page=4');
    expect(await screen.findByRole('link', { name: 'Page 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    search = new URLSearchParams(router.state.location.search);
    expect(search.get('page')).toBe('5');

    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
  });

  it('renders nothing for a single page', () => {
    renderPagination('/', 1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
