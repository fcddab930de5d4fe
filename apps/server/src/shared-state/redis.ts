import { Redis } from 'ioredis';

/**
 * The Redis connection that several instances share rate limits and lockouts through. Start-up
 * fails when Redis does not answer; later, a command fails at once while the connection is down
 * (no offline queue), so a request never waits on Redis.
 */
export async function connectRedis(url: string, keyPrefix: string): Promise<Redis> {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Connection errors are retried by ioredis and reported by the failing commands.
  let lastError: unknown;
  redis.on('error', (error: unknown) => (lastError = error));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    // ioredis rejects with "Connection is closed."; the error before it says why.
    const why = lastError ?? error;
    const reason = why instanceof Error ? why.message : String(why);
    throw new Error(`Redis at REDIS_URL does not answer (${reason})`, { cause: error });
  }
  return redis;
}

/** ioredis's errors while its connection is down: the service is unavailable, not broken. */
export function isSharedStateDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message === 'Connection is closed.' ||
    error.message.startsWith("Stream isn't writeable")
  );
}
