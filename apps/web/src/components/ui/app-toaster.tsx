import { LIMITS } from '@curio/shared';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isToasterMounted, loadSonner, subscribeToToasterMount } from '@/lib/toaster-mount';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * Success and error toasts vanish after 3 seconds (storefront §2 "Header"). The toaster's code
 * loads after the first paint (first-page JavaScript budget), once the page has settled or a
 * toast is shown (lib/toast.ts); a toast raised before it is mounted is kept by sonner and shown
 * as soon as it is.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const mounted = useSyncExternalStore(subscribeToToasterMount, isToasterMounted, () => false);
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
