import type { StepUpBody } from '@curio/shared';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button-styles';
import {
  ButtonSpinner,
  FormMessage,
  PasswordField,
  TextField,
} from '@/features/session/components/form-controls';
import { useServerText } from '@/hooks/use-server-text';
import { ApiError, explainedError } from '@/lib/api-client';
import { CodeDialog } from './code-dialog';

type StepUpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  account: { hasPassword: boolean; twoFactorEnabled: boolean };
  /** Sends the change with the proof; a thrown error is shown in the dialog. */
  onProof: (proof: StepUpBody) => Promise<unknown>;
  /** The text of a failure; by default the server's reason, or a general one. */
  describeError?: (failure: unknown) => string;
};

/**
 * A sensitive change asks who is there (the server refuses a session alone): the current password,
 * and with two-factor login a code from the app or a backup code. An account without a password
 * is told to sign in with Google again instead.
 */
export function StepUpDialog(props: StepUpDialogProps) {
  const { open, onOpenChange, title, description } = props;
  return (
    <CodeDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <StepUpForm {...props} />
    </CodeDialog>
  );
}

function StepUpForm({
  submitLabel,
  account,
  onProof,
  onOpenChange,
  describeError,
}: StepUpDialogProps) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const proof: StepUpBody = {
      ...(account.hasPassword && { currentPassword: password }),
      // The server reads six digits as the app's code, anything else as a backup code.
      ...(account.twoFactorEnabled && { code: typed }),
    };
    setPending(true);
    setError(null);
    try {
      await onProof(proof);
    } catch (failure) {
      const explained = explainedError(failure);
      const serverReason =
        failure instanceof ApiError && explained && failure.status !== 500
          ? serverText(explained)
          : undefined;
      setError(serverReason ?? describeError?.(failure) ?? t('stepUp.failed'));
      setPassword('');
      setCode('');
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
      {error && <FormMessage type="error">{error}</FormMessage>}
      {account.hasPassword ? (
        <PasswordField
          label={t('stepUp.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          autoFocus
          required
        />
      ) : (
        <p className="text-sm text-neutral-700">{t('stepUp.googleOnly')}</p>
      )}
      {account.twoFactorEnabled && (
        <TextField
          label={t('stepUp.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          required
        />
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className={buttonClassName('secondary')}
        >
          {t('common.cancel')}
        </button>
        <button type="submit" disabled={pending} className={buttonClassName('primary')}>
          {pending && <ButtonSpinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
