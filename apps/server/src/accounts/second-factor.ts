import type { UserRow } from './user-view';

/** Checks of the second factor, shared by the two-factor routes and Google linking. */
export interface SecondFactor {
  /** Accepts a current TOTP code once: the step is recorded only if it is newer than the last. */
  acceptTotp: (user: UserRow, code: string) => Promise<boolean>;
  /** Accepts an unused backup code once (the row is claimed only while still unused). */
  acceptBackupCode: (user: UserRow, code: string) => Promise<boolean>;
  /** One or the other. */
  accept: (user: UserRow, code: string, useBackupCode: boolean) => Promise<boolean>;
}
