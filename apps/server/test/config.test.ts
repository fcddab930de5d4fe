import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES, loadConfig } from '../src/config';

/** Set by the operating system, not by Curio's operators. */
const SYSTEM_VARIABLES = new Set(['PATH', 'HOME']);

/** The variables the repository's own code reads (apps, packages, e2e, bench, scripts). */
function variablesReadInSources(): Set<string> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const files = ['apps', 'packages', 'e2e', 'bench', 'scripts'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.(ts|tsx|js|mjs|cjs)$/.test(path))
      .filter((path) => !/(^|\/)(node_modules|dist|\.data)\//.test(path))
      .map((path) => join(root, folder, path)),
  );
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/process\.env(?:\.|\[')([A-Z][A-Z0-9_]*)/g)) {
      names.add(match[1] ?? '');
    }
  }
  return names;
}

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      demoData: true,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      admin: undefined,
    });
  });

  it('turns demo data off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CONTACT_RECIPIENT: 'someone' }, 'CONTACT_RECIPIENT'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT'],
    [{ TOKEN_TTL_HOURS: 'forever' }, 'TOKEN_TTL_HOURS'],
    [{ OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_TIMEOUT_MS: 'soon' }, 'DATABASE_POOL_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '0' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_LOCK_TIMEOUT_MS: 'never' }, 'DATABASE_LOCK_TIMEOUT_MS'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '127.0.0.1,proxy.local' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ S3_ENDPOINT: 'ftp://files' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'Media_Bucket' }, 'S3_BUCKET'],
    [{ S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'media' }, 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
  ])('stops with one line naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });

  it('makes DATA_DIR absolute, from the working directory', () => {
    expect(isAbsolute(loadConfig({ DATA_DIR: 'some/where' }).dataDir)).toBe(true);
    expect(loadConfig({ DATA_DIR: 'some/where' }).dataDir).toBe(resolve('some/where'));
  });

  it('keeps counters in memory unless REDIS_URL is set', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({
      url: 'redis://cache:6379',
      keyPrefix: 'curio:',
    });
    expect(loadConfig({}).databasePool).toEqual({ size: 10, timeoutMs: 3000 });
    expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 5000, lockMs: 3000 });
    expect(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '800', DATABASE_LOCK_TIMEOUT_MS: '200' })
        .databaseTimeouts,
    ).toEqual({ statementMs: 800, lockMs: 200 });
  });

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    const trust = (value?: string) =>
      loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('off')).toBe(false);
    expect(trust('FALSE')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 10.0.0.0/8, ::1 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('reads the admin when all three are given', () => {
    const config = loadConfig({
      ADMIN_USERNAME: 'boss',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'Secret123',
    });
    expect(config.admin).toEqual({
      username: 'boss',
      email: 'boss@example.com',
      password: 'Secret123',
    });
  });
});

describe('media storage', () => {
  const bucket = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'curio-media',
    S3_ACCESS_KEY_ID: 'curio',
    S3_SECRET_ACCESS_KEY: 'a-secret-key',
  };

  it('keeps media on disk unless a bucket is configured', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(bucket).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'curio-media',
      region: 'us-east-1',
      accessKeyId: 'curio',
      secretAccessKey: 'a-secret-key',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...bucket, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({ region: 'eu-west-1', forcePathStyle: false });
  });

  it.each(Object.keys(bucket))('stops start-up naming what is missing without %s', (name) => {
    const partial = { ...bucket, [name]: '' };
    expect(() => loadConfig(partial)).toThrow(
      `Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (missing: ${name})`,
    );
  });

  it('does not take a region alone for a bucket', () => {
    expect(() => loadConfig({ S3_REGION: 'eu-west-1' })).toThrow(/must be set together/);
  });
});

describe('documentation', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const namesIn = (pattern: RegExp) =>
    [...example.matchAll(pattern)].map((match) => match[1] ?? '').sort();

  it.each(ENV_VARIABLES)('%s is in README.md', (name) => {
    expect(readme).toContain(`\`${name}\``);
  });

  it(".env.example sets exactly the variables of the server's configuration", () => {
    expect(namesIn(/^([A-Z][A-Z0-9_]*)=/gm)).toEqual([...ENV_VARIABLES].sort());
  });

  it('.env.example names, commented out, every other variable the code reads', () => {
    const readByTooling = [...variablesReadInSources()]
      .filter((name) => !ENV_VARIABLES.includes(name) && !SYSTEM_VARIABLES.has(name))
      .sort();
    expect(readByTooling).toContain('TEST_DATABASE_URL');
    expect(namesIn(/^# ([A-Z][A-Z0-9_]*)=/gm)).toEqual(readByTooling);
  });
});
