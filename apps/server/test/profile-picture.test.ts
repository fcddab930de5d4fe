import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createUser } from './helpers/fixtures';
import { flatImage, photo } from './helpers/images';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.db)).id;
  token = await tokenFor(t.app, t.db, userId);
});
afterAll(() => t.close());

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
      for (const size of [60, 100, 400]) {
        const file = join(
          t.dataDir,
          'media',
          imageUrl.replace('/media/', '').replace('-400.webp', `-${size}.webp`),
        );
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
          'webp',
          size,
          size,
          undefined,
        ]);
      }
      const served = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
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
    expect(res.json()).toMatchObject({ message: 'File size exceeds maximum allowed size of 5MB' });
  });

  it('refuses a missing file and a request that is not multipart', async () => {
    const res = await upload('/api/accounts/picture', 'other', await photo('png'));
    expect(res.json()).toMatchObject({ status: 400, message: 'No file provided' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/picture',
      headers: bearer(token),
      payload: {},
    });
    expect(json.json()).toMatchObject({ status: 400, message: 'No file provided' });
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
    expect(blank.json()).toEqual({ appropriate: false, message: 'Image content not appropriate' });
    const tiny = await upload('/api/validate-image', 'image', await photo('png', 16, 16));
    expect(tiny.json()).toMatchObject({ appropriate: false });
    const sliver = await upload('/api/validate-image', 'image', await photo('png', 500, 50));
    expect(sliver.json()).toMatchObject({ appropriate: false });
  });
});
