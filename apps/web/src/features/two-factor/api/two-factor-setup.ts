import {
  type StepUpBody,
  twoFactorDisableReplySchema,
  twoFactorSetupReplySchema,
  twoFactorVerifySetupReplySchema,
} from '@curio/shared';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/auth/2fa/setup with the current password: a new secret and its otpauth:// URI for the
 * QR code.
 */
export function startTwoFactorSetup(proof: StepUpBody) {
  return apiFetch('/api/auth/2fa/setup', {
    method: 'POST',
    body: proof,
    schema: twoFactorSetupReplySchema,
  });
}

/**
 * POST /api/auth/2fa/verify-setup: a code from the app turns two-factor on; answers 8 backup codes,
 * and a new token: the account's other sessions have ended (see `continueSessionWith`).
 */
export function verifyTwoFactorSetup(code: string) {
  return apiFetch('/api/auth/2fa/verify-setup', {
    method: 'POST',
    body: { code },
    schema: twoFactorVerifySetupReplySchema,
  });
}

/** POST /api/auth/2fa/disable: needs a current code from the app; answers a new token too. */
export function disableTwoFactor(code: string) {
  return apiFetch('/api/auth/2fa/disable', {
    method: 'POST',
    body: { code },
    schema: twoFactorDisableReplySchema,
  });
}
