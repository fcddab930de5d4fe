import { useTranslation } from 'react-i18next';

/**
 * Shown only by a browser that does not run scripts, next to what needs the app (Buy, the
 * favourite heart, Share, the sign-in form's button), so that it is not a dead button.
 */
export function NeedsJavaScript({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <p className={`text-sm font-medium text-neutral-800 ${className}`}>
        {t('noScript.needsJavaScript')}
      </p>
    </noscript>
  );
}
