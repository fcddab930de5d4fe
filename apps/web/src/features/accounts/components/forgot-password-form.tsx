import { useMutation } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ButtonSpinner, FormMessage, TextField } from '@/features/session/components/form-controls';
import { useSchemaText } from '@/hooks/use-schema-text';
import { useServerText } from '@/hooks/use-server-text';
import { explainedError } from '@/lib/api-client';
import { requestPasswordReset } from '../api/recovery';
import { loadAccountSchemas, prefetchAccountSchemas } from '../utils/load-account-schemas';

/**
 * "Forgot password?": the username or email, then always the same words whether or not an
 * account exists (the server answers the same, too).
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const schemaText = useSchemaText();
  const [identifier, setIdentifier] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestPasswordReset });

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const { passwordResetRequestSchema } = await loadAccountSchemas();
    const parsed = passwordResetRequestSchema.safeParse({ email: identifier });
    if (!parsed.success) {
      setFieldError(schemaText(parsed.error.issues[0]?.message) ?? '');
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    try {
      await request.mutateAsync(parsed.data.email);
      setSent(serverText('passwordResetRequested'));
    } catch (error) {
      const message = explainedError(error);
      setFormError(message ? serverText(message) : t('signIn.errors.generic'));
    }
  };

  if (sent) {
    return (
      <div className="space-y-5">
        <FormMessage type="success">
          <p className="font-semibold">{t('recovery.forgot.sentTitle')}</p>
          <p>{sent}</p>
        </FormMessage>
        <Link to={paths.signIn()} className={`${buttonClassName('secondary')} w-full`}>
          {t('recovery.forgot.backToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prefetchAccountSchemas}
      className="space-y-5"
    >
      {formError && <FormMessage type="error">{formError}</FormMessage>}
      <TextField
        label={t('fields.identifier')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={identifier}
        onChange={(event) => setIdentifier(event.target.value)}
        error={fieldError}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Link to={paths.signIn()} className={buttonClassName('secondary')}>
          {t('recovery.forgot.backToSignIn')}
        </Link>
        <SubmitButton disabled={request.isPending} className="sm:min-w-32">
          {request.isPending && <ButtonSpinner />}
          {t('recovery.forgot.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
