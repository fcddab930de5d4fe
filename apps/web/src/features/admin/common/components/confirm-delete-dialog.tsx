import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { dangerButtonClassName } from './button-styles';

type ConfirmDeleteDialogProps = {
  /** The question, e.g. 'Are you sure you want to delete the color "Red"?'; null: closed. */
  question: string | null;
  deleting?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes on closing when the button that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * 'Confirm Deletion' (accounts-and-admin §2): the question, 'This action cannot be undone.',
 * Cancel and Delete. Focus stays inside while open and returns to the Delete button that opened it.
 */
export function ConfirmDeleteDialog({
  question,
  deleting = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('admin');
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={question !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-neutral-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current?.isConnected ? opener.current : fallbackFocus?.();
            target?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <div className="flex items-start gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100">
              <TriangleAlert aria-hidden="true" className="size-5 text-red-700" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-neutral-900">
                {t('confirm.title')}
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-2 space-y-1 text-sm text-neutral-700">
                  <p className="break-words">{question}</p>
                  <p className="font-medium text-red-800">{t('confirm.irreversible')}</p>
                </div>
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" disabled={deleting} className={buttonClassName('secondary')}>
                {t('confirm.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={deleting}
              className={dangerButtonClassName}
            >
              {deleting ? t('confirm.deleting') : t('confirm.delete')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
