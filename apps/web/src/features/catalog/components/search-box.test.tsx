import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { SearchBox } from './search-box';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderSearch(path: string, live = true) {
  const view = renderWithRouter([{ path: '/', element: <SearchBox live={live} /> }], path);
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { ...view, search };
}

const box = () => screen.getByRole('searchbox', { name: 'Search products' });

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
