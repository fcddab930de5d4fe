import { describe, expect, it } from 'vitest';
import { ApiError, ServerUnreachableError } from './api-client';
import { isChunkLoadError } from './chunk-reload';
import { isOutage } from './outage';
import { createQueryClient } from './query-client';

const { retry, retryDelay } = createQueryClient().getDefaultOptions().queries ?? {};

function retries(error: unknown, failureCount = 0): boolean {
  if (typeof retry !== 'function') throw new Error('retry is not a function');
  return retry(failureCount, error as Error);
}

describe('the queries of the web app', () => {
  it.each([
    ['no answer', new ServerUnreachableError()],
    ['a 500', new ApiError(500, 'An unexpected error occurred')],
    ['a 503', new ApiError(503, 'HTTP Error: status 503')],
    ['a missing chunk', new TypeError('Failed to fetch dynamically imported module: /x.js')],
  ])('retry %s three times, then give up (an outage)', (_case, error) => {
    expect(isOutage(error)).toBe(true);
    expect([0, 1, 2, 3].map((count) => retries(error, count))).toEqual([true, true, true, false]);
  });

  it.each([
    ['a 400', new ApiError(400, 'Validation failed.')],
    ['a 401', new ApiError(401, 'Unauthorized')],
    ['a 404', new ApiError(404, 'Product not found.')],
    ['a 429', new ApiError(429, 'Too many requests.')],
    ['a reply of the wrong shape', new Error('Invalid input: expected number')],
  ])('never retry %s (not an outage)', (_case, error) => {
    expect(isOutage(error)).toBe(false);
    expect(retries(error)).toBe(false);
  });

  it('wait 1, 2, then 4 seconds between tries', () => {
    if (typeof retryDelay !== 'function') throw new Error('retryDelay is not a function');
    const error = new ServerUnreachableError();
    expect([0, 1, 2].map((count) => retryDelay(count, error))).toEqual([1_000, 2_000, 4_000]);
  });

  it('tell a missing chunk from other errors, in every browser', () => {
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('price is undefined'))).toBe(false);
  });
});
