import { useTranslation } from 'react-i18next';

type NeedsJavaScriptProps = {
  /** What to say, under `noScript`: the default names no feature (it stands next to the buttons). */
  message?: 'needsJavaScript' | 'filters';
  className?: string;
};

/**
 * Shown only by a browser that does not run scripts, next to what needs the app (Buy, the
 * favourite heart, Share, the sign-in form's button), so that it is not a dead button.
 */
export function NeedsJavaScript({
  message = 'needsJavaScript',
  className = '',
}: NeedsJavaScriptProps) {
  const { t } = useTranslation();
  return (
    <noscript>
      <p className={`text-sm font-medium text-neutral-800 ${className}`}>
        {t(`noScript.${message}`)}
      </p>
    </noscript>
  );
}
