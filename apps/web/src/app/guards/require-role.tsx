import { useMatches } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from '@/features/session/components/require-auth';
import { isRoleGuardId, ROLE_GUARDS } from './role-guards';

/**
 * The guard of the signed-in pages, used once per role in routes.ts (route ids in
 * role-guards.ts): without a session, to sign-in; without the role, to /unauthorized. The session
 * token lives in the browser (localStorage), so the server renders the spinner and the browser
 * the page, once it has started (a client loader and no server loader).
 */
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <PageSpinner />;
}

export default function RequireRole() {
  // The guards do not nest: the one guard among the matched routes is this one.
  const guard = useMatches()
    .map(({ id }) => id)
    .find(isRoleGuardId);
  if (guard === undefined) throw new Error('RequireRole needs a route id of role-guards.ts');
  return <RequireAuth role={ROLE_GUARDS[guard]} />;
}
