import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * Ends every session of the account at once: tokens carry the version they were issued with, and
 * the auth check refuses an older one. Applies `changes` in the same write and answers the new
 * version, for the caller to issue a token to the session that goes on.
 */
export async function endSessions(
  db: Pick<Db, 'update'>,
  userId: number,
  changes: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ ...changes, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw notFound('userNotFound');
  return row.tokenVersion;
}
