import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/language-navigation';
import { paths } from '@/config/paths';
import { getSessionToken } from '@/lib/session-token';
import { toast } from '@/lib/toast';
import { ACCOUNT_QUERY_KEY } from '../api/get-current-user';
import { signOutOnServer } from '../api/sign-out';
import { endSession } from '../utils/session';

/**
 * Signing out from a signed-in page (the profile): the app goes home first, and the session ends
 * (here and in the other tabs, with the account's cached data) when the page has been left. Ending
 * it before, the page's guard would send the user to sign-in instead.
 */
export function useSignOut(): () => void {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signingOut = useRef(false);

  useEffect(
    () => () => {
      if (!signingOut.current) return;
      const token = getSessionToken();
      endSession();
      if (token) signOutOnServer(token);
      queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
      toast.success(t('session.signedOut'));
    },
    [queryClient, t],
  );

  return () => {
    signingOut.current = true;
    void navigate(paths.home);
  };
}
