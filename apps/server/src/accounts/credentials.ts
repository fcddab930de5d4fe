import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import type { UserRow } from './user-view';

export async function findUserByIdentifier(
  db: Db,
  identifier: string,
): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)))
    .limit(1);
  return user;
}

/**
 * Whether another account uses one of these names as its username or its email (sign-in takes
 * both in one field, so a username may not be someone's email either).
 */
export async function takenByAnother(
  db: Pick<Db, 'select'>,
  userId: number,
  names: string[],
): Promise<boolean> {
  const lowered = names.map((name) => name.trim().toLowerCase());
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(
          inArray(sql`lower(${users.username})`, lowered),
          inArray(sql`lower(${users.email})`, lowered),
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
