import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { isSharedStateDown } from './redis';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('isSharedStateDown', () => {
  it('recognises a command refused while Redis is unreachable (answered 503, not 500)', async () => {
    const redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const failure: unknown = await redis.get('anything').catch((error: unknown) => error);
    redis.disconnect();
    expect(isSharedStateDown(failure)).toBe(true);
    expect(isSharedStateDown(new Error('something else'))).toBe(false);
  });
});
