import { productSchema } from '@curio/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function reply(status: number, body?: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : body === undefined ? null : JSON.stringify(body);
  fetchMock.mockResolvedValueOnce(
    new Response(text, { status, headers: { 'Content-Type': contentType } }),
  );
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('throws an ApiError with the code, message and field errors of an error body', async () => {
    reply(400, {
      status: 400,
      code: 'validationFailed',
      message: 'Validation failed. Please check all required fields and try again.',
      fieldErrors: { price: 'Price must be greater than 0' },
      fieldCodes: { price: 'priceAboveZero' },
    });

    const error = await caught(apiFetch('/api/products', { method: 'POST', body: { price: 0 } }));

    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'Validation failed. Please check all required fields and try again.',
    );
    expect(error.code).toBe('validationFailed');
    expect(error.fieldErrors).toEqual({ price: 'Price must be greater than 0' });
    expect(error.fieldCodes).toEqual({ price: 'priceAboveZero' });
  });

  it("keeps the values of the message's placeholders", async () => {
    reply(409, {
      status: 409,
      code: 'colorInUse',
      message:
        'The color "Red" cannot be deleted because it is being used by one or more products.',
      params: { name: 'Red' },
    });

    const error = await caught(apiFetch('/api/colors/1', { method: 'DELETE' }));

    expect(error.code).toBe('colorInUse');
    expect(error.params).toEqual({ name: 'Red' });
  });

  it("reads a 429's wait from the body, else from Retry-After", async () => {
    reply(429, {
      status: 429,
      code: 'tooManyAttempts',
      message: 'Too many attempts.',
      retryAfterSeconds: 754,
    });
    expect((await caught(apiFetch('/api/accounts/signin'))).retryAfterSeconds).toBe(754);

    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ status: 429, code: 'tooManyRequests', message: 'Too many requests.' }),
        {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        },
      ),
    );
    expect((await caught(apiFetch('/api/accounts/signin'))).retryAfterSeconds).toBe(42);

    reply(400, { status: 400, code: 'validationFailed', message: 'Nope.' });
    expect((await caught(apiFetch('/api/accounts/signin'))).retryAfterSeconds).toBeUndefined();
  });

  it.each([
    ['an HTML page', 502, '<html>Bad gateway</html>', 'text/html'],
    ['an empty body', 500, undefined, 'application/json'],
    ['JSON that is not an error body', 404, { error: 'nope' }, 'application/json'],
    ['a message without a code', 404, { message: 'Not here' }, 'application/json'],
  ])('maps %s to "HTTP Error: status N"', async (_case, status, body, contentType) => {
    reply(status, body, contentType);

    const error = await caught(apiFetch('/api/anything'));

    expect(error.status).toBe(status);
    expect(error.message).toBe(`HTTP Error: status ${status}`);
    expect(error.code).toBeUndefined();
    expect(error.fieldErrors).toBeUndefined();
  });

  it('sends the session token, JSON and a timeout signal', async () => {
    localStorage.setItem('token', 'abc.def.ghi');
    reply(200, { ok: true });

    await expect(apiFetch('/api/favorites/1', { method: 'POST', body: { a: 1 } })).resolves.toEqual(
      {
        ok: true,
      },
    );

    const [path, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(path).toBe('/api/favorites/1');
    expect(init?.method).toBe('POST');
    expect(headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Authorization header without a session', async () => {
    reply(200, []);
    await apiFetch('/api/categories');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it("sends the page's language, for the mails a call may send", async () => {
    document.documentElement.lang = 'de';
    reply(202, {});
    await apiFetch('/api/accounts/password-reset', { method: 'POST', body: { email: 'a' } });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('de');
    document.documentElement.lang = '';
  });

  it('parses the reply with the given schema', async () => {
    reply(200, { id: 'not a number' });
    await expect(apiFetch('/api/products/1', { schema: productSchema })).rejects.toThrow();
  });

  it('parses the reply with a schema it loads once the reply is there', async () => {
    reply(200, { id: 'not a number' });
    const load = vi.fn(() => Promise.resolve(productSchema));
    await expect(apiFetch('/api/products/1', { schema: load })).rejects.toThrow();
    expect(load).toHaveBeenCalledOnce();
  });
});
