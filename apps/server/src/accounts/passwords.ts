import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id at OWASP's first recommendation: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The hash of no account's password, made with ARGON2_OPTIONS: checked when an account has no
 * password to check (unknown name, Google-only account), so that the answer takes as long as a
 * wrong password. Fixed, so that the first such request costs no extra hashing either; a test
 * keeps its parameters equal to ARGON2_OPTIONS.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Hbahh6rcVpNLaUUO2i5H9w$Qa+FFsVo+N5Byxe6nMtU0QrLY+BWkUsfHO/i2y31HMg';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
