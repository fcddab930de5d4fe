import type { SignUpBody } from '@curio/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import {
  ButtonSpinner,
  FormMessage,
  PasswordField,
  TextField,
} from '@/features/session/components/form-controls';
import {
  useRedirectAfterDelay,
  type RedirectTarget,
} from '@/features/session/hooks/use-redirect-after-delay';
import { useSchemaText } from '@/hooks/use-schema-text';
import { useServerText } from '@/hooks/use-server-text';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { lazySchema } from '@/lib/lazy-schema';
import { useSignInLink } from '@/lib/sign-in-link';
import { toast } from '@/lib/toast';
import { useSignUp } from '../api/sign-up';
import { signUpErrorMessage } from '../utils/error-messages';
import { loadAccountSchemas } from '../utils/load-account-schemas';
import type { SignInState } from '../utils/location-state';
import { PasswordRequirements } from './password-requirements';

const FIELDS = ['username', 'email', 'password'] as const;

const signUpSchema = lazySchema(() => loadAccountSchemas().then((schemas) => schemas.signUpSchema));

/**
 * Sign-up (accounts-and-admin §2): username, email and password with the password rule ticked live,
 * checked with the server's own schema. On success the spec's messages, then sign-in after 1 second.
 */
export function SignUpForm() {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  // Passes on where sign-up was asked to lead back to.
  const signInLink = useSignInLink();
  const [redirect, setRedirect] = useState<RedirectTarget | null>(null);
  useRedirectAfterDelay(redirect);

  const form = useSchemaForm({
    schema: signUpSchema,
    defaultValues: { username: '', email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async (values: SignUpBody) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(values);
      toast.success(t('signUp.successToast'));
      const state: SignInState = { identifier: values.username };
      setRedirect({ to: signInLink, state });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        for (const field of FIELDS) {
          const message = error.fieldErrors[field];
          if (message) form.setError(field, { message });
        }
      }
      const { message, alreadyExists } = signUpErrorMessage(error, t, serverText);
      setFormError(message);
      if (alreadyExists) toast.error(message);
    }
  });

  const done = redirect !== null;
  const busy = form.isSubmitting || done;
  const fieldError = useSchemaText();

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={signUpSchema.prefetch}
      className="space-y-5"
    >
      {formError && <FormMessage type="error">{formError}</FormMessage>}
      {done && (
        <FormMessage type="success">
          <p className="font-semibold">{t('signUp.success')}</p>
          <p>{t('signUp.redirecting')}</p>
        </FormMessage>
      )}
      <TextField
        label={t('fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.username?.message)}
        disabled={done}
        {...form.register('username')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={fieldError(errors.email?.message)}
        disabled={done}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
        hint={<PasswordRequirements password={password} />}
        disabled={done}
        {...form.register('password')}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Link to={paths.home} className={buttonClassName('secondary')}>
          {t('common.cancel')}
        </Link>
        <SubmitButton disabled={busy} className="sm:min-w-36">
          {form.isSubmitting && <ButtonSpinner />}
          {t('signUp.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
