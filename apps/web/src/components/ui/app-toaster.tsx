import { LIMITS } from '@curio/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Mounted at the first key or pointer press, or a few seconds after the page has loaded. */
const MOUNT_AFTER_LOAD_MS = 4_000;
let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, want, { once: true, capture: true });
  }
  const later = () => window.setTimeout(want, MOUNT_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Success and error toasts vanish after 3 seconds (storefront §2 "Header"). The toaster's code
 * loads after the first paint (issue 10: first-page JavaScript); a toast raised before it is
 * mounted is kept by sonner and shown as soon as it is.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        duration={LIMITS.toastDurationMs}
        position="top-center"
        richColors
        closeButton
        containerAriaLabel={t('toaster.label')}
      />
    </Suspense>
  );
}
