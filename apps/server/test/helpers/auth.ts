import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';

/** A valid token for a user, as sign-in would give (without the argon2 cost). */
export async function tokenFor(app: FastifyInstance, db: Db, userId: number): Promise<string> {
  const [user] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  return app.tokens.sign({ userId, tokenVersion: user?.tokenVersion ?? 0 });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
