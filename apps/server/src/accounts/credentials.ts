import { eq, or, sql } from 'drizzle-orm';
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

/** The user when the username-or-email and password match; undefined otherwise, either way alike. */
export async function checkCredentials(
  db: Db,
  identifier: string,
  password: string,
): Promise<UserRow | undefined> {
  const user = await findUserByIdentifier(db, identifier);
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-1A');
    await verifyPassword(await dummyHash, password);
    return undefined;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : undefined;
}
