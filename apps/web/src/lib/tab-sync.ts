import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openTabChannel, type TabChannel } from './tab-channel';

/**
 * Data one tab changes on the server (favourites, the account and its agent) shown at once by the
 * site's other open tabs: the changing tab names the cache key, the others load it again.
 */
const CHANNEL_NAME = 'curio:data';

type QueryKey = readonly string[];
type Listener = (queryKey: QueryKey) => void;

const listeners = new Set<Listener>();
let channel: TabChannel | undefined;

/** Another tab's message, read defensively: a short list of names. */
function queryKeyOf(data: unknown): QueryKey | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { queryKey } = data as { queryKey?: unknown };
  if (!Array.isArray(queryKey) || queryKey.length === 0 || queryKey.length > 4) return undefined;
  return queryKey.every((part): part is string => typeof part === 'string') ? queryKey : undefined;
}

function tabChannel(): TabChannel {
  channel ??= openTabChannel(CHANNEL_NAME, (data) => {
    const queryKey = queryKeyOf(data);
    if (queryKey) for (const listener of listeners) listener(queryKey);
  });
  return channel;
}

/** Tells the other tabs that the data under `queryKey` changed on the server. */
export function announceChange(queryKey: QueryKey): void {
  tabChannel().post({ queryKey });
}

/** Mounted once under the data cache: loads again what another tab has changed. */
export function useChangesFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    tabChannel();
    const listener: Listener = (queryKey) => void queryClient.invalidateQueries({ queryKey });
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [queryClient]);
}
