import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@curio/shared';
import { loadConfig } from '../src/config';
import { openS3Storage } from '../src/media/s3-storage';
import { bearer, tokenFor } from './helpers/auth';
import { createUser } from './helpers/fixtures';
import { photo } from './helpers/images';
import { startS3rver, type RunningS3rver } from './helpers/media-backends';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';

let s3: RunningS3rver;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3.stop());

const settingsWith = (env: Record<string, string>) => {
  const settings = loadConfig({ ...s3.env, ...env }).s3;
  if (!settings) throw new Error('S3 is not configured');
  return settings;
};

describe('the bucket at start-up', () => {
  it('is accepted when it can be used with the credentials', async () => {
    const storage = await openS3Storage(settingsWith({}));
    await expect(storage.check()).resolves.toBeUndefined();
    storage.close();
  });

  it.each([
    ['a bucket that does not exist', { S3_BUCKET: 'no-such-bucket' }, 'no-such-bucket', 'HTTP 404'],
    ['an unknown access key', { S3_ACCESS_KEY_ID: 'SOMEONE' }, 'curio-media', 'HTTP 403'],
  ])('stops it with one line for %s', async (_case, env, bucket, reason) => {
    const storage = await openS3Storage(settingsWith(env));
    await expect(storage.check()).rejects.toThrow(
      `Media storage: bucket ${bucket} cannot be used (${reason})`,
    );
    storage.close();
  });
});

describe('a bucket that stops answering', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // An address where nothing listens: the bucket's server is gone.
    const gone = await startS3rver();
    await gone.stop();
    t = await createTestApp(gone.env);
    const seller = await createUser(t.db, { role: 'SELLER' });
    token = await tokenFor(t.app, t.db, seller.id);
  });
  afterAll(() => t.close());

  it('answers 503 for media, never a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/media/products/${'a'.repeat(32)}-150.webp`,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 503,
      code: 'serviceUnavailable',
      message: MESSAGES.serviceUnavailable,
    });
  });

  it.each([
    ['/api/products/images/upload', 'files'],
    ['/api/accounts/picture', 'file'],
  ])('answers 503 for an upload to %s, never a 500', async (url, field) => {
    const body = multipartBody([
      { field, filename: 'p.jpg', contentType: 'image/jpeg', bytes: await photo('jpeg') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 503,
      code: 'serviceUnavailable',
      message: MESSAGES.serviceUnavailable,
    });
  });
});
