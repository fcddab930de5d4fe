import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@curio/shared';
import { agents, colors } from '../src/db/schema';
import { bearer, tokenFor } from './helpers/auth';
import { createProduct, createUser } from './helpers/fixtures';
import { startHttpSink } from './helpers/http-sink';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Requests generated from the OpenAPI description: wrong types, odd and huge Unicode, odd numbers,
 * missing and extra fields, in path parameters, query strings and bodies. Whatever comes in, the
 * answer is never a 5xx, never shows a stack trace, and every error has the documented shape.
 * FUZZ_REQUESTS sets the total: `npm test` runs 2,000, `npm run test:full` 10,000.
 */
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);

// ── The documented operations ────────────────────────────────────────────────────────────────
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  secured: boolean;
  parameters: Parameter[];
  jsonBody: JsonSchema | undefined;
  /** The multipart field named in the summary ("multipart field `files`"). */
  multipartField: string | undefined;
}

function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        secured: (operation.security ?? []).length > 0,
        parameters: operation.parameters ?? [],
        jsonBody: operation.requestBody?.content['application/json']?.schema,
        multipartField: /multipart field `(\w+)`/.exec(operation.summary ?? '')?.[1],
      });
    }
  }
  return operations;
}

// ── Values ───────────────────────────────────────────────────────────────────────────────────
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDC00y',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'שלום עולם',
  '👩‍👩‍👧‍👦',
  '🙂🙃🙂',
  'Ω≈ç√∫',
  'İıßǅﬀ',
  '\u200B\uFEFF',
  '\r\n\t',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0x1F',
  '1e309',
  '-1',
  '-0',
  '0',
  '00',
  '1.5',
  '9'.repeat(40),
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '%00',
  '%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'a,b,,c,',
  ',,,',
];
const nastyString = fc.constantFrom(...NASTY_STRINGS);

const weirdString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  // A lone high surrogate at the end.
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\uD83D`) },
  // Very long: up to 100,000 characters.
  {
    weight: 1,
    arbitrary: fc
      .tuple(nastyString, fc.integer({ min: 300, max: 100_000 }))
      .map(([s, length]) =>
        (s || 'é').repeat(Math.ceil(length / Math.max(s.length, 1))).slice(0, length),
      ),
  },
);

const weirdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -1e308,
    0.1,
    1.005,
    123456789.125,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
);

const weirdKey = fc.oneof(nastyString, fc.string({ maxLength: 12 }));

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: weirdString },
  { weight: 3, arbitrary: weirdNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(weirdString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(weirdKey, nastyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value of the documented type (within its bounds more often than not). */
function typed(schema: JsonSchema, key = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => typed(option, key)));
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'string':
      if (/email/i.test(key)) return fc.emailAddress();
      if (/code/i.test(key)) return fc.stringMatching(/^\d{6}$/);
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 60),
      });
    case 'integer':
      return fc.oneof(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({
          min: Math.max(schema.minimum ?? -1e9, -1e9),
          max: Math.min(schema.maximum ?? 1e9, 1e9),
        }),
      );
    case 'number':
      return fc.double({ min: 0, max: Math.min(schema.maximum ?? 1e6, 1e6), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(typed(schema.items ?? {}, key), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(schema);
    default:
      return weirdValue;
  }
}

/** Right type or wrong type, field by field. */
const field = (schema: JsonSchema, key: string) =>
  fc.oneof({ weight: 3, arbitrary: typed(schema, key) }, { weight: 2, arbitrary: weirdValue });

/** Any documented field may be missing; extra fields (`__proto__` too) may come along. */
function objectOf(schema: JsonSchema): fc.Arbitrary<string> {
  const properties = Object.entries(schema.properties ?? {});
  const documented = fc.tuple(
    ...properties.map(([key, property]) =>
      fc
        .option(field(property, key), { nil: undefined, freq: 4 })
        .map((value) => [key, value] as const),
    ),
  );
  const extra = fc.array(fc.tuple(weirdKey, weirdValue), { maxLength: 3 });
  return fc.tuple(documented, extra).map(([fields, extras]) => {
    const entries = [...fields.filter(([, value]) => value !== undefined), ...extras];
    // Written by hand, so that duplicate keys and "__proto__" reach the server as they are.
    return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
  });
}

/** Percent-encodes what can be encoded; lone surrogates and broken escapes go in raw. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}
const BROKEN_ESCAPES = ['%', '%zz', '%FF%FE', '%ED%A0%80', '%C0%AF', '%2e%2e', '%2F', '%00', '..'];
const rawSegment = fc.oneof(
  { weight: 6, arbitrary: fc.oneof(weirdString, weirdNumber.map(String)).map(encode) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ESCAPES) },
);

/** A path id that is surely no fixture's: deletes never remove what other requests need. */
const isFixtureId = (segment: string) => {
  const value = Number(decodeSafely(segment));
  return Number.isInteger(value) && value > 0 && value < 10_000_000;
};
function decodeSafely(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function queryOf(parameters: Parameter[]): fc.Arbitrary<string> {
  const documented = fc.tuple(
    ...parameters.map((parameter) =>
      fc
        .option(
          fc.oneof(
            { weight: 3, arbitrary: typed(parameter.schema, parameter.name).map(String) },
            { weight: 3, arbitrary: fc.oneof(weirdString, weirdNumber.map(String)) },
          ),
          { nil: undefined, freq: 3 },
        )
        .map((value) => (value === undefined ? [] : [[parameter.name, encode(value)]])),
    ),
  );
  const extra = fc.array(
    fc.oneof(
      fc.tuple(weirdKey.map(encode), weirdString.map(encode)),
      // A documented name twice, or with [] (an array to the query parser).
      fc.tuple(
        fc.constantFrom(...parameters.map((p) => p.name), 'page[]', 'size[a]'),
        fc.nat().map(String),
      ),
      fc.tuple(fc.constant(''), fc.constantFrom(...BROKEN_ESCAPES)),
    ),
    { maxLength: 3 },
  );
  return fc
    .tuple(documented, extra)
    .map(([fields, extras]) =>
      [...fields.flat(), ...extras].map(([k, v]) => `${k}=${v}`).join('&'),
    );
}

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────
interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const MALFORMED_JSON = [
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '\u0000',
  '{"a":1}garbage',
  '',
  '"\\ud800"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

const otherBodies: fc.Arbitrary<Body> = fc.oneof(
  fc.record({
    payload: weirdValue.map((v) => JSON.stringify(v)),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    payload: fc.constantFrom(...MALFORMED_JSON),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    payload: weirdString,
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'image/png',
    ),
  }),
  fc.constant({}),
);

const MAGIC = [
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('GIF89a'),
  Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
  Buffer.alloc(0),
];

/** Multipart bodies: the documented field or another, odd names and types, random bytes behind a real magic number, broken framing. */
function multipartOf(fieldName: string): fc.Arbitrary<Body> {
  const part = fc.record({
    name: fc.oneof(fc.constant(fieldName), weirdKey),
    filename: fc.oneof(
      fc.constant('photo.jpg'),
      weirdString.map((s) => s.slice(0, 300)),
    ),
    type: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream', ''),
    bytes: fc
      .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 3000 }))
      .map(([magic, rest]) => Buffer.concat([magic, rest])),
  });
  return fc
    .tuple(
      fc.array(part, { minLength: 0, maxLength: 6 }),
      fc.constantFrom('ok', 'unterminated', 'wrong-boundary', 'no-boundary'),
    )
    .map(([parts, framing]) => {
      const boundary = 'fuzzboundary';
      const body = Buffer.concat([
        ...parts.map((p) =>
          Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${p.name.replace(/["\r\n]/g, '')}"; filename="${p.filename.replace(/["\r\n]/g, '')}"\r\nContent-Type: ${p.type}\r\n\r\n`,
            ),
            p.bytes,
            Buffer.from('\r\n'),
          ]),
        ),
        Buffer.from(framing === 'unterminated' ? '' : `--${boundary}--\r\n`),
      ]);
      const contentType =
        framing === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${framing === 'wrong-boundary' ? 'other' : boundary}`;
      return { payload: body, contentType };
    });
}

function bodyOf(operation: Operation): fc.Arbitrary<Body> {
  if (operation.multipartField) {
    return fc.oneof(
      { weight: 4, arbitrary: multipartOf(operation.multipartField) },
      { weight: 1, arbitrary: otherBodies },
    );
  }
  const schema = operation.jsonBody;
  if (schema?.properties) {
    return fc.oneof(
      {
        weight: 6,
        arbitrary: objectOf(schema).map((payload) => ({
          payload,
          contentType: 'application/json',
        })),
      },
      { weight: 2, arbitrary: otherBodies },
    );
  }
  if (schema) {
    // A body that is not an object (the error-report envelope is a string).
    return fc.oneof(
      { weight: 2, arbitrary: weirdString.map((s) => ({ payload: s, contentType: 'text/plain' })) },
      { weight: 1, arbitrary: otherBodies },
    );
  }
  return operation.method === 'POST' || operation.method === 'PATCH'
    ? fc.oneof(fc.constant({}), otherBodies)
    : fc.constant({});
}

// ── Requests ─────────────────────────────────────────────────────────────────────────────────
interface FuzzRequest {
  url: string;
  body: Body;
  auth: 'admin' | 'none' | 'garbage';
}

function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const segment =
    operation.method === 'DELETE' ? rawSegment.filter((s) => !isFixtureId(s)) : rawSegment;
  const path = fc
    .tuple(...pathParameters.map(() => segment))
    .map((values) =>
      pathParameters.reduce(
        (url, parameter, i) => url.replace(`{${parameter.name}}`, values[i] ?? ''),
        operation.path,
      ),
    );
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const query =
    queryParameters.length > 0
      ? queryOf(queryParameters)
      : fc.constantFrom('', 'x=1', '%', 'a[b][c]=1');
  // Protected calls mostly as the admin, so that validation is reached; now and then without a
  // token or with a broken one.
  const auth = fc.oneof(
    { weight: operation.secured ? 8 : 1, arbitrary: fc.constant('admin' as const) },
    { weight: operation.secured ? 1 : 6, arbitrary: fc.constant('none' as const) },
    { weight: 1, arbitrary: fc.constant('garbage' as const) },
  );
  return fc.record({
    url: fc.tuple(path, query).map(([p, q]) => (q ? `${p}?${q}` : p)),
    body: bodyOf(operation),
    auth,
  });
}

// ── Running ──────────────────────────────────────────────────────────────────────────────────
const STACK_TRACE = [
  /(?:\\n|\n)\s*at [^\s]+ \(?[^\s)]*:\d+:\d+/,
  /\/(?:src|node_modules|dist)\/[^\s"]*\.(?:ts|js|mjs|cjs)\b/,
];
const INTERNALS =
  /Failed query|syntax error at|violates .* constraint|invalid input syntax|pglite|drizzle|TypeError|ReferenceError|Cannot read properties/i;
const ERROR_KEYS = new Set(Object.keys(errorBodySchema.shape));

let adminToken = '';
let adminId = 0;
const ENDS_SESSIONS = ['/api/accounts/signout', '/api/accounts/edit', '/api/auth/2fa/'];
let sent = 0;

async function send(operation: Operation, request: FuzzRequest) {
  const n = sent++;
  const headers: Record<string, string> = {};
  if (request.body.contentType) headers['content-type'] = request.body.contentType;
  if (request.auth === 'admin') Object.assign(headers, bearer(adminToken));
  if (request.auth === 'garbage') headers.authorization = `Bearer ${'x'.repeat(n % 40)}.e30.${n}`;
  const res = await t.app.inject({
    method: operation.method as InjectOptions['method'],
    url: request.url,
    headers,
    ...(request.body.payload === undefined ? {} : { payload: request.body.payload }),
    // One address per request: the per-IP rate limits would otherwise answer most of them.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
  const where = `${operation.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  for (const pattern of STACK_TRACE) expect(res.body, where).not.toMatch(pattern);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(
      Object.keys(body).filter((key) => !ERROR_KEYS.has(key)),
      where,
    ).toEqual([]);
    const parsed = errorBodySchema.parse(body);
    expect(parsed.status, where).toBe(res.statusCode);
    expect(parsed.message.length, where).toBeGreaterThan(0);
    expect(parsed.message, where).not.toMatch(INTERNALS);
  }
  // Sign-out, a password change and two-factor changes end the admin's sessions: keep fuzzing as
  // the admin with a token of the current version.
  if (request.auth === 'admin' && ENDS_SESSIONS.some((path) => request.url.startsWith(path))) {
    adminToken = await tokenFor(t.app, t.db, adminId);
  }
}

// One app for everything; the description is read first, so the tests can be listed by operation.
const sink = await startHttpSink();
const t: TestApp = await createTestApp({
  WEB_SENTRY_DSN: `${sink.origin.replace('http://', 'http://webkey@')}/9`,
});
const operations = operationsOf(
  (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<
    Parameters<typeof operationsOf>[0]
  >(),
);
const runsPerOperation = Math.ceil(TOTAL_REQUESTS / operations.length);

beforeAll(async () => {
  const admin = await createUser(t.db, { role: 'ADMIN' });
  adminId = admin.id;
  adminToken = await tokenFor(t.app, t.db, adminId);
  const seller = await createUser(t.db, { role: 'SELLER' });
  for (let i = 0; i < 3; i++)
    await createProduct(t.db, { sellerId: seller.id, colors: ['Black', 'Red'] });
  // A server that has loaded its catalogue: readiness answers 503 only before that
  // (catalog-snapshot.test.ts), and a ready server answers no 5xx to anything.
  await t.app.catalog.warmUp();
});

afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('fuzzing the documented API', () => {
  it('finds the documented operations, the multipart ones included', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(
      operations
        .filter((o) => o.multipartField)
        .map((o) => o.path)
        .sort(),
    ).toEqual(['/api/accounts/picture', '/api/products/images/upload', '/api/validate-image']);
  });

  it.each(
    operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const),
  )(
    '%s',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(operation), (request) => send(operation, request)),
        { numRuns: runsPerOperation },
      );
    },
    120_000,
  );

  // What fuzzing found once, kept as plain cases (each was a 5xx or another error shape).
  it.each([
    ['a NUL in a JSON field', 'POST', '/api/categories', '{"name":"a\\u0000b"}', 400],
    ['a lone surrogate in a JSON field', 'POST', '/api/sizes', '{"size":"\\ud83d"}', 400],
    ['a NUL in the query', 'GET', '/api/products?name=a%00b', undefined, 400],
    ['broken percent-encoding in the path', 'GET', '/api/products/%ED%A0%80', undefined, 400],
    ['an over-long path parameter', 'GET', `/api/products/${'9'.repeat(150)}`, undefined, 404],
  ] as const)('answers %s with the error shape', async (_name, method, url, payload, status) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(errorBodySchema.strict().parse(res.json()).status).toBe(status);
    expect(res.body).not.toContain('%ED');
  });

  it.each([
    ['without a boundary', 'multipart/form-data', '--x\r\n'],
    [
      'cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
  ])(
    'answers a multipart body %s with 400 "No file provided"',
    async (_name, contentType, payload) => {
      // A fresh account: the fuzzing above has used up the admin's picture uploads this minute.
      const fresh = await tokenFor(t.app, t.db, (await createUser(t.db)).id);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/picture',
        headers: { ...bearer(fresh), 'content-type': contentType },
        payload,
      });
      expect(res.json()).toEqual({
        status: 400,
        code: 'noFileProvided',
        message: 'No file provided',
        fieldErrors: { file: 'No file provided' },
        fieldCodes: { file: 'noFileProvided' },
      });
    },
  );

  it('answers a duplicate that only the unique index sees with 409', async () => {
    // PostgreSQL lowercases 'İ' to 'i', JavaScript to 'i̇': the name check misses, the index does not.
    const [color] = await t.db.insert(colors).values({ color: 'Fuzz teal' }).returning();
    await t.db.insert(agents).values({ name: 'fuzzi' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agents',
      headers: bearer(adminToken),
      payload: {
        name: 'FUZZİ',
        themeColorId: color?.id,
        linkTemplate: 'https://agent.example/item?id={id}',
      },
    });
    expect(res.json()).toEqual({
      status: 409,
      code: 'conflictsWithData',
      message: 'This conflicts with existing data.',
    });
  });

  it(`sent at least ${TOTAL_REQUESTS} requests`, () => {
    console.log(`fuzz: ${sent} requests over ${operations.length} documented operations`);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});
