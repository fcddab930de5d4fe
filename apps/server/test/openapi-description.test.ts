import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DB_ID } from '@curio/shared';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Parameter {
  in: string;
  name: string;
  schema: Record<string, unknown>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI description, for generated clients', () => {
  it('describes every id in a path as an integer from 1 to the largest database id', () => {
    const ids = operations().flatMap(({ path, method, operation }) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' && /^(id|\w+Id)$/.test(parameter.name))
        .map((parameter) => [`${method} ${path} ${parameter.name}`, parameter.schema] as const),
    );
    expect(ids.length).toBeGreaterThan(20);
    for (const [where, schema] of ids) {
      expect(schema, where).toEqual({ type: 'integer', minimum: 1, maximum: MAX_DB_ID });
    }
  });

  it('still refuses an id written otherwise than in digits', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/1e3' });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['/api/products/images/upload', { files: 'array' }, ['files']],
    ['/api/products/import', { file: 'string', images: 'string' }, ['file']],
    ['/api/products/import/dry-run', { file: 'string', images: 'string' }, ['file']],
    ['/api/accounts/picture', { file: 'string' }, ['file']],
    ['/api/validate-image', { image: 'string' }, ['image']],
  ])('describes the multipart body of POST %s', (path, fields, required) => {
    const body = doc.paths[path]?.post?.requestBody;
    const schema = body?.content['multipart/form-data']?.schema as {
      properties: Record<string, { type: string; format?: string; items?: { format: string } }>;
      required: string[];
    };
    expect(
      Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, v.type])),
    ).toEqual(fields);
    for (const part of Object.values(schema.properties)) {
      expect(part.format ?? part.items?.format).toBe('binary');
    }
    expect(schema.required).toEqual(required);
  });

  it('writes no anyOf of equal schemas (a pair of integers is a list of integers)', () => {
    const suggestions = JSON.stringify(doc.paths['/api/search/suggestions']);
    expect(suggestions).not.toContain('anyOf');
  });
});
