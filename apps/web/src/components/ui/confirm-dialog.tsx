import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { buttonClassName } from './button-styles';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  question: string;
  /** Shown under the question, e.g. 'This action cannot be undone.' */
  note: string;
  cancelLabel: string;
  confirmLabel: string;
  /** While the action runs: both buttons are disabled and the dialog stays open. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes on closing when the element that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
};

/**
 * A confirmation for a destructive action (accounts-and-admin §4 "Deletion"): an alert dialog
 * that keeps the focus inside while open and gives it back to whatever opened it.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  note,
  cancelLabel,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Opened without a Radix trigger: the focus goes back by hand.
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
                {title}
              </Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-2 space-y-1 text-sm text-neutral-700">
                  <p className="break-words">{question}</p>
                  <p className="font-medium text-red-800">{note}</p>
                </div>
              </Dialog.Description>
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" disabled={busy} className={buttonClassName('secondary')}>
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy}
              className={buttonClassName('danger')}
            >
              {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
