import { isAbsolute, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

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
  ])('stops with one line naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });

  it('makes DATA_DIR absolute, from the working directory', () => {
    expect(isAbsolute(loadConfig({ DATA_DIR: 'some/where' }).dataDir)).toBe(true);
    expect(loadConfig({ DATA_DIR: 'some/where' }).dataDir).toBe(resolve('some/where'));
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
