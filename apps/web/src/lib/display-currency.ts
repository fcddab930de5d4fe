import { isDisplayCurrency, type DisplayCurrency } from '@curio/shared';

/**
 * The shopper's display currency, kept in this browser beside the chosen language (`i18nextLng`):
 * absent until they choose, and then the language decides (`currencyForLanguage`).
 */
const CURRENCY_STORAGE_KEY = 'displayCurrency';

/** The choice when storage cannot keep it (private mode): it lasts for this page only. */
let unstored: DisplayCurrency | null = null;

export function readCurrencyChoice(): DisplayCurrency | null {
  try {
    const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isDisplayCurrency(stored) ? stored : unstored;
  } catch {
    return unstored;
  }
}

const listeners = new Set<() => void>();

export function saveCurrencyChoice(currency: DisplayCurrency): void {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    unstored = currency;
  }
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: calls back when the choice changes here or in another tab. */
export function subscribeToCurrencyChoice(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}
