import { useSyncExternalStore } from 'react';

/**
 * Whether the filter panel is open. The panel lives on the home page while its buttons live in the
 * header and in the mobile menu, so they share this small store. The button that opened the panel
 * is remembered to take the focus back when it closes.
 */
let open = false;
let opener: HTMLElement | null = null;
let keepOpenerOnApply = true;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Opens the panel from `from` (default: the focused element). `returnFocusOnApply: false` is for
 * an opener that goes away when the filters change the page (the mobile menu closes on navigation):
 * the focus then goes to the page's fallback (the results).
 */
export function openFilterPanel(from?: HTMLElement | null, returnFocusOnApply = true): void {
  opener = from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  keepOpenerOnApply = returnFocusOnApply;
  open = true;
  emit();
}

export function closeFilterPanel(reason: 'dismissed' | 'applied' = 'dismissed'): void {
  if (reason === 'applied' && !keepOpenerOnApply) opener = null;
  open = false;
  emit();
}

/** The element to focus when the panel closes, if it is still on the page. */
export function filterPanelOpener(): HTMLElement | null {
  return opener?.isConnected ? opener : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFilterPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
