import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { isChunkLoadError, reloadIfDeployed } from '@/lib/chunk-reload';
import { UnreachableState } from './unreachable-state';

/**
 * The outage state of a page (inside the router): when the server answers again, what failed
 * loads again — the failed queries, then the routes' loaders, which also clears a route's error
 * screen. Code that failed to download comes back with a reload of the page.
 */
export function PageUnreachable({ error, inline = false }: { error?: unknown; inline?: boolean }) {
  const queryClient = useQueryClient();
  const { revalidate } = useRevalidator();
  const missingCode = isChunkLoadError(error);

  useEffect(() => {
    if (missingCode) void reloadIfDeployed();
  }, [missingCode]);

  const onBack = useCallback(async () => {
    if (missingCode) {
      window.location.reload();
      return;
    }
    await queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    await revalidate();
  }, [missingCode, queryClient, revalidate]);

  return <UnreachableState onBack={onBack} inline={inline} />;
}
