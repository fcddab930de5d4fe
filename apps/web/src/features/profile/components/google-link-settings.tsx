import type { CurrentUser, StepUpBody } from '@curio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { googleAvailabilityQueryOptions } from '@/features/accounts/api/check-google';
import { googleLinkUrl, unlinkGoogle } from '@/features/accounts/api/google';
import { ACCOUNT_QUERY_KEY } from '@/features/session/api/get-current-user';
import { StepUpDialog } from '@/features/two-factor/components/step-up-dialog';
import { toast } from '@/lib/toast';

/**
 * The profile's Google account: linked or not. When it is not and the server has Google sign-in
 * configured (its health check says so), "Link Google account" goes to Google and comes back
 * through /auth/oauth2/callback like a sign-in (decision 015); a linked account with a password
 * can remove the link. Both ask for the password first (and a code with two-factor login).
 */
export function GoogleLinkSettings({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const linked = user.googleLinked;
  const available = useQuery(googleAvailabilityQueryOptions(!linked));
  const [open, setOpen] = useState(false);
  if (!linked && available.data !== true) return null;
  const canUnlink = linked && user.hasPassword;

  const link = async (proof: StepUpBody) => {
    window.location.assign(await googleLinkUrl(proof));
    // The page leaves for Google: the dialog stays with its spinner until then.
    await new Promise(() => undefined);
  };
  const unlink = async (proof: StepUpBody) => {
    await unlinkGoogle(proof);
    setOpen(false);
    toast.success(t('googleLink.unlinked'));
    await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  };

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
          {(!linked || canUnlink) && (
            <div className="w-full shrink-0 pl-15 sm:w-auto sm:pl-0">
              <button
                type="button"
                onClick={() => setOpen(true)}
                className={buttonClassName('secondary')}
              >
                {linked ? t('googleLink.unlinkButton') : t('googleLink.button')}
              </button>
            </div>
          )}
        </div>
      </div>
      <StepUpDialog
        open={open}
        onOpenChange={setOpen}
        title={linked ? t('googleLink.unlinkTitle') : t('googleLink.linkTitle')}
        description={linked ? t('googleLink.unlinkDescription') : t('googleLink.linkDescription')}
        submitLabel={linked ? t('googleLink.unlinkButton') : t('googleLink.linkSubmit')}
        account={user}
        onProof={linked ? unlink : link}
        describeError={() => t('google.failedToConnect')}
      />
    </section>
  );
}
