import { LIMITS, type SearchSuggestions } from '@curio/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { stubSuggestions } from '../testing/fake-suggestions';
import { SearchBox } from './search-box';

function suggestionsFor(query: string): SearchSuggestions {
  return {
    query,
    products: [
      { id: 7, name: 'Pullover Hoodie', price: 39, imageUrl: null, highlights: [[9, 13]] },
      { id: 8, name: 'Hooded Jacket', price: 59, imageUrl: null, highlights: [[0, 4]] },
    ],
    categories: [{ name: 'Hoodies', count: 12, highlights: [[0, 4]] }],
    didYouMean: null,
    showingResultsFor: null,
  };
}

let fetchMock: ReturnType<typeof stubSuggestions>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = stubSuggestions(suggestionsFor);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderSearch(path: string, live = true) {
  const view = renderWithRouter(
    [
      { path: '/', element: <SearchBox live={live} /> },
      { path: '/products/:id', element: <SearchBox live={live} /> },
    ],
    path,
  );
  const location = () => view.router.state.location;
  const search = () => new URLSearchParams(location().search);
  return { ...view, search, location };
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });

describe('SearchBox', () => {
  it('writes the trimmed query 300 ms after the last keystroke and resets the page', async () => {
    const { search } = renderSearch('/?page=3&colors=Red');
    await act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.change(box(), { target: { value: '  hood' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(box(), { target: { value: '  hoodie ' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(search().has('query')).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search().get('query')).toBe('hoodie');
    expect(search().get('page')).toBe('1');
    expect(search().get('colors')).toBe('Red');
    // What was typed stays as typed.
    expect(box()).toHaveValue('  hoodie ');
  });

  it('shows the query of the address, and follows it when it changes', async () => {
    const { router } = renderSearch('/?query=jacket');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(box()).toHaveValue('jacket');

    await act(() => router.navigate('/?query=tee'));
    expect(box()).toHaveValue('tee');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(router.state.location.search).toBe('?query=tee');
  });

  it('keeps the query a link sets even when the typing pause ends as that page appears', async () => {
    // A browser may run the timer of the typing pause after it shows the new page and before
    // React's effects clear that timer (a long commit, then paint). This runs it at that moment.
    function TypingPauseEndsWithPage() {
      const { search } = useLocation();
      useLayoutEffect(() => {
        if (search.includes('white+sneakers')) vi.advanceTimersByTime(LIMITS.searchDebounceMs);
      }, [search]);
      return null;
    }
    const page = (
      <>
        <SearchBox />
        <TypingPauseEndsWithPage />
      </>
    );
    const view = renderWithRouter([{ path: '/', element: page }], '/');
    const search = () => new URLSearchParams(view.router.state.location.search);
    await act(() => vi.advanceTimersByTimeAsync(0));

    fireEvent.change(box(), { target: { value: 'white nike sneakers' } });
    fireEvent.submit(box().closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(search().get('query')).toBe('white nike sneakers');

    // "Did you mean white sneakers", followed before the pause has ended.
    await act(() => view.router.navigate('/?page=1&query=white+sneakers'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(search().get('query')).toBe('white sneakers');
    expect(box()).toHaveValue('white sneakers');
  });

  it('is a form the browser sends itself before the app runs: the search, with the filters', () => {
    const { container, unmount } = renderSearch('/?categories=Hoodies&page=3&query=old');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'query');
    expect([...new FormData(form)]).toEqual([
      ['categories', 'Hoodies'],
      ['page', '1'],
      ['query', 'old'],
    ]);
    unmount();

    // Elsewhere, the search alone.
    const product = renderSearch('/products/3');
    const elsewhere = product.container.querySelector('form')!;
    expect(elsewhere).toHaveAttribute('action', '/');
    expect([...new FormData(elsewhere).keys()]).toEqual(['query']);
  });

  it('removes the query when the box is emptied', async () => {
    const { search } = renderSearch('/?query=jacket&page=2');
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(box(), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(search().has('query')).toBe(false);
    expect(search().get('page')).toBe('1');
  });

  it('in the mobile menu, searches on Enter only (a search there closes the menu)', async () => {
    const { search } = renderSearch('/?colors=Red', false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(box(), { target: { value: ' hoodie ' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(search().has('query')).toBe(false);

    // At the form, as pressing Enter in the box submits it (a submit event dispatched at the
    // input itself makes React build FormData from a non-form element).
    fireEvent.submit(box().closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(search().get('query')).toBe('hoodie');
    expect(search().get('colors')).toBe('Red');
  });
});

describe('SearchBox suggestions', () => {
  async function typeAndWait(text: string) {
    fireEvent.change(box(), { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    // The fake server's answer.
    await act(() => vi.advanceTimersByTimeAsync(10));
  }

  const options = () => screen.getAllByRole('option');

  it('shows products, categories and "Search for" 300 ms after typing, as a listbox', async () => {
    renderSearch('/products/3');
    await typeAndWait('hood');

    expect(box()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(options().map((option) => option.textContent)).toEqual([
      'Search for “hood”',
      'Pullover HoodieCN¥39.00',
      'Hooded JacketCN¥59.00',
      'Hoodies12 products',
    ]);
    expect(within(listbox).getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks the matched words of each suggestion', async () => {
    renderSearch('/products/3');
    await typeAndWait('hood');
    const marks = screen
      .getAllByRole('option')
      .flatMap((option) => [...option.querySelectorAll('mark')]);
    expect(marks.map((mark) => mark.textContent)).toEqual(['Hood', 'Hood', 'Hood']);
    expect(options()[1]).toHaveTextContent('Pullover Hoodie');
  });

  it('moves the active option with the arrow keys and opens it with Enter', async () => {
    const { location } = renderSearch('/products/3');
    await typeAndWait('hood');

    expect(box()).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const active = options()[1]!;
    expect(box()).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');

    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(location().pathname).toBe('/products/7');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps from the first option up to the last: a category filters the home page', async () => {
    const { location, search } = renderSearch('/products/3');
    await typeAndWait('hood');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveAttribute('aria-activedescendant', options()[3]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(location().pathname).toBe('/');
    expect(search().get('categories')).toBe('Hoodies');
    expect(search().has('query')).toBe(false);
  });

  it('searches on the home page with Enter when no option is active', async () => {
    const { location, search } = renderSearch('/products/3');
    await typeAndWait(' hoodie ');
    // Typing elsewhere than on the home page does not leave the page.
    expect(location().pathname).toBe('/products/3');
    fireEvent.submit(box().closest('form')!);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(location().pathname).toBe('/');
    expect(search().get('query')).toBe('hoodie');
  });

  it('closes with Escape and when focus leaves, keeping the text', async () => {
    renderSearch('/products/3');
    await typeAndWait('hood');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('hood');

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.blur(box());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens an option on click', async () => {
    const { location } = renderSearch('/');
    await typeAndWait('hood');
    fireEvent.click(screen.getByRole('option', { name: /Hooded Jacket/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(location().pathname).toBe('/products/8');
  });
});
