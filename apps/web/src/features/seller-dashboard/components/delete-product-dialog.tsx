import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteProductDialogProps = {
  /** The product to delete; the dialog is open while there is one. */
  product: { id: number; name: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when the row's Delete button is gone. */
  returnFocus: () => HTMLElement | null;
};

/** 'Confirm Deletion' of a product in the seller dashboard (accounts-and-admin §4 "Deletion"). */
export function DeleteProductDialog({
  product,
  pending,
  onConfirm,
  onCancel,
  returnFocus,
}: DeleteProductDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <ConfirmDialog
      open={product !== null}
      title={t('products.delete.title')}
      question={t('products.delete.question', { name: product?.name ?? '' })}
      note={t('products.delete.irreversible')}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('products.delete.confirm')}
      busy={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
      fallbackFocus={returnFocus}
    />
  );
}
