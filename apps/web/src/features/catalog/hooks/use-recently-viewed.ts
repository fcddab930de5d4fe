import { useSyncExternalStore } from 'react';
import {
  getRecentlyViewed,
  NO_RECENTLY_VIEWED,
  subscribeToRecentlyViewed,
  type RecentlyViewedEntry,
} from '../stores/recently-viewed';

// The same instance as the browser's empty list: a snapshot that differs after hydration makes
// React render the component again at once, in a task that cannot be split.
const serverSnapshot = () => NO_RECENTLY_VIEWED;

/** The recently viewed list, refreshed when it changes in this tab or another one. */
export function useRecentlyViewed(): readonly RecentlyViewedEntry[] {
  return useSyncExternalStore(subscribeToRecentlyViewed, getRecentlyViewed, serverSnapshot);
}
