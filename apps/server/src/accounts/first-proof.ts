import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { endSessions } from './sessions';

type Account = Pick<typeof users.$inferSelect, 'id' | 'emailVerified' | 'googleSubject'>;

/**
 * Writes an address as proved (a reset or verification link was opened), with `changes`. Proving
 * it for the first time ends what was attached before: a Google identity linked while nobody had
 * proved the address, and with it every session, so that whoever signed up with someone else's
 * address and linked their own Google account loses the account to its owner (docs/security.md
 * 10.5.2). `endAllSessions` ends them in any case (a new password). Answers whether a Google link
 * was removed (the owner is then told by mail).
 */
export async function proveAddress(
  tx: Pick<Db, 'update'>,
  user: Account,
  changes: Partial<typeof users.$inferInsert>,
  endAllSessions: boolean,
): Promise<{ unlinkedGoogle: boolean }> {
  const unlinkedGoogle = !user.emailVerified && user.googleSubject !== null;
  const proved = {
    ...changes,
    emailVerified: true,
    ...(unlinkedGoogle && { googleSubject: null }),
  };
  if (endAllSessions || unlinkedGoogle) await endSessions(tx, user.id, proved);
  else
    await tx
      .update(users)
      .set({ ...proved, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  return { unlinkedGoogle };
}
