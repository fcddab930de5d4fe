import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubSuggestions } from '../testing/fake-suggestions';
import { NoSearchResults } from './no-search-results';

let didYouMean: string | null = null;
let fetchMock: ReturnType<typeof stubSuggestions>;

beforeEach(() => {
  fetchMock = stubSuggestions((query) => ({
    query,
    products: [],
    categories: [],
    didYouMean,
    showingResultsFor: null,
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
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
