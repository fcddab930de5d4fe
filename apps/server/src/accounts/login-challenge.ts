import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { accountTokens, users } from '../db/schema';
import { badRequest, unauthorized } from '../http/errors';
import type { SecondFactor } from './second-factor';
import { consumeAccountToken, hashToken, TOKEN_LIFETIME_MS } from './account-tokens';
import { attemptKey, reserveAttempt, type AttemptLimiter } from './attempt-limiter';
import type { UserRow } from './user-view';

/**
 * The two-factor step of a sign-in without sending the password again (decision 015): once the
 * password (or Google) has been proved for an account with two-factor login, the reply carries a
 * challenge — 32 random bytes, stored as a SHA-256 hash in account_tokens (purpose
 * `login_challenge`), valid 5 minutes, used once by the code that completes it.
 *
 * The challenge ends with `.<token version>` of the account when it was issued: whatever ends the
 * account's sessions (password change or reset, role change, logout everywhere, two-factor reset)
 * bumps the version and so ends the half-finished sign-ins too. The suffix cannot be altered: the
 * stored hash covers the whole challenge.
 */
export async function issueLoginChallenge(
  db: Db,
  user: Pick<UserRow, 'id' | 'tokenVersion'>,
): Promise<string> {
  const userId = user.id;
  const challenge = `${randomBytes(32).toString('base64url')}.${user.tokenVersion}`;
  const now = new Date();
  // Expired challenges of the account are dropped on the way: the table does not grow with them.
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'login_challenge'),
        lt(accountTokens.expiresAt, now),
      ),
    );
  await db.insert(accountTokens).values({
    userId,
    purpose: 'login_challenge',
    tokenHash: hashToken(challenge),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.login_challenge),
    createdAt: now,
  });
  return challenge;
}

/**
 * The account of an unused, unexpired challenge issued at the account's current token version (the
 * challenge stays usable).
 */
async function accountOfLoginChallenge(db: Db, challenge: string): Promise<UserRow | undefined> {
  const version = Number(challenge.slice(challenge.lastIndexOf('.') + 1));
  if (!challenge.includes('.') || !Number.isInteger(version)) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(challenge)),
        eq(accountTokens.purpose, 'login_challenge'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
  return row?.user.tokenVersion === version ? row.user : undefined;
}

export interface ChallengeVerification {
  challenge: string;
  code: string;
  useBackupCode: boolean;
}

/**
 * `POST /api/auth/2fa/verify {challenge, code | backupCode}`: the session token when the code is
 * right. An unknown, used or expired challenge is a 401; a wrong code a 400 counted under the
 * account's two-factor key, like the spec's form of the call.
 */
export async function verifyLoginChallenge(
  app: FastifyInstance,
  body: ChallengeVerification,
  deps: { limiter: AttemptLimiter; secondFactor: SecondFactor; ip: string },
): Promise<{ token: string }> {
  const { limiter, secondFactor, ip } = deps;
  const user = await accountOfLoginChallenge(app.db, body.challenge);
  if (!user) throw unauthorized('signInStepExpired');
  // The same count as the password sign-in of this account from this address.
  const key = attemptKey(user.username, user);
  await reserveAttempt(limiter, key, ip);
  if (!user.twoFactorEnabled) {
    await limiter.release(key, ip);
    throw badRequest('twoFactorNotSetUp');
  }
  if (!(await secondFactor.accept(user, body.code, body.useBackupCode)))
    throw badRequest('invalidVerificationCode');
  // Used once: of two requests with the same challenge and two good codes, one signs in.
  if (!(await consumeAccountToken(app.db, body.challenge, 'login_challenge'))) {
    await limiter.release(key, ip);
    throw unauthorized('signInStepExpired');
  }
  await limiter.succeeded(key, ip);
  return { token: await app.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
}
