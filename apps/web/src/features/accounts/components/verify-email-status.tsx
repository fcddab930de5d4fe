import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { ACCOUNT_QUERY_KEY } from '@/features/session/api/get-current-user';
import { FormMessage } from '@/features/session/components/form-controls';
import { useServerText } from '@/hooks/use-server-text';
import { getSessionToken } from '@/lib/session-token';
import { explainedError } from '@/lib/api-client';
import { verifyEmailQueryOptions } from '../api/recovery';

/** The page of a verification link: verifies on opening, then success or a clear error. */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation('accounts');
  const serverText = useServerText();
  const queryClient = useQueryClient();
  const verification = useQuery(verifyEmailQueryOptions(token));
  const verified = verification.isSuccess;
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
  }, [verified, queryClient]);

  const next = getSessionToken() ? (
    <Link to={paths.profile} className={`${buttonClassName('primary')} w-full`}>
      {t('recovery.verify.toProfile')}
    </Link>
  ) : (
    <Link to={paths.home} className={`${buttonClassName('secondary')} w-full`}>
      {t('recovery.verify.home')}
    </Link>
  );

  if (!token) return <FormMessage type="error">{t('recovery.verify.missingToken')}</FormMessage>;
  if (verification.isPending)
    return (
      <p role="status" className="text-center text-sm text-neutral-700">
        {t('recovery.verify.verifying')}
      </p>
    );
  const failure = verification.isError ? explainedError(verification.error) : undefined;
  return (
    <div className="space-y-5">
      {verification.isSuccess ? (
        <FormMessage type="success">{serverText('emailVerified')}</FormMessage>
      ) : (
        <FormMessage type="error">
          {failure ? serverText(failure) : t('signIn.errors.generic')}
        </FormMessage>
      )}
      {next}
    </div>
  );
}
