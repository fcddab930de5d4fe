import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { backupCodeSchema, totpCodeSchema } from '@curio/shared';
import type { SecondFactor } from '../accounts/second-factor';
import type { UserRow } from '../accounts/user-view';
import type { Db } from '../db/client';
import { backupCodes, users } from '../db/schema';
import { backupCodeMatches } from './backup-codes';
import type { SecretBox } from './secret-box';
import { matchTotpStep } from './totp';

export function secondFactor(db: Db, box: SecretBox, backupCodeKey: string): SecondFactor {
  async function acceptTotp(user: UserRow, code: string): Promise<boolean> {
    if (!user.twoFactorSecret || !totpCodeSchema.safeParse(code).success) return false;
    const step = matchTotpStep(box.open(user.twoFactorSecret), code.trim());
    if (step === null) return false;
    const claimed = await db
      .update(users)
      .set({ twoFactorLastStep: step })
      .where(
        and(
          eq(users.id, user.id),
          or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    return claimed.length === 1;
  }

  async function acceptBackupCode(user: UserRow, code: string): Promise<boolean> {
    if (!backupCodeSchema.safeParse(code).success) return false;
    const unused = await db
      .select({ id: backupCodes.id, codeHash: backupCodes.codeHash })
      .from(backupCodes)
      .where(and(eq(backupCodes.userId, user.id), isNull(backupCodes.usedAt)));
    for (const row of unused) {
      if (!(await backupCodeMatches(backupCodeKey, row.codeHash, code))) continue;
      const used = await db
        .update(backupCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(backupCodes.id, row.id), isNull(backupCodes.usedAt)))
        .returning({ id: backupCodes.id });
      return used.length === 1;
    }
    return false;
  }

  return {
    acceptTotp,
    acceptBackupCode,
    accept: (user, code, useBackupCode) =>
      useBackupCode ? acceptBackupCode(user, code) : acceptTotp(user, code),
  };
}
