import type { CurrentUser } from '@curio/shared';
import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { resendVerification } from '@/features/accounts/api/recovery';
import { ButtonSpinner, FormMessage } from '@/features/session/components/form-controls';
import { useServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';

/**
 * On the profile while the email is unverified or a new address waits for its link: what to do,
 * and "Resend email" (disabled while sending; the server's limit shows as its message).
 */
export function EmailNotice({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = useMutation({ mutationFn: resendVerification });
  if (user.emailVerified && !user.pendingEmail) return null;

  const onResend = async () => {
    setResult(null);
    try {
      await resend.mutateAsync();
      setResult({ ok: true, text: serverText('verificationSent') });
    } catch (error) {
      const message = explainedError(error);
      setResult({ ok: false, text: message ? serverText(message) : t('signIn.errors.generic') });
    }
  };

  return (
    <div className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <p className="min-w-0 flex-1 basis-56 text-sm text-amber-950">
          {user.pendingEmail
            ? t('recovery.notice.pending', { email: user.pendingEmail, current: user.email })
            : t('recovery.notice.unverified', { email: user.email })}
        </p>
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={resend.isPending}
          className={buttonClassName('secondary')}
        >
          {resend.isPending && <ButtonSpinner />}
          {t('recovery.notice.resend')}
        </button>
      </div>
      {result && (
        <div className="mt-3">
          <FormMessage type={result.ok ? 'success' : 'error'}>{result.text}</FormMessage>
        </div>
      )}
    </div>
  );
}
