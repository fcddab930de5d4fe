import type { Role } from '@curio/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AdminUser } from '../api/users';

/** A role change or a freeze the admin asked for, waiting for their confirmation. */
export type PendingUserChange =
  { user: AdminUser; kind: 'role'; role: Role } | { user: AdminUser; kind: 'freeze' | 'unfreeze' };

type Props = {
  pending: PendingUserChange | null;
  busy: boolean;
  onConfirm: (change: PendingUserChange) => void;
  onCancel: () => void;
};

/** "Make alice a seller?", "Freeze bob?": the user and the change named before anything happens. */
export function UserChangeDialog({ pending, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('admin');
  const name = pending?.user.username ?? '';
  const texts = (() => {
    if (!pending) return { title: '', question: '', note: '', confirm: '' };
    if (pending.kind === 'role') {
      const values = {
        name,
        from: t(`users.roles.${pending.user.role}`),
        to: t(`users.roles.${pending.role}`),
      };
      return {
        title: t(`users.confirmRole.title.${pending.role}`, values),
        question: t(`users.confirmRole.question.${pending.role}`, values),
        note: t('users.confirmRole.note', values),
        confirm: t('users.confirmRole.confirm', values),
      };
    }
    return {
      title: t(`users.confirmFreeze.${pending.kind}.title`, { name }),
      question: t(`users.confirmFreeze.${pending.kind}.question`, { name }),
      note: '',
      confirm: t(`users.${pending.kind}`),
    };
  })();

  return (
    <ConfirmDialog
      open={pending !== null}
      title={texts.title}
      question={texts.question}
      note={texts.note}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={texts.confirm}
      busy={busy}
      onConfirm={() => {
        if (pending) onConfirm(pending);
      }}
      onCancel={onCancel}
    />
  );
}
