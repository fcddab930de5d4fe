import { TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { describeError } from './describe-error';
import { useTranslatedMessage } from './use-translated-message';

export type ErrorFallbackProps = { error: unknown; onReset?: () => void };

/** The generic error screen: 'Oops! Something went wrong' and the error's message. */
export function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const message = useTranslatedMessage(describeError(error).message);
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
