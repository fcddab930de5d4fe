import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import type { UserRow } from './user-view';

/** A fixed hash checked when the user does not exist, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;

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

/** Whether the password is the account's; an unknown account costs the same time and says no. */
export async function passwordMatches(
  user: UserRow | undefined,
  password: string,
): Promise<boolean> {
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-1A');
    await verifyPassword(await dummyHash, password);
    return false;
  }
  return verifyPassword(user.passwordHash, password);
}

/**
 * The key that failed attempts are counted under: the account itself once it is known, so that
 * switching between its username and its email, or between IPs, does not reset the count.
 */
export function attemptKey(scope: string, identifier: string, user: UserRow | undefined): string {
  return user ? `${scope}:user:${user.id}` : `${scope}:name:${identifier.trim().toLowerCase()}`;
}
