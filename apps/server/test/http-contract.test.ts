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
      expect(errorBodySchema.parse(res.json())).toEqual({
        status: 404,
        code: 'notFound',
        message: 'Not found.',
      });
    }
  });

  it('answers a domain error with its code beside the spec text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts/999999/seller' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'sellerNotFound',
      message: 'Seller not found.',
    });
  });

  it('answers 400 with field errors for a malformed query, with no stack trace', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?size=abc' });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.fieldErrors).toHaveProperty('size');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('gives a validation 400 the code of each field with a message of the table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?size=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'pageSizeTooLarge',
      message: 'Page size must be between 1 and 100.',
      fieldErrors: { size: 'Page size must be between 1 and 100.' },
      fieldCodes: { size: 'pageSizeTooLarge' },
    });
  });

  it.each([
    ['/api/products?search=hoodie', 'search'],
    ['/api/products/facets?name=hoodie&search=hoodie', 'search'],
    // The facets count every page: paging is the list's.
    ['/api/products/facets?page=0', 'page'],
  ])('answers %s with a 400 naming %s, a parameter the call does not know', async (url, name) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'unknownParameter',
      message: `Unknown parameter: ${name}.`,
      params: { name },
      fieldErrors: { [name]: `Unknown parameter: ${name}.` },
      fieldCodes: { [name]: 'unknownParameter' },
    });
  });

  it('names every unknown parameter and keeps the errors of the known ones', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?q=a&size=500&utm_source=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'unknownParameter',
      params: { name: 'q' },
      fieldCodes: {
        q: 'unknownParameter',
        utm_source: 'unknownParameter',
        size: 'pageSizeTooLarge',
      },
    });
  });

  it('takes every parameter the product list and the facets document', async () => {
    const filters =
      'name=hoodie&categories=Hoodies&colors=Black&minPrice=1&maxPrice=300&sellerId=1';
    for (const url of [
      `/api/products?page=0&size=10&sort=price_asc&${filters}`,
      `/api/products/facets?${filters}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('answers 413 with a code for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'product_view', padding: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 413,
      code: 'requestTooLarge',
      message: 'The request is too large.',
    });
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
    expect(res.json()).toEqual({
      status: 400,
      code: 'requestUnreadable',
      message: 'The request could not be read.',
    });
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
