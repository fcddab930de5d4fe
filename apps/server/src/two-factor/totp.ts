import { Secret, TOTP } from 'otpauth';
import { LIMITS } from '@curio/shared';

const TOTP_ISSUER = 'Curio';
const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a code from the previous or next 30 s is accepted (RFC 6238 §5.2). */
const TOTP_WINDOW = 1;

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: LIMITS.totpDigits,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, label: string): string {
  return totpFor(secretBase32, label).toString();
}

/**
 * The time step a code belongs to when it is valid now (within the window), else null. The caller
 * refuses a step at or before the last one accepted, so each code works once.
 */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32, 'check').validate({
    token: code,
    timestamp: now,
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}
