import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { normalizeUsername } from '@curio/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import type { UserRow } from './user-view';
import { usernameSkeleton } from './username-skeleton';

/**
 * The account whose username or email this is, case aside. A username is also found by its NFKC
 * form (`ｍingstudio` signs in as `mingstudio`); names stored before that rule keep their form.
 */
export async function findUserByIdentifier(
  db: Db,
  identifier: string,
): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const names = [...new Set([value, normalizeUsername(identifier).toLowerCase()])];
  const [user] = await db
    .select()
    .from(users)
    .where(or(inArray(sql`lower(${users.username})`, names), eq(sql`lower(${users.email})`, value)))
    // The name as typed first, should an older account hold it beside its NFKC form.
    .orderBy(sql`lower(${users.username}) = ${value} desc`)
    .limit(1);
  return user;
}

/**
 * Whether another account than `userId` (any account, when undefined) uses one of these names as
 * its username or its email (sign-in takes both in one field, so a username may not be someone's
 * email either), or has a username that looks like `lookAlikeOf` (decision 025).
 */
export async function takenByAnother(
  db: Pick<Db, 'select'>,
  userId: number | undefined,
  names: string[],
  lookAlikeOf?: string,
): Promise<boolean> {
  const lowered = names.map((name) => name.trim().toLowerCase());
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        userId === undefined ? undefined : ne(users.id, userId),
        or(
          inArray(sql`lower(${users.username})`, lowered),
          inArray(sql`lower(${users.email})`, lowered),
          lookAlikeOf === undefined
            ? undefined
            : eq(users.usernameSkeleton, usernameSkeleton(lookAlikeOf)),
        ),
      ),
    )
    .limit(1);
  return taken !== undefined;
}

/**
 * Whether the password is the account's. An unknown account, or one without a password (Google
 * only), is checked against a dummy hash of the same cost and says no: call this for every
 * attempt, never behind a `!user ||`, so that both take the same time.
 */
export async function passwordMatches(
  user: UserRow | undefined,
  password: string,
): Promise<boolean> {
  if (!user?.passwordHash) {
    await verifyPassword(DUMMY_PASSWORD_HASH, password);
    return false;
  }
  return verifyPassword(user.passwordHash, password);
}
