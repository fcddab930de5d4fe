import { createHash } from 'node:crypto';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { MEDIA_PREFIX } from '@curio/shared';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { mediaUploads, users } from '../db/schema';
import { AVATAR_SIZES, avatarUrl } from './urls';
import { MAX_INPUT_PIXELS } from './product-images';
import type { MediaStorage } from './storage';
import { sweepUnclaimedUploads } from './upload-sweep';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const storagePath = (key: string, size: (typeof AVATAR_SIZES)[number]) =>
  avatarUrl(key, size).slice(MEDIA_PREFIX.length + 1);

/**
 * The key of a profile picture: a hash of its bytes, apart from product image keys (the same
 * bytes as a product image get another key), so `media_uploads` rows of the two never meet.
 */
export function avatarKeyOf(bytes: Buffer): string {
  return createHash('sha256').update('avatar\0').update(bytes).digest('hex').slice(0, 32);
}

/** Stores a profile picture as square WebP variants (60, 100, 400 px), metadata stripped. */
export async function storeAvatar(
  storage: MediaStorage,
  input: Buffer,
  key: string = avatarKeyOf(input),
): Promise<string> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  for (const size of AVATAR_SIZES) {
    const bytes = await source
      .clone()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    await storage.put(storagePath(key, size), bytes);
  }
  return key;
}

async function removeAvatarFiles(storage: MediaStorage, key: string): Promise<void> {
  for (const size of AVATAR_SIZES) await storage.remove(storagePath(key, size));
}

/**
 * Recorded before the files are written, as product images are (decision 006): a crash before the
 * picture is set leaves a row the sweeper clears, never files nothing refers to.
 */
export async function recordAvatarUpload(db: Db, key: string, userId: number): Promise<void> {
  await db
    .insert(mediaUploads)
    .values({ imageKey: key, kind: 'avatar', userId })
    .onConflictDoUpdate({ target: mediaUploads.imageKey, set: { createdAt: new Date() } });
}

/** In the transaction that stops an account using a picture: it becomes an upload again. */
export async function releaseAvatar(tx: Pick<Db, 'insert'>, key: string | null): Promise<void> {
  if (!key) return;
  await tx
    .insert(mediaUploads)
    .values({ imageKey: key, kind: 'avatar' })
    .onConflictDoNothing({ target: mediaUploads.imageKey });
}

/**
 * Makes `key` the user's picture and claims its upload; the picture it replaces is released in the
 * same transaction. Answers the replaced key (for removeUnusedAvatar), or null.
 */
export async function setPicture(db: Db, userId: number, key: string): Promise<string | null> {
  return db.transaction(async (tx: Transaction) => {
    const [before] = await tx
      .select({ key: users.pictureKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx
      .update(users)
      .set({ pictureKey: key, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx
      .delete(mediaUploads)
      .where(and(eq(mediaUploads.imageKey, key), eq(mediaUploads.kind, 'avatar')));
    const replaced = before?.key && before.key !== key ? before.key : null;
    await releaseAvatar(tx, replaced);
    return replaced;
  });
}

const unusedAvatar = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(sql`${users.pictureKey} = ${mediaUploads.imageKey}`),
  );

/** After releaseAvatar: the files go when no account uses the picture any more (several may). */
export async function removeUnusedAvatar(
  db: Db,
  storage: MediaStorage,
  key: string | null,
): Promise<void> {
  if (!key) return;
  // The row goes only while nobody uses the key: the check and the delete are one statement.
  const removed = await db
    .delete(mediaUploads)
    .where(and(eq(mediaUploads.imageKey, key), eq(mediaUploads.kind, 'avatar'), unusedAvatar(db)))
    .returning({ key: mediaUploads.imageKey });
  if (removed.length > 0) await removeAvatarFiles(storage, key);
}

/** Picture uploads no account took within `maxAgeMs`: their rows and files go. Answers how many. */
export function sweepAbandonedAvatars(
  db: Db,
  storage: MediaStorage,
  maxAgeMs: number,
): Promise<number> {
  return sweepUnclaimedUploads(db, {
    kind: 'avatar',
    unused: unusedAvatar(db),
    maxAgeMs,
    removeFiles: (key) => removeAvatarFiles(storage, key),
  });
}
