import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';

/**
 * What the benchmarks' smoke runs share (smoke.test.ts, search-smoke.test.ts): running a command
 * of bench/ to its end, and a throwaway database on the PostgreSQL server of TEST_DATABASE_URL
 * (scripts/with-postgres.mjs) for the catalogue it loads.
 */
export const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = join(import.meta.dirname, '..', '..');

/** Runs `bench/<script>` with the arguments; fails the test unless it exits with 0. */
export function runBench(script: string, args: string[]): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join('bench', script), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 200_000,
  });
  expect(result.status, `${script} failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** The URL of database `name` on the server (created by the first command that loads it). */
export function smokeDatabaseUrl(name: string): string {
  return adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href : '';
}

export async function dropSmokeDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}
