/**
 * The colour theme: the reader's choice (light or dark) kept in localStorage, or the system's
 * setting when there is none. index.html applies the same rule before the first paint (keep the
 * storage key and values in step with its inline script); this module keeps it applied afterwards.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const THEME_STORAGE_KEY = 'theme';
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemDark().matches);
  document.documentElement.classList.toggle('dark', dark);
}

const listeners = new Set<() => void>();

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage may be unavailable (private mode): the choice then lasts for this page only.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/**
 * For useSyncExternalStore: calls back when the choice changes here or in another tab, and follows
 * the system setting while the choice is `system`.
 */
export function subscribeToTheme(onChange: () => void): () => void {
  const refresh = () => {
    applyTheme(readThemeChoice());
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) refresh();
  };
  const media = systemDark();
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  media.addEventListener('change', refresh);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
    media.removeEventListener('change', refresh);
  };
}
