import { totpCodeSchema } from '@curio/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import { continueSessionWith } from '@/features/session/api/get-current-user';
import { ButtonSpinner, FormMessage } from '@/features/session/components/form-controls';
import { useServerMessage } from '@/features/session/hooks/use-server-message';
import { disableTwoFactor } from '../api/two-factor-setup';
import { disableErrorMessage } from '../utils/error-messages';
import { CodeField } from './code-field';

type DisableDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisabled: () => void;
};

const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Turning two-factor login off (accounts-and-admin §4): a confirm dialog asking for a current code
 * from the app. Radix keeps the focus inside and gives it back to the button that opened it.
 */
export function DisableDialog({ open, onOpenChange, onDisabled }: DisableDialogProps) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in rounded-2xl bg-white p-6 shadow-2xl outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-neutral-900">
              {t('twoFactor.disable.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-neutral-700">
            {t('twoFactor.disable.description')}
          </Dialog.Description>
          {/* Mounted on each opening: a fresh, empty code. */}
          {open && <DisableForm onCancel={() => onOpenChange(false)} onDisabled={onDisabled} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DisableForm({ onCancel, onDisabled }: { onCancel: () => void; onDisabled: () => void }) {
  const { t } = useTranslation('accounts');
  const serverText = useServerMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    // The account's other sessions have ended; this one goes on with the answered token.
    onSuccess: ({ token }) => continueSessionWith(queryClient, token),
  });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(serverText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    setFormError(null);
    try {
      await disable.mutateAsync(parsed.data);
      onDisabled();
    } catch (failure) {
      setFormError(disableErrorMessage(failure, t, serverText));
      setCode('');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
      {formError && <FormMessage type="error">{formError}</FormMessage>}
      <CodeField
        label={t('twoFactor.disable.label')}
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
        <button type="submit" disabled={disable.isPending} className={dangerButton}>
          {disable.isPending && <ButtonSpinner />}
          {t('twoFactor.disable.confirm')}
        </button>
      </div>
    </form>
  );
}
