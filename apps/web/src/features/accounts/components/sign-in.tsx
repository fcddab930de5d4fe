import { KeyRound, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
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
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useSchemaText } from '@/hooks/use-schema-text';
import { useServerText } from '@/hooks/use-server-text';
import { saveSession } from '@/features/session/utils/session';
import { lazySchema } from '@/lib/lazy-schema';
import { toast } from '@/lib/toast';
import { useSignIn, type TwoFactorProof } from '../api/sign-in';
import { signInErrorMessage } from '../utils/error-messages';
import { loadAccountSchemas } from '../utils/load-account-schemas';
import { AuthCard, authLinkClassName } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';
import { TwoFactorStep } from './two-factor-step';

const signInSchema = lazySchema(() =>
  loadAccountSchemas().then((schemas) => schemas.signInFormSchema),
);

type SignInProps = {
  /** Where to go after signing in: the `path` parameter, already checked to be on this site. */
  redirectTo: string;
  /** The username to fill in (coming from sign-up). */
  initialIdentifier?: string;
  /** A message to show at once (a failed Google sign-in). */
  initialError?: string;
  /** A server text to show as a success at once (after a password reset). */
  initialNotice?: string;
};

/**
 * Sign-in (accounts-and-admin §2, §4): the form, then either an error, the two-factor step (when
 * the server asks for it; Back returns to the form) or success: the session is saved and the user
 * goes on after 1 second.
 */
export function SignIn({
  redirectTo,
  initialIdentifier = '',
  initialError,
  initialNotice,
}: SignInProps) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const fieldError = useSchemaText();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(initialError ?? null);
  const [twoFactorFor, setTwoFactorFor] = useState<TwoFactorProof | null>(null);
  // Back from the two-factor step puts the focus where the user left the form.
  const [backFromTwoFactor, setBackFromTwoFactor] = useState(false);
  const [redirect, setRedirect] = useState<RedirectTarget | null>(null);
  useRedirectAfterDelay(redirect);

  // Kept here, so that Back from the two-factor step finds the form as it was left.
  const form = useSchemaForm({
    schema: signInSchema,
    defaultValues: { identifier: initialIdentifier, password: '' },
    mode: 'onTouched',
  });
  const { errors } = form;

  const finish = (token: string) => {
    saveSession(token);
    setRedirect({ to: redirectTo, replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await signIn.mutateAsync(values);
      if ('token' in reply) finish(reply.token);
      // The challenge stands for the password in the next step; the password is not sent again.
      else setTwoFactorFor({ challenge: reply.challenge });
    } catch (error) {
      setFormError(signInErrorMessage(error, t, serverText));
      toast.error(t('signIn.failedToast'));
    }
  });

  const done = redirect !== null;
  const success = done && (
    <FormMessage type="success">
      <p className="font-semibold">{t('signIn.success')}</p>
      <p>{t('signIn.redirecting')}</p>
    </FormMessage>
  );

  if (twoFactorFor) {
    return (
      <AuthCard
        icon={KeyRound}
        title={t('twoFactorLogin.title')}
        description={t('twoFactorLogin.description')}
      >
        {success || (
          <TwoFactorStep
            proof={twoFactorFor}
            onBack={() => {
              setTwoFactorFor(null);
              setBackFromTwoFactor(true);
            }}
            onSignedIn={finish}
          />
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={LogIn}
      title={t('signIn.title')}
      description={t('signIn.description')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link
            to={paths.signUp(redirectTo === paths.home ? undefined : redirectTo)}
            className={authLinkClassName}
          >
            {t('signIn.signUpLink')}
          </Link>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={signInSchema.prefetch}
        className="space-y-5"
      >
        {formError && !done && <FormMessage type="error">{formError}</FormMessage>}
        {initialNotice && !formError && !done && (
          <FormMessage type="success">{initialNotice}</FormMessage>
        )}
        {success}
        <TextField
          label={t('fields.identifier')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldError(errors.identifier?.message)}
          disabled={done}
          {...form.register('identifier')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus={backFromTwoFactor}
          error={fieldError(errors.password?.message)}
          disabled={done}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword} className={authLinkClassName}>
            {t('recovery.forgotLink')}
          </Link>
        </p>
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Link to={paths.home} className={buttonClassName('secondary')}>
            {t('common.cancel')}
          </Link>
          <SubmitButton disabled={form.isSubmitting || done} className="sm:min-w-32">
            {form.isSubmitting && <ButtonSpinner />}
            {t('signIn.submit')}
          </SubmitButton>
        </div>
      </form>
      <div className="my-6 flex items-center gap-3 text-xs font-medium text-neutral-600 uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
        {t('signIn.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200" />
      </div>
      <GoogleSignInButton disabled={done} />
    </AuthCard>
  );
}
