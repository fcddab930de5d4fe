import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageDataBoundary } from './page-data-boundary';

const HOUR = 60 * 60_000;

/** What a server render an hour ago put in its page (the server's page cache keeps it). */
function pageRenderedAnHourAgo() {
  const server = new QueryClient();
  server.setQueryData(['products'], ['Hoodie'], { updatedAt: Date.now() - HOUR });
  return dehydrate(server);
}

function Products({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const { data } = useQuery({ queryKey: ['products'], queryFn, staleTime: 2 * 60_000 });
  return <p>{data?.join(', ')}</p>;
}

describe('the data a page brings', () => {
  it('is not fetched again when the page was rendered longer ago than the data stays fresh', async () => {
    const queryFn = vi.fn(() => Promise.resolve(['Fetched again']));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PageDataBoundary state={pageRenderedAnHourAgo()}>
          <Products queryFn={queryFn} />
        </PageDataBoundary>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Hoodie')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 50));
    expect(queryFn).not.toHaveBeenCalled();
    expect(screen.getByText('Hoodie')).toBeInTheDocument();
  });
});
