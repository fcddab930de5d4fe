import { CircleUserRound, Heart, LogIn, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/hooks/use-session-token';

export type AccountLink = { to: string; label: string; icon: LucideIcon };

/**
 * The header's account links: sign-in without a session; favourites and profile with one.
 * (Sellers' and admins' dashboard link comes with the role check.)
 */
export function useAccountLinks(): AccountLink[] {
  const { t } = useTranslation();
  const token = useSessionToken();
  if (!token) return [{ to: paths.signIn(), label: t('header.signIn'), icon: LogIn }];
  return [
    { to: paths.dashboardFavorites, label: t('header.favorites'), icon: Heart },
    { to: paths.profile, label: t('header.profile'), icon: CircleUserRound },
  ];
}
