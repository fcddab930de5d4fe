import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { usernameColumns } from './username-skeleton';

export interface AdminSettings {
  username: string;
  email: string;
  password: string;
}

/**
 * Makes sure the configured admin exists with that password and role ADMIN (ADMIN_USERNAME,
 * ADMIN_EMAIL, ADMIN_PASSWORD). An existing account with that username or email is promoted.
 */
export async function ensureAdmin(
  db: Db,
  admin: AdminSettings,
): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await db
    .select()
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, admin.username.toLowerCase()),
        eq(sql`lower(${users.email})`, admin.email.toLowerCase()),
      ),
    )
    .limit(1);
  if (!existing) {
    const columns = usernameColumns(admin.username);
    const [lookAlike] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.usernameSkeleton, columns.usernameSkeleton));
    if (lookAlike)
      throw new Error(
        `ADMIN_USERNAME ${admin.username} looks like the username of another account ` +
          `(${lookAlike.username}): choose another name.`,
      );
    await db.insert(users).values({
      ...columns,
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      role: 'ADMIN',
      // The operator chose this address in the server's configuration.
      emailVerified: true,
    });
    return 'created';
  }
  const passwordOk = existing.passwordHash
    ? await verifyPassword(existing.passwordHash, admin.password)
    : false;
  if (existing.role === 'ADMIN' && !existing.frozen && passwordOk) return 'unchanged';
  await db
    .update(users)
    .set({
      role: 'ADMIN',
      frozen: false,
      ...(passwordOk ? {} : { passwordHash: await hashPassword(admin.password) }),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  return 'updated';
}
