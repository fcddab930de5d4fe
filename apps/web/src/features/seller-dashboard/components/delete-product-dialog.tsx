import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { dangerButtonClassName } from '../utils/danger-button';

type DeleteProductDialogProps = {
  /** The product to delete; the dialog is open while there is one. */
  product: { id: number; name: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when the dialog closes (the row's Delete button, or a fallback). */
  returnFocus: () => HTMLElement | null;
};

/**
 * 'Confirm Deletion' (accounts-and-admin §4 "Deletion"): Cancel or Delete. Focus stays inside while
 * it is open and returns to the Delete button of the row afterwards.
 */
export function DeleteProductDialog({
  product,
  pending,
  onConfirm,
  onCancel,
  returnFocus,
}: DeleteProductDialogProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog.Root
      open={product !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-neutral-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            // Opened without a Radix trigger: focus goes back by hand.
            event.preventDefault();
            returnFocus()?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700"
            >
              <TriangleAlert className="size-5" />
            </span>
            <div>
              <Dialog.Title className="text-lg font-semibold text-neutral-950">
                {t('products.delete.title')}
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-2 space-y-1 text-sm text-neutral-700">
                  <p>{t('products.delete.question', { name: product?.name ?? '' })}</p>
                  <p>{t('products.delete.irreversible')}</p>
                </div>
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" disabled={pending} className={buttonClassName('secondary')}>
                {t('common.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className={dangerButtonClassName}
            >
              {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {t('products.delete.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
