import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountTokens, users } from '../db/schema';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** How long a mailed link works. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  password_reset: 30 * 60 * 1000,
  login_challenge: 5 * 60 * 1000,
};

/** Only the SHA-256 of a token is stored: a copy of the table opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** At most this many mails of one purpose per account within MAIL_WINDOW_MS. */
export const MAILS_PER_WINDOW = 3;
export const MAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * A new single-use token (32 random bytes, base64url) for the account; older unused tokens of the
 * same purpose stop working (they are marked used, so recent mails can still be counted).
 * Undefined when the account already had MAILS_PER_WINDOW of them in MAIL_WINDOW_MS: the count
 * and the insert run under a lock on the account's row, so parallel requests cannot pass it.
 */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  email: string,
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          gt(accountTokens.createdAt, new Date(now.getTime() - MAIL_WINDOW_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= MAILS_PER_WINDOW) return undefined;
    await retireAccountTokens(tx, userId, purpose, now);
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      createdAt: now,
    });
    return token;
  });
}

/**
 * Uses the token once: answers its row when it was unused, unexpired and of this purpose, and
 * marks it used in the same statement (two concurrent uses: one wins).
 */
export async function consumeAccountToken(
  db: Pick<Db, 'update'>,
  token: string,
  purpose: TokenPurpose,
): Promise<AccountTokenRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token.trim())),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** How many tokens of this purpose the account was sent within the last `windowMs`. */
export async function recentTokenCount(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  windowMs: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  return row?.n ?? 0;
}

/** Ends every unused token of this purpose (after a password reset, say). */
export async function retireAccountTokens(
  db: Pick<Db, 'update'>,
  userId: number,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Ends every unused link mailed to the account (reset and verification): a change of the password
 * or the address they were issued for, so that a link in an old mailbox opens nothing.
 */
export async function retireMailedLinks(
  db: Pick<Db, 'update'>,
  userId: number,
  now = new Date(),
): Promise<void> {
  await retireAccountTokens(db, userId, 'password_reset', now);
  await retireAccountTokens(db, userId, 'verify_email', now);
}
