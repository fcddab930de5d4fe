import type { CurrentUser } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { CircleUserRound, Heart, LayoutDashboard, LogIn, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/hooks/use-session-token';
import { accountKeys } from '@/lib/account-query-keys';
import { ApiError, apiFetch } from '@/lib/api-client';
import { clearSessionToken, getSessionToken } from '@/lib/session-token';
import { useSignInLink } from '@/lib/sign-in-link';

export type AccountLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The profile link shows the user's picture instead of the icon when there is one. */
  pictureUrl?: string;
};

/**
 * The signed-in user as the header shows it, or undefined (no session, or still loading). Shared
 * code may not import features, so the header reads GET /api/accounts/me itself, under the same
 * query key (`accountKeys`) as the session feature's `useCurrentUser`: one request, one cache entry for both.
 * As there, a 401 ends the session (unless it changed meanwhile).
 */
export function useHeaderUser(): CurrentUser | undefined {
  const token = useSessionToken();
  const { data } = useQuery({
    queryKey: accountKeys.me(token),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<CurrentUser>('/api/accounts/me', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && getSessionToken() === token) {
          clearSessionToken();
        }
        throw error;
      }
    },
    enabled: token !== null,
    retry: false,
  });
  return token ? data : undefined;
}

/**
 * The header's account links (storefront §2 "Header"): without a session, sign-in; with one, the
 * dashboard for admins and sellers or the favourites for everyone else, and the profile (with the
 * user's picture when there is one).
 */
export function useAccountLinks(user: CurrentUser | undefined): AccountLink[] {
  const { t } = useTranslation();
  const token = useSessionToken();
  const signInLink = useSignInLink();
  if (!token) return [{ to: signInLink, label: t('header.signIn'), icon: LogIn }];
  const managesProducts = user?.role === 'ADMIN' || user?.role === 'SELLER';
  return [
    managesProducts
      ? { to: paths.dashboard, label: t('header.dashboard'), icon: LayoutDashboard }
      : { to: paths.dashboardFavorites, label: t('header.favorites'), icon: Heart },
    {
      to: paths.profile,
      label: t('header.profile'),
      icon: CircleUserRound,
      pictureUrl: user?.profilePicture?.pictureUrl,
    },
  ];
}
