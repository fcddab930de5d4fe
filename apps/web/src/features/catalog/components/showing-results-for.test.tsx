import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubSuggestions } from '../testing/fake-suggestions';
import { ShowingResultsFor } from './showing-results-for';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderNotice(query: string, showingResultsFor: string | null) {
  const calls = stubSuggestions((q) => ({
    query: q,
    products: [],
    categories: [],
    didYouMean: null,
    showingResultsFor,
  }));
  renderWithRouter([{ path: '/', element: <ShowingResultsFor query={query} /> }], '/');
  return calls;
}

describe('ShowingResultsFor', () => {
  it('says the results are for the words the search could use', async () => {
    renderNotice("men's watch", 'watch');
    expect(
      await screen.findByText("No exact match for “men's watch”; showing results for “watch”"),
    ).toBeInTheDocument();
  });

  it('shows nothing when the results are for the whole query', async () => {
    const calls = renderNotice('watch', null);
    await vi.waitFor(() => expect(calls).toHaveBeenCalledWith('watch'));
    expect(screen.queryByText(/No exact match/)).not.toBeInTheDocument();
  });
});
