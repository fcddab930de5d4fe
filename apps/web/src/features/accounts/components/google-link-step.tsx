import { useMutation } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import {
  ButtonSpinner,
  FormMessage,
  PasswordField,
  TextField,
} from '@/features/session/components/form-controls';
import { useServerText } from '@/hooks/use-server-text';
import { linkGoogleAccount } from '../api/google';
import { googleLinkErrorMessage } from '../utils/error-messages';
import { AuthCard } from './auth-card';

type GoogleLinkStepProps = {
  /** The challenge of the exchange's `requiresLink` reply. */
  challenge: string;
  /** The account that has the Google address. */
  username: string;
  twoFactorEnabled: boolean;
  onSignedIn: (token: string) => void;
};

/** Six digits are a code from the app; anything else is taken for a backup code. */
const isAppCode = (value: string) => /^\d{6}$/.test(value);

/**
 * Google vouched for the address of an existing account that is not linked to it (decision 015):
 * the person proves the account — its password, and a code when it has two-factor login — before
 * Google is linked to it and they are signed in.
 */
export function GoogleLinkStep({
  challenge,
  username,
  twoFactorEnabled,
  onSignedIn,
}: GoogleLinkStepProps) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const link = useMutation({ mutationFn: linkGoogleAccount });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(null);
    const trimmed = code.replace(/\s/g, '');
    const second = !twoFactorEnabled
      ? {}
      : isAppCode(trimmed)
        ? { code: trimmed }
        : { backupCode: trimmed.toUpperCase() };
    try {
      const { token } = await link.mutateAsync({ challenge, password, ...second });
      onSignedIn(token);
    } catch (failure) {
      setError(googleLinkErrorMessage(failure, t, serverText));
    }
  };

  return (
    <AuthCard
      icon={Link2}
      title={t('googleLink.title')}
      description={t('googleLink.description', { username })}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {error && <FormMessage type="error">{error}</FormMessage>}
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {twoFactorEnabled && (
          <TextField
            label={t('googleLink.code')}
            hint={t('googleLink.codeHint')}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <Link to={paths.signIn()} replace className={buttonClassName('secondary')}>
            {t('common.cancel')}
          </Link>
          <button
            type="submit"
            disabled={password === '' || (twoFactorEnabled && code.trim() === '') || link.isPending}
            className={`${buttonClassName('primary')} sm:min-w-32`}
          >
            {link.isPending && <ButtonSpinner />}
            {t('googleLink.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
