import { useSyncExternalStore } from 'react';
import { getSessionToken, subscribeToSessionToken } from '@/lib/session-token';

/** The current session token (or null), updated when it changes in this or another tab. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToSessionToken, getSessionToken, () => null);
}
