import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ConfirmDeleteDialogProps = {
  /** The question, e.g. 'Are you sure you want to delete the color "Red"?'; null: closed. */
  question: string | null;
  deleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes on closing when the button that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
};

/** 'Confirm Deletion' of the admin screens (accounts-and-admin §2), in the admin's words. */
export function ConfirmDeleteDialog({
  question,
  deleting = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <ConfirmDialog
      open={question !== null}
      title={t('confirm.title')}
      question={question ?? ''}
      note={t('confirm.irreversible')}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={deleting ? t('confirm.deleting') : t('confirm.delete')}
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...(fallbackFocus ? { fallbackFocus } : {})}
    />
  );
}
