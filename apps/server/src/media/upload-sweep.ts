import { and, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mediaUploads } from '../db/schema';

interface SweepRules {
  kind: (typeof mediaUploads.$inferSelect)['kind'];
  /** True for an upload nothing uses: checked in the same statement that deletes its row. */
  unused: SQL;
  maxAgeMs: number;
  removeFiles: (key: string) => Promise<void>;
}

/**
 * Uploads of one kind that nothing claimed within `maxAgeMs`: their rows go, then their files.
 * Deleting the row first is the claim: a product or account taking the upload meanwhile keeps it.
 * Answers how many.
 */
export async function sweepUnclaimedUploads(db: Db, rules: SweepRules): Promise<number> {
  const cutoff = new Date(Date.now() - rules.maxAgeMs);
  const abandoned = await db
    .delete(mediaUploads)
    .where(and(eq(mediaUploads.kind, rules.kind), lt(mediaUploads.createdAt, cutoff), rules.unused))
    .returning({ key: mediaUploads.imageKey });
  for (const { key } of abandoned) await rules.removeFiles(key);
  return abandoned.length;
}
