import { totpCodeSchema } from '@curio/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { ButtonSpinner, FormMessage } from '@/features/session/components/form-controls';
import { useSchemaText } from '@/hooks/use-schema-text';
import { CodeField } from './code-field';

type CodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Mounted on each opening: a fresh, empty form. */
  children: ReactNode;
  wide?: boolean;
};

/** A dialog of the Security Settings that asks for a current code from the app. */
export function CodeDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: CodeDialogProps) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none ${wide ? 'max-w-lg' : 'max-w-md'}`}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-neutral-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-neutral-700">
            {description}
          </Dialog.Description>
          {open && children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type CodeFormProps = {
  label: string;
  submitLabel: string;
  submitClassName?: string;
  pending: boolean;
  onCancel: () => void;
  /** Sends the checked code; answers the error to show, or null when it went through. */
  onCode: (code: string) => Promise<string | null>;
};

/** The code field with the rule checked before sending, the server's error, Cancel and submit. */
export function CodeForm({
  label,
  submitLabel,
  submitClassName = buttonClassName('primary'),
  pending,
  onCancel,
  onCode,
}: CodeFormProps) {
  const { t } = useTranslation('accounts');
  const schemaText = useSchemaText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(schemaText(parsed.error.issues[0]?.message) ?? '');
      return;
    }
    setError(null);
    setFormError(null);
    const failure = await onCode(parsed.data);
    if (failure) {
      setFormError(failure);
      setCode('');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
      {formError && <FormMessage type="error">{formError}</FormMessage>}
      <CodeField
        label={label}
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClassName('secondary')}>
          {t('common.cancel')}
        </button>
        <button type="submit" disabled={pending} className={submitClassName}>
          {pending && <ButtonSpinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
