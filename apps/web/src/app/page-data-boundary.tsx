import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

/**
 * The page's data as of its arrival in the browser. A page the server keeps rendered is served
 * until the catalogue changes (decision 020), so the data it carries can be older than a query's
 * `staleTime` and still current: dated by its render, it would be fetched again by every browser
 * that opens the page once it is a few minutes old.
 */
function asOfArrival(state: DehydratedState | undefined): DehydratedState | undefined {
  if (!state || typeof window === 'undefined') return state;
  const arrival = Math.round(performance.timeOrigin);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, arrival) },
    })),
  };
}

/** HydrationBoundary for the data a page's server loader brought (see `asOfArrival`). */
export function PageDataBoundary({
  state,
  children,
}: {
  state: DehydratedState | undefined;
  children: ReactNode;
}) {
  const arrived = useMemo(() => asOfArrival(state), [state]);
  return <HydrationBoundary state={arrived}>{children}</HydrationBoundary>;
}
