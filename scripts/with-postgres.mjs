// Runs a command with TEST_DATABASE_URL pointing at the local PostgreSQL server (each test file then
// creates and drops its own database). Skips with a message when no server answers, except under
// CI=true, where a missing server fails the run.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { POSTGRES_ADMIN_URL, postgresAnswers } from './postgres.mjs';

/** Runs the command against PostgreSQL and answers its exit code. */
export async function runWithPostgres(command, args) {
  if (!(await postgresAnswers())) {
    if (process.env.CI === 'true') {
      console.error(
        `PostgreSQL does not answer at ${POSTGRES_ADMIN_URL}: the PostgreSQL run fails.`,
      );
      return 1;
    }
    console.log(
      `PostgreSQL does not answer at ${POSTGRES_ADMIN_URL}: skipping the PostgreSQL run.`,
    );
    return 0;
  }
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, TEST_DATABASE_URL: POSTGRES_ADMIN_URL },
  });
  return result.status ?? 1;
}

// As a command: `node scripts/with-postgres.mjs <command> [args…]`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...args] = process.argv.slice(2);
  if (command) process.exit(await runWithPostgres(command, args));
}
