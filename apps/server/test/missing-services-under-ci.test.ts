import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { redisForTests } from './helpers/redis-for-tests';

// Nothing listens on port 1: a server that does not answer.
const NOWHERE = { host: '127.0.0.1', port: 1 };
const WITH_POSTGRES = fileURLToPath(new URL('../../../scripts/with-postgres.mjs', import.meta.url));

function withPostgres(ci: boolean) {
  return spawnSync(process.execPath, [WITH_POSTGRES, process.execPath, '-e', 'process.exit(0)'], {
    env: {
      PATH: process.env.PATH ?? '',
      TEST_POSTGRES_ADMIN_URL: `postgres://postgres@${NOWHERE.host}:${NOWHERE.port}/postgres`,
      ...(ci ? { CI: 'true' } : {}),
    },
    encoding: 'utf8',
  });
}

describe('a missing PostgreSQL', () => {
  it('fails the PostgreSQL run under CI=true, naming the address', () => {
    const run = withPostgres(true);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'PostgreSQL does not answer at postgres://postgres@127.0.0.1:1/postgres: the PostgreSQL run fails.',
    );
  });

  it('skips it, saying so, on a developer machine', () => {
    const run = withPostgres(false);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('skipping the PostgreSQL run');
  });
});

describe('a missing Redis', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails the test file under CI=true, naming it and the address', async () => {
    vi.stubEnv('CI', 'true');
    await expect(redisForTests('some.test.ts', NOWHERE)).rejects.toThrow(
      'some.test.ts cannot run under CI: Redis does not answer at 127.0.0.1:1',
    );
  });

  it('lets the file skip its Redis cases on a developer machine', async () => {
    vi.stubEnv('CI', '');
    await expect(redisForTests('some.test.ts', NOWHERE)).resolves.toBe(false);
  });
});
