import type { Role } from '@curio/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionToken } from '@/hooks/use-session-token';

type RequireAuthProps = {
  /**
   * The role the routes need (ADMIN passes every requirement). For now only the session is
   * checked; the role check (GET /api/accounts/verify-role, else /unauthorized) comes with the
   * accounts feature.
   */
  role?: Exclude<Role, 'USER'>;
};

/** Layout route guarding protected pages: without a session, go to sign-in and come back after. */
export function RequireAuth(_props: RequireAuthProps) {
  const token = useSessionToken();
  const location = useLocation();
  if (!token) {
    return <Navigate to={paths.signIn(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
