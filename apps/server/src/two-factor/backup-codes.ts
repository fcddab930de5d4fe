import { createHmac, randomInt } from 'node:crypto';
import { LIMITS } from '@curio/shared';

/** Letters and digits without look-alikes (0/O, 1/I/L), so a code copied by hand still works. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newBackupCodes(count: number = LIMITS.backupCodeCount): string[] {
  return Array.from({ length: count }, () =>
    Array.from(
      { length: LIMITS.backupCodeMaxLength },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join(''),
  );
}

/**
 * Codes are stored as keyed hashes: ~50 bits of randomness each makes a slow hash unnecessary,
 * and the key (from configuration) makes a stolen table useless on its own.
 */
export function hashBackupCode(key: string, code: string): string {
  return createHmac('sha256', key).update(code.trim().toUpperCase()).digest('base64url');
}
