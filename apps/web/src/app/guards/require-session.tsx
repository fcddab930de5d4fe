import { PageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from '@/features/session/components/require-auth';

/**
 * Pages for a signed-in person. The session token lives in the browser (localStorage), so the server renders the
 * spinner and the browser the page, once it has started (a client loader and no server loader).
 */
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <PageSpinner />;
}

export default function RequireSession() {
  return <RequireAuth />;
}
