import { LIMITS } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/** Success and error toasts vanish after 3 seconds (storefront §2 "Header"). */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      duration={LIMITS.toastDurationMs}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('toaster.label')}
    />
  );
}
