import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { useServerText } from '@/hooks/use-server-text';
import { describeError } from './describe-error';

export type ErrorFallbackProps = { error: unknown; onReset?: () => void };

/** The generic error screen: 'Oops! Something went wrong' and the error's message. */
export function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const serverText = useServerText();
  const message = serverText(describeError(error).text);
  return (
    <div
      role="alert"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center"
    >
      <TriangleExclamationPoint aria-hidden="true" className="size-12 text-red-700" />
      <h2 className="text-2xl font-bold text-neutral-900">{t('errors.generic.title')}</h2>
      <p className="max-w-md text-neutral-700">{message}</p>
      {onReset && (
        <button type="button" onClick={onReset} className={buttonClassName('primary')}>
          {t('errors.generic.tryAgain')}
        </button>
      )}
    </div>
  );
}
