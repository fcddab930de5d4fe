import { CircleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorBannerProps = { message: string | null; onDismiss?: () => void };

/** The banner above a management form (accounts-and-admin §2: "Errors show in a banner"). */
export function ErrorBanner({ message, onDismiss }: ErrorBannerProps) {
  const { t } = useTranslation('admin');
  const region = useRef<HTMLDivElement>(null);
  // The banner sits above the form: bring a new message into view when the list was scrolled.
  useEffect(() => {
    if (message) region.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  // The live region stays in the page so that a new message is announced.
  return (
    <div ref={region} role="alert" aria-live="assertive" className="scroll-mt-24">
      {message && (
        <div className="mb-5 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p className="flex-1">{message}</p>
          {onDismiss && (
            <button
              type="button"
              onClick={onDismiss}
              aria-label={t('common.dismiss')}
              className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-red-800 hover:bg-red-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
