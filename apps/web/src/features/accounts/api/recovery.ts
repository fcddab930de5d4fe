import type { PasswordResetConfirmBody, VerifyEmailReply } from '@curio/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { accountSchema } from '../utils/load-account-schemas';

/** POST /api/accounts/password-reset: the same 202 reply whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return apiFetch('/api/accounts/password-reset', {
    method: 'POST',
    body: { email },
    schema: accountSchema('passwordResetRequestReplySchema'),
  });
}

/** POST /api/accounts/password-reset/confirm: the link's token and a new password. */
export function confirmPasswordReset(body: PasswordResetConfirmBody) {
  return apiFetch('/api/accounts/password-reset/confirm', {
    method: 'POST',
    body,
    schema: accountSchema('successReplySchema'),
  });
}

/**
 * POST /api/accounts/verify-email: the token of a verification link. Sent as the page opens, so
 * its reply is not parsed (zod stays out of the page's JavaScript; the server validates it).
 */
function verifyEmail(token: string) {
  return apiFetch<VerifyEmailReply>('/api/accounts/verify-email', {
    method: 'POST',
    body: { token },
  });
}

/**
 * Verifying a link's token as a query, not an effect: opened twice (React's strict mode, a
 * re-render) it is sent once.
 */
export const verifyEmailQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** POST /api/accounts/verify-email/resend (signed in). */
export function resendVerification() {
  return apiFetch('/api/accounts/verify-email/resend', {
    method: 'POST',
    schema: accountSchema('successReplySchema'),
  });
}
