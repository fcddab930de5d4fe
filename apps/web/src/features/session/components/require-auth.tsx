import type { Role } from '@curio/shared';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Navigate } from '@/components/ui/link';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/hooks/use-session-token';
import { ApiError } from '@/lib/api-client';
import { useSignInLink } from '@/lib/sign-in-link';
import { getVerifiedRoleQueryOptions, roleSatisfies } from '../api/verify-role';

type RequireAuthProps = {
  /** The role the routes need; ADMIN passes every requirement. Without it, a session is enough. */
  role?: Exclude<Role, 'USER'>;
};

/**
 * Layout route guarding protected pages (accounts-and-admin §4 "Role guard"): without a session, to
 * sign-in and back here after; with a required role, the server is asked for the role
 * (GET /api/accounts/verify-role): the role or ADMIN passes, anyone else goes to /unauthorized, and
 * a 401 (the session ended) leads to sign-in.
 */
export function RequireAuth({ role }: RequireAuthProps) {
  const token = useSessionToken();
  const signInLink = useSignInLink();
  if (!token) {
    return <Navigate to={signInLink} replace />;
  }
  return role ? <RoleCheck token={token} role={role} /> : <Outlet />;
}

function RoleCheck({ token, role }: { token: string; role: Role }) {
  const signInLink = useSignInLink();
  const { data: actual, error } = useQuery(getVerifiedRoleQueryOptions(token));

  if (error) {
    if (error instanceof ApiError && error.status === 401) {
      return <Navigate to={signInLink} replace />;
    }
    // Anything else (the server is down): the route's error screen, with its retry.
    throw error;
  }
  if (actual === undefined) return <PageSpinner />;
  return roleSatisfies(actual, role) ? <Outlet /> : <Navigate to={paths.unauthorized} replace />;
}
