import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { useNavigate } from '@/lib/language-navigation';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import {
  ButtonSpinner,
  FormMessage,
  PasswordField,
} from '@/features/session/components/form-controls';
import { useSchemaText } from '@/hooks/use-schema-text';
import { useServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';
import { confirmPasswordReset } from '../api/recovery';
import { loadAccountSchemas, prefetchAccountSchemas } from '../utils/load-account-schemas';
import type { SignInState } from '../utils/location-state';
import { authLinkClassName } from './auth-card';
import { PasswordRequirements } from './password-requirements';

/**
 * The page of a reset link: a new password under the sign-up rules, then sign-in with the
 * server's success message. A used or expired link says so and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const schemaText = useSchemaText();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(
    token ? null : t('recovery.reset.missingToken'),
  );
  const confirm = useMutation({ mutationFn: confirmPasswordReset });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!token) return;
    const { newPasswordSchema } = await loadAccountSchemas();
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setFieldError(schemaText(parsed.error.issues[0]?.message) ?? serverText('passwordRule'));
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    try {
      await confirm.mutateAsync({ token, password: parsed.data });
      const state: SignInState = { notice: serverText('passwordResetDone') };
      await navigate(paths.signIn(), { replace: true, state });
    } catch (error) {
      const message = explainedError(error);
      setFormError(message ? serverText(message) : t('signIn.errors.generic'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prefetchAccountSchemas}
      className="space-y-5"
    >
      {formError && (
        <FormMessage type="error">
          <p>{formError}</p>
          <p className="mt-1">
            <Link to={paths.forgotPassword} className={authLinkClassName}>
              {t('recovery.reset.askAgain')}
            </Link>
          </p>
        </FormMessage>
      )}
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldError}
        hint={<PasswordRequirements password={password} />}
        disabled={!token}
      />
      <div className="flex justify-end pt-1">
        <SubmitButton
          disabled={confirm.isPending || !token}
          className="w-full sm:w-auto sm:min-w-40"
        >
          {confirm.isPending && <ButtonSpinner />}
          {t('recovery.reset.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
