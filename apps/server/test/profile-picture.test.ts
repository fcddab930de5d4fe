import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@curio/shared';
import { mediaUploads, users } from '../src/db/schema';
import {
  avatarKeyOf,
  recordAvatarUpload,
  storeAvatar,
  sweepAbandonedAvatars,
} from '../src/media/avatars';
import { sweepAbandonedUploads } from '../src/seller-dashboard/image-cleanup';
import { bearer, tokenFor } from './helpers/auth';
import { createUser } from './helpers/fixtures';
import { flatImage, photo } from './helpers/images';
import { MEDIA_BACKENDS, mediaBytes, mediaStatuses } from './helpers/media-backends';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let userId: number;

function upload(
  url: string,
  field: string,
  bytes: Buffer,
  filename = 'me.jpg',
  contentType = 'image/jpeg',
  auth = token,
) {
  const body = multipartBody([{ field, filename, contentType, bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(auth) },
  });
}

const HOUR_MS = 60 * 60_000;

const keyOf = (imageUrl: string) => /avatars\/([0-9a-f]{32})-400/.exec(imageUrl)?.[1] ?? '';

async function setPictureOf(auth: string, bytes: Buffer): Promise<string> {
  const res = await upload('/api/accounts/picture', 'file', bytes, 'p.png', 'image/png', auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ imageUrl: string }>().imageUrl;
}

const uploadRows = () =>
  t.db.select({ key: mediaUploads.imageKey, kind: mediaUploads.kind }).from(mediaUploads);

const PICTURE_SIZES = [60, 100, 400];
/** How each size of a picture (`/media/avatars/<key>-400.webp`) is served. */
const pictureStatuses = (imageUrl: string) =>
  mediaStatuses(
    t.app,
    PICTURE_SIZES.map((size) => imageUrl.replace('-400.webp', `-${size}.webp`)),
  );
const SERVED = [200, 200, 200];
const GONE = [404, 404, 404];

describe.each(MEDIA_BACKENDS)('profile pictures, media on %s', (media) => {
  beforeAll(async () => {
    t = await createTestApp({}, { media });
  });
  // Each test a new account: uploads are limited per account and minute.
  beforeEach(async () => {
    userId = (await createUser(t.db)).id;
    token = await tokenFor(t.app, t.db, userId);
  });
  afterAll(() => t.close());

  describe('POST /api/accounts/picture', () => {
    it.each(['jpeg', 'png', 'gif', 'webp'] as const)(
      'stores a %s as square WebP variants without metadata',
      async (format) => {
        const res = await upload('/api/accounts/picture', 'file', await photo(format));
        expect(res.statusCode, res.body).toBe(200);
        const { imageUrl, user } = res.json<{
          imageUrl: string;
          user: { profilePicture: { pictureUrl: string } };
        }>();
        expect(imageUrl).toMatch(/^\/media\/avatars\/[0-9a-f]{32}-400\.webp$/);
        expect(user.profilePicture.pictureUrl).toBe(imageUrl);
        for (const size of PICTURE_SIZES) {
          const url = imageUrl.replace('-400.webp', `-${size}.webp`);
          const meta = await sharp(await mediaBytes(t.app, url)).metadata();
          expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
            'webp',
            size,
            size,
            undefined,
          ]);
        }
      },
    );

    it('judges the type by the bytes: a text file named .jpg is refused', async () => {
      const res = await upload(
        '/api/accounts/picture',
        'file',
        Buffer.from('hello, not an image at all'),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP',
      });
    });

    it('refuses a file over 5 MB with 413', async () => {
      const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const res = await upload('/api/accounts/picture', 'file', big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        message: 'File size exceeds maximum allowed size of 5MB',
      });
    });

    it('refuses a missing file and a request that is not multipart', async () => {
      const res = await upload('/api/accounts/picture', 'other', await photo('png'));
      expect(res.json()).toMatchObject({
        status: 400,
        code: 'noFileProvided',
        message: 'No file provided',
      });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/picture',
        headers: bearer(token),
        payload: {},
      });
      expect(json.json()).toMatchObject({
        status: 400,
        code: 'noFileProvided',
        message: 'No file provided',
      });
    });

    it('refuses an image the moderation check rejects, keeping the old picture', async () => {
      const [before] = await t.db.select().from(users).where(eq(users.id, userId));
      const res = await upload(
        '/api/accounts/picture',
        'file',
        await flatImage(),
        'blank.png',
        'image/png',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Image content not appropriate' });
      const [after] = await t.db.select().from(users).where(eq(users.id, userId));
      expect(after?.pictureKey).toBe(before?.pictureKey);
    });

    it('refuses a frozen account and a guest', async () => {
      const frozen = await createUser(t.db, { frozen: true });
      const res = await upload(
        '/api/accounts/picture',
        'file',
        await photo('png'),
        'a.png',
        'image/png',
        await tokenFor(t.app, t.db, frozen.id),
      );
      expect(res.json()).toEqual({
        status: 403,
        code: 'accountFrozen',
        message: 'Your account is frozen. You cannot edit your profile.',
      });
      const body = multipartBody([
        { field: 'file', filename: 'a.png', contentType: 'image/png', bytes: await photo('png') },
      ]);
      const guest = await t.app.inject({ method: 'POST', url: '/api/accounts/picture', ...body });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('POST /api/validate-image', () => {
    it('says whether an image is appropriate', async () => {
      const good = await upload('/api/validate-image', 'image', await photo('jpeg'));
      expect(good.json()).toEqual({ appropriate: true, message: 'Image looks fine' });
      const blank = await upload('/api/validate-image', 'image', await flatImage());
      expect(blank.json()).toEqual({
        appropriate: false,
        message: 'Image content not appropriate',
      });
      const tiny = await upload('/api/validate-image', 'image', await photo('png', 16, 16));
      expect(tiny.json()).toMatchObject({ appropriate: false });
      const sliver = await upload('/api/validate-image', 'image', await photo('png', 500, 50));
      expect(sliver.json()).toMatchObject({ appropriate: false });
    });
  });

  // ── Limits and clean-up ──────────────────────────────────────────────────────────────────────
  describe('profile picture uploads per account', () => {
    it(`allows ${LIMITS.pictureUploadsPerMinute} a minute, then 429 in the error format`, async () => {
      // Refused uploads count too: each one was read.
      for (let i = 0; i < LIMITS.pictureUploadsPerMinute; i++) {
        const res = await upload('/api/accounts/picture', 'file', Buffer.from('not an image'));
        expect(res.statusCode).toBe(400);
      }
      const limited = await upload('/api/accounts/picture', 'file', await photo('png'));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        status: 429,
        code: 'tooManyRequests',
        message: MESSAGES.tooManyRequests,
        retryAfterSeconds: Number(limited.headers['retry-after']),
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const [me] = await t.db.select().from(users).where(eq(users.id, userId));
      expect(me?.pictureKey).toBeNull();

      // Another account, from the same address, is not held back.
      const other = await createUser(t.db);
      await setPictureOf(await tokenFor(t.app, t.db, other.id), await photo('png'));
    });
  });

  describe('replaced and abandoned pictures', () => {
    it('deletes the replaced picture, its files and its upload record', async () => {
      const first = await setPictureOf(token, await photo('png', 300, 240));
      const second = await setPictureOf(token, await photo('png', 301, 240));
      expect(second).not.toBe(first);
      expect(await pictureStatuses(first)).toEqual(GONE);
      expect(await pictureStatuses(second)).toEqual(SERVED);
      const keys = (await uploadRows()).map((row) => row.key);
      expect(keys).not.toContain(keyOf(first));
      expect(keys).not.toContain(keyOf(second));
      // The same picture again changes nothing and deletes nothing.
      expect(await setPictureOf(token, await photo('png', 301, 240))).toBe(second);
      expect(await pictureStatuses(second)).toEqual(SERVED);
    });

    it('keeps a replaced picture another account still uses', async () => {
      const other = await createUser(t.db);
      const otherToken = await tokenFor(t.app, t.db, other.id);
      const shared = await setPictureOf(token, await photo('png', 302, 240));
      expect(await setPictureOf(otherToken, await photo('png', 302, 240))).toBe(shared);
      await setPictureOf(token, await photo('png', 303, 240));
      expect(await pictureStatuses(shared)).toEqual(SERVED);
      // …until the last one moves on too.
      await setPictureOf(otherToken, await photo('png', 304, 240));
      expect(await pictureStatuses(shared)).toEqual(GONE);
    });

    it("deletes a deleted account's picture", async () => {
      const picture = await setPictureOf(token, await photo('png', 305, 240));
      const admin = await createUser(t.db, { role: 'ADMIN' });
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/${userId}`,
        headers: bearer(await tokenFor(t.app, t.db, admin.id)),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await pictureStatuses(picture)).toEqual(GONE);
      expect((await uploadRows()).map((row) => row.key)).not.toContain(keyOf(picture));
    });

    it('sweeps uploads no account took within an hour, and nothing else', async () => {
      // What a request that failed after storing the files leaves behind, 2 hours ago…
      const lost = await photo('png', 306, 240);
      const lostKey = avatarKeyOf(lost);
      await recordAvatarUpload(t.db, lostKey, userId);
      await storeAvatar(t.app.media, lost, lostKey);
      // …the same 10 minutes ago…
      const recent = await photo('png', 307, 240);
      const recentKey = avatarKeyOf(recent);
      await recordAvatarUpload(t.db, recentKey, userId);
      await storeAvatar(t.app.media, recent, recentKey);
      // …an old record of a picture an account now uses, and an old product image upload.
      const inUse = await setPictureOf(token, await photo('png', 308, 240));
      await t.db.insert(mediaUploads).values([
        { imageKey: keyOf(inUse), kind: 'avatar' },
        { imageKey: 'f'.repeat(32), kind: 'product' },
      ]);
      const age = (key: string, ms: number) =>
        t.db
          .update(mediaUploads)
          .set({ createdAt: new Date(Date.now() - ms) })
          .where(sql`${mediaUploads.imageKey} = ${key}`);
      await age(lostKey, 2 * HOUR_MS);
      await age(recentKey, HOUR_MS / 6);
      await age(keyOf(inUse), 2 * HOUR_MS);
      await age('f'.repeat(32), 2 * HOUR_MS);

      expect(await sweepAbandonedAvatars(t.db, t.app.media, HOUR_MS)).toBe(1);
      const lostUrl = `/media/avatars/${lostKey}-400.webp`;
      const recentUrl = `/media/avatars/${recentKey}-400.webp`;
      expect(await pictureStatuses(lostUrl)).toEqual(GONE);
      expect(await pictureStatuses(recentUrl)).toEqual(SERVED);
      expect(await pictureStatuses(inUse)).toEqual(SERVED);
      const left = (await uploadRows()).map((row) => `${row.kind}:${row.key}`);
      expect(left).not.toContain(`avatar:${lostKey}`);
      expect(left).toEqual(
        expect.arrayContaining([
          `avatar:${recentKey}`,
          `avatar:${keyOf(inUse)}`,
          `product:${'f'.repeat(32)}`,
        ]),
      );

      // The product sweep leaves picture uploads alone (and takes its own).
      await age(recentKey, 2 * HOUR_MS);
      expect(await sweepAbandonedUploads(t.db, t.app.media, HOUR_MS)).toBe(1);
      expect(await pictureStatuses(recentUrl)).toEqual(SERVED);
      expect(await sweepAbandonedAvatars(t.db, t.app.media, HOUR_MS)).toBe(1);
      expect(await pictureStatuses(recentUrl)).toEqual(GONE);
    });
  });
});
