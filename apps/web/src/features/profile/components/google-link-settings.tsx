import { useMutation, useQuery } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { googleAvailabilityQueryOptions } from '@/features/accounts/api/check-google';
import { googleLinkUrl } from '@/features/accounts/api/google';
import { ButtonSpinner, FormMessage } from '@/features/session/components/form-controls';
import { useServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';

/**
 * The profile's Google account: linked or not; when it is not and the server has Google sign-in
 * configured (its health check says so), "Link Google account" goes to Google and comes back
 * through /auth/oauth2/callback like a sign-in (decision 015).
 */
export function GoogleLinkSettings({ linked }: { linked: boolean }) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const available = useQuery(googleAvailabilityQueryOptions(!linked));
  const start = useMutation({
    mutationFn: googleLinkUrl,
    onSuccess: (url) => window.location.assign(url),
  });
  if (!linked && available.data !== true) return null;

  const failure = start.error
    ? (() => {
        const message = explainedError(start.error);
        return message ? serverText(message) : t('google.failedToConnect');
      })()
    : null;

  return (
    <section aria-labelledby="google-account-heading" className="mt-6">
      <div className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
            <Link2 aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0 flex-1 basis-48">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id="google-account-heading" className="font-semibold text-neutral-900">
                {t('googleLink.profileTitle')}
              </h3>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                  linked
                    ? 'bg-emerald-50 text-emerald-800 ring-emerald-300'
                    : 'bg-neutral-100 text-neutral-700 ring-neutral-300'
                }`}
              >
                {linked ? t('googleLink.statusLinked') : t('googleLink.statusNotLinked')}
              </span>
            </div>
            <p className="mt-1 text-sm text-neutral-700">
              {linked ? t('googleLink.linkedDescription') : t('googleLink.notLinkedDescription')}
            </p>
          </div>
          {!linked && (
            <div className="w-full shrink-0 pl-15 sm:w-auto sm:pl-0">
              <button
                type="button"
                onClick={() => start.mutate()}
                disabled={start.isPending || start.isSuccess}
                className={buttonClassName('secondary')}
              >
                {(start.isPending || start.isSuccess) && <ButtonSpinner />}
                {t('googleLink.button')}
              </button>
            </div>
          )}
        </div>
        {failure && (
          <div className="mt-4">
            <FormMessage type="error">{failure}</FormMessage>
          </div>
        )}
      </div>
    </section>
  );
}
