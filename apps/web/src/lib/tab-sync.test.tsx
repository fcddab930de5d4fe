import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { announceChange, useChangesFromOtherTabs } from './tab-sync';

/** A page of one tab showing the favourites, as its server answers them now. */
function TabPage({ load }: { load: () => Promise<string> }) {
  useChangesFromOtherTabs();
  const { data } = useQuery({ queryKey: ['favorites', 'token'], queryFn: load, staleTime: 60_000 });
  return <p>{data ?? 'loading'}</p>;
}

function renderTab(answers: string[]) {
  const load = vi.fn(() => Promise.resolve(answers.shift() ?? 'none'));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TabPage load={load} />
    </QueryClientProvider>,
  );
  return load;
}

describe('data changed in another tab', () => {
  const otherTab = new BroadcastChannel('curio:data');
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => otherTab.close());

  it('is loaded again when the other tab names it, and only then', async () => {
    const load = renderTab(['one favourite', 'two favourites']);
    expect(await screen.findByText('one favourite')).toBeInTheDocument();

    otherTab.postMessage({ queryKey: ['accounts'] });
    otherTab.postMessage({ queryKey: [{ not: 'a name' }] });
    otherTab.postMessage('favorites');
    otherTab.postMessage({ queryKey: ['favorites'] });

    expect(await screen.findByText('two favourites')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is announced to the other tabs by its cache key', () => {
    const post = vi.spyOn(BroadcastChannel.prototype, 'postMessage');
    announceChange(['favorites']);
    expect(post).toHaveBeenCalledWith({ queryKey: ['favorites'] });
  });
});
