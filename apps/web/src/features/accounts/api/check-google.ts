import { LIMITS } from '@curio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { accountSchema } from '../utils/load-account-schemas';

/**
 * Whether Google sign-in can start: the server answers its health check within 3 seconds and has
 * Google configured (accounts-and-admin §7 "Other auth-related"). Throws when the server does not
 * answer in time.
 */
export async function isGoogleSignInAvailable(): Promise<boolean> {
  const health = await apiFetch('/api/health', {
    schema: accountSchema('healthSchema'),
    timeoutMs: LIMITS.healthCheckTimeoutMs,
  });
  return health.google;
}

/** Whether the server has Google sign-in, asked once a minute at most. */
export const googleAvailabilityQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['health', 'google'],
    queryFn: isGoogleSignInAvailable,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
