import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { continueSessionWith } from '@/features/session/api/get-current-user';
import { useServerText } from '@/hooks/use-server-text';
import { disableTwoFactor } from '../api/two-factor-setup';
import { disableErrorMessage } from '../utils/error-messages';
import { CodeDialog, CodeForm } from './code-dialog';

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
    <CodeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('twoFactor.disable.title')}
      description={t('twoFactor.disable.description')}
    >
      <DisableForm onCancel={() => onOpenChange(false)} onDisabled={onDisabled} />
    </CodeDialog>
  );
}

function DisableForm({ onCancel, onDisabled }: { onCancel: () => void; onDisabled: () => void }) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    // The account's other sessions have ended; this one goes on with the answered token.
    onSuccess: ({ token }) => continueSessionWith(queryClient, token),
  });

  return (
    <CodeForm
      label={t('twoFactor.disable.label')}
      submitLabel={t('twoFactor.disable.confirm')}
      submitClassName={dangerButton}
      pending={disable.isPending}
      onCancel={onCancel}
      onCode={async (code) => {
        try {
          await disable.mutateAsync(code);
          onDisabled();
          return null;
        } catch (failure) {
          return disableErrorMessage(failure, t, serverText);
        }
      }}
    />
  );
}
