import { useSyncExternalStore } from 'react';
import {
  getRecentlyViewed,
  subscribeToRecentlyViewed,
  type RecentlyViewedEntry,
} from '../stores/recently-viewed';

const NOTHING: readonly RecentlyViewedEntry[] = [];
const serverSnapshot = () => NOTHING;

/** The recently viewed list, refreshed when it changes in this tab or another one. */
export function useRecentlyViewed(): readonly RecentlyViewedEntry[] {
  return useSyncExternalStore(subscribeToRecentlyViewed, getRecentlyViewed, serverSnapshot);
}
