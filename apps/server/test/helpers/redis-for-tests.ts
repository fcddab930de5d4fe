import { tcpAnswers } from './server-process';

const TEST_REDIS = { host: '127.0.0.1', port: 6379 };

/**
 * Whether the Redis the tests use answers. Without it a test file may skip its Redis cases,
 * except under CI=true, where the file fails with a message naming itself and the address.
 */
export async function redisForTests(file: string, redis = TEST_REDIS): Promise<boolean> {
  if (await tcpAnswers(redis.host, redis.port)) return true;
  const missing = `Redis does not answer at ${redis.host}:${redis.port}`;
  if (process.env.CI === 'true') throw new Error(`${file} cannot run under CI: ${missing}`);
  console.warn(`${file}: Redis cases skipped (${missing})`);
  return false;
}
