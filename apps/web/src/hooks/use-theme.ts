import { useSyncExternalStore } from 'react';
import { readThemeChoice, saveThemeChoice, subscribeToTheme, type ThemeChoice } from '@/lib/theme';

/** The stored theme choice and a setter that stores and applies a new one. */
export function useTheme(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribeToTheme, readThemeChoice, () => 'system' as const);
  return [choice, saveThemeChoice];
}
