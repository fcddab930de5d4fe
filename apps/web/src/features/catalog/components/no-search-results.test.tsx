import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { NoSearchResults } from './no-search-results';

const fetchMock = vi.fn<typeof fetch>();
let didYouMean: string | null = null;

beforeEach(() => {
  fetchMock.mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://x');
    const body = {
      query: url.searchParams.get('q'),
      products: [],
      categories: [],
      didYouMean,
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  didYouMean = null;
});

function renderEmpty(path: string, query: string) {
  return renderWithRouter([{ path: '/', element: <NoSearchResults query={query} /> }], path);
}

describe('NoSearchResults', () => {
  it('says that nothing matches the query and offers to clear the search', async () => {
    renderEmpty('/?query=nike&colors=Red', 'nike');
    expect(screen.getByText('No products match “nike”')).toBeInTheDocument();
    expect(screen.queryByText('No products found.')).not.toBeInTheDocument();
    const clear = screen.getByRole('link', { name: 'Clear the search' });
    expect(clear).toHaveAttribute('href', '/?colors=Red&page=1');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('links the correction the suggestions offer, keeping the filters', async () => {
    didYouMean = 'hoodie';
    renderEmpty('/?query=hoodei&colors=Red', 'hoodei');
    const link = await screen.findByRole('link', { name: 'hoodie' });
    expect(link).toHaveAttribute('href', '/?query=hoodie&colors=Red&page=1');
    expect(link.closest('p')).toHaveTextContent('Did you mean hoodie?');
  });
});
