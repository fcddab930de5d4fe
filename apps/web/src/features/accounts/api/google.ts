import type { OauthExchangeReply, OauthLinkBody, StepUpBody } from '@curio/shared';
import { apiFetch } from '@/lib/api-client';
import { accountSchema } from '../utils/load-account-schemas';
import { beginGoogleRoundTrip } from '../utils/google-round-trip';

/** Where the browser goes to start Google sign-in, with the binding of this tab's secret. */
export async function googleLoginUrl(): Promise<string> {
  const binding = await beginGoogleRoundTrip('signin');
  return `/api/oauth2/login?binding=${encodeURIComponent(binding)}`;
}

/**
 * Linking from the profile, with the current password (and code): the server answers the
 * provider's URL for the signed-in account.
 */
export async function googleLinkUrl(proof: StepUpBody): Promise<string> {
  const binding = await beginGoogleRoundTrip('link');
  const { url } = await apiFetch('/api/oauth2/link-start', {
    method: 'POST',
    body: { binding, ...proof },
    schema: accountSchema('oauthLinkStartReplySchema'),
  });
  return url;
}

/** DELETE /api/oauth2/link with the current password (and code): Google no longer signs in. */
export function unlinkGoogle(proof: StepUpBody) {
  return apiFetch('/api/oauth2/link', {
    method: 'DELETE',
    body: proof,
    schema: accountSchema('successReplySchema'),
  });
}

/** POST /api/oauth2/exchange: the callback's code with this tab's secret. */
export function exchangeGoogleCode(code: string, secret: string): Promise<OauthExchangeReply> {
  return apiFetch('/api/oauth2/exchange', {
    method: 'POST',
    body: { code, secret },
    schema: accountSchema('oauthExchangeReplySchema'),
  });
}

/** POST /api/oauth2/link: the account's password (and code) to link Google to it. */
export function linkGoogleAccount(body: OauthLinkBody) {
  return apiFetch('/api/oauth2/link', {
    method: 'POST',
    body,
    schema: accountSchema('tokenReplySchema'),
  });
}
