import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@curio/shared';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the HTTP contract', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      google: false,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 JSON for an unknown /api path, never HTML', async () => {
    for (const url of ['/api/nope', '/api', '/api/products/1/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorBodySchema.parse(res.json())).toMatchObject({ status: 404 });
    }
  });

  it('answers 400 with field errors for a malformed query, with no stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?size=abc' });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.fieldErrors).toHaveProperty('size');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers 400 with a JSON body for invalid JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // A public route: a protected one answers 401 before it reads the body.
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('describes the API in OpenAPI and serves a browsable reference', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const doc = spec.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/products', '/api/products/{id}']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 404 JSON for missing media, never the app page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/products/missing-150.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});
