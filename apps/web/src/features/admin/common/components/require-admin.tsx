import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { getVerifiedRoleQueryOptions } from '@/features/session/api/verify-role';
import { useSessionToken } from '@/hooks/use-session-token';
import { ApiError } from '@/lib/api-client';
import { isOutage } from '@/lib/outage';
import { useSignInLink } from '@/lib/sign-in-link';
import { StatusMessage } from './status-message';

type RequireAdminProps = {
  /** Where a signed-in user who is not an admin goes. */
  otherwise: string;
  children: ReactNode;
};

/**
 * Shows its content to admins only (role read from the server): 'Loading...' while the role loads,
 * sign-in on a 401, `otherwise` for any other role (accounts-and-admin §2 "Admin panel").
 */
export function RequireAdmin({ otherwise, children }: RequireAdminProps) {
  const { t } = useTranslation('admin');
  const signInLink = useSignInLink();
  // The same query as the route guard's: one call answers both.
  const role = useQuery(getVerifiedRoleQueryOptions(useSessionToken()));

  if (role.isError) {
    // The server is down: the route's outage state, not a trip to another page.
    if (isOutage(role.error)) throw role.error;
    return role.error instanceof ApiError && role.error.status === 401 ? (
      <Navigate to={signInLink} replace />
    ) : (
      <Navigate to={otherwise} replace />
    );
  }
  if (role.data === undefined) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <StatusMessage kind="loading">{t('panel.loading')}</StatusMessage>
      </div>
    );
  }
  if (role.data !== 'ADMIN') return <Navigate to={otherwise} replace />;
  return children;
}
