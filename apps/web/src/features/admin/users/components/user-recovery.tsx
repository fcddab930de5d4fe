import { KeyRound, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useServerText } from '@/hooks/use-server-text';
import { toast } from '@/lib/toast';
import { rowButtonClassName } from '../../common/components/button-styles';
import { useServerMessage } from '../../common/hooks/use-server-message';
import { useUserRecoveryActions } from '../api/user-recovery';
import type { AdminUser } from '../api/users';

type RecoveryAction = 'reset2fa' | 'sendReset';
export type PendingRecovery = { user: AdminUser; action: RecoveryAction };

type ButtonsProps = {
  user: AdminUser;
  own: boolean;
  busy: boolean;
  ownNoteId?: string;
  onAsk: (pending: PendingRecovery) => void;
};

/** A user row's "Reset two-factor login" (when it is on) and "Send password reset link". */
export function UserRecoveryButtons({ user, own, busy, ownNoteId, onAsk }: ButtonsProps) {
  const { t } = useTranslation('admin');
  const describedBy = own ? ownNoteId : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {user.twoFactorEnabled && (
        <button
          type="button"
          onClick={() => onAsk({ user, action: 'reset2fa' })}
          disabled={own || busy}
          aria-describedby={describedBy}
          className={rowButtonClassName}
        >
          <ShieldOff aria-hidden="true" className="size-4" />
          {t('userRecovery.reset2fa')}
        </button>
      )}
      <button
        type="button"
        onClick={() => onAsk({ user, action: 'sendReset' })}
        disabled={own || busy}
        aria-describedby={describedBy}
        className={rowButtonClassName}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        {t('userRecovery.sendReset')}
      </button>
    </div>
  );
}

/** The confirmation naming the user, then the call and a toast with the server's words. */
export function RecoveryConfirmDialog({
  pending,
  onClose,
}: {
  pending: PendingRecovery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const serverMessage = useServerMessage();
  const serverText = useServerText();
  const { resetTwoFactor, sendPasswordReset } = useUserRecoveryActions();
  const [busy, setBusy] = useState(false);
  const name = pending?.user.username ?? '';
  const isReset2fa = pending?.action === 'reset2fa';

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (isReset2fa) {
        await resetTwoFactor.mutateAsync(pending.user.id);
        toast.success(serverText('twoFactorResetDone'));
      } else {
        await sendPasswordReset.mutateAsync(pending.user.id);
        toast.success(serverText('passwordResetLinkSent'));
      }
    } catch (error) {
      toast.error(serverMessage(error, t('userRecovery.failed')));
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={t(isReset2fa ? 'userRecovery.reset2faTitle' : 'userRecovery.sendResetTitle', {
        name,
      })}
      question={t(
        isReset2fa ? 'userRecovery.reset2faDescription' : 'userRecovery.sendResetDescription',
        { name },
      )}
      note=""
      cancelLabel={t('confirm.cancel')}
      confirmLabel={t(
        isReset2fa ? 'userRecovery.confirmReset2fa' : 'userRecovery.confirmSendReset',
      )}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
