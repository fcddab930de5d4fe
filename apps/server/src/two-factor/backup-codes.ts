import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { LIMITS } from '@curio/shared';
import { ARGON2_OPTIONS } from '../accounts/passwords';

/** Letters and digits without look-alikes (0/O, 1/I/L), so a code copied by hand still works. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Each code: 10 symbols of 31, about 49.5 bits, from the operating system's CSPRNG. */
export function newBackupCodes(count: number = LIMITS.backupCodeCount): string[] {
  return Array.from({ length: count }, () =>
    Array.from(
      { length: LIMITS.backupCodeMaxLength },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join(''),
  );
}

const normalized = (code: string) => code.trim().toUpperCase();

/**
 * Codes are stored like passwords (argon2id, salted): with fewer than 112 bits each, a plain hash
 * could be reversed by trying them all (ASVS 6.5.2). The configured key is argon2's secret, so a
 * stolen table is useless on its own.
 */
export function hashBackupCode(key: string, code: string): Promise<string> {
  return hash(normalized(code), { ...ARGON2_OPTIONS, secret: Buffer.from(key) });
}

export async function backupCodeMatches(
  key: string,
  codeHash: string,
  code: string,
): Promise<boolean> {
  try {
    return await verify(codeHash, normalized(code), { secret: Buffer.from(key) });
  } catch {
    return false;
  }
}
