import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/postgres-errors';
import { users } from '../db/schema';
import { usernameSkeleton } from './username-skeleton';

const BATCH = 500;

interface Wanted {
  id: number;
  skeleton: string;
}

/** Writes the batch's skeletons; null when a unique index refused one of them. */
async function writeBatch(db: Db, batch: readonly Wanted[]): Promise<number | null> {
  const values = sql.join(
    batch.map(({ id, skeleton }) => sql`(${id}::integer, ${skeleton}::text)`),
    sql`, `,
  );
  try {
    const updated = await db
      .update(users)
      .set({ usernameSkeleton: sql`v.skeleton` })
      .from(sql`(values ${values}) as v(id, skeleton)`)
      .where(and(sql`${users.id} = v.id`, isNull(users.usernameSkeleton)))
      .returning({ id: users.id });
    return updated.length;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** One row at a time: those whose skeleton another account took meanwhile keep none. */
async function writeOneByOne(db: Db, batch: readonly Wanted[]): Promise<number> {
  let written = 0;
  for (const row of batch) written += (await writeBatch(db, [row])) ?? 0;
  return written;
}

/**
 * Gives every account without one the skeleton of its username: accounts made before decision
 * 025, or written by hand. Idempotent, run at every start. Oldest accounts first: where two
 * accounts already looked alike, the older holds the skeleton, the later keeps its name without
 * one, and no new account can take that look.
 */
export async function fillUsernameSkeletons(
  db: Db,
): Promise<{ filled: number; lookAlikes: number }> {
  let filled = 0;
  let lookAlikes = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(isNull(users.usernameSkeleton), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
    const wanted = rows.map((row) => ({ id: row.id, skeleton: usernameSkeleton(row.username) }));
    const holders = await db
      .select({ skeleton: users.usernameSkeleton })
      .from(users)
      .where(
        inArray(
          users.usernameSkeleton,
          wanted.map((row) => row.skeleton),
        ),
      );
    const taken = new Set(holders.map((holder) => holder.skeleton));
    const batch: Wanted[] = [];
    for (const row of wanted) {
      if (taken.has(row.skeleton)) continue;
      taken.add(row.skeleton);
      batch.push(row);
    }
    lookAlikes += wanted.length - batch.length;
    if (batch.length === 0) continue;
    const written = (await writeBatch(db, batch)) ?? (await writeOneByOne(db, batch));
    filled += written;
    lookAlikes += batch.length - written;
  }
  return { filled, lookAlikes };
}
