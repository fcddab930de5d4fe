// Runs a command with TEST_DATABASE_URL pointing at the local PostgreSQL server (each test file then
// creates and drops its own database). Skips with a message when no server answers, except under
// CI=true, where a missing server fails the run.
import { spawnSync } from 'node:child_process';
import { POSTGRES_ADMIN_URL, postgresAnswers } from './postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (!(await postgresAnswers())) {
  if (process.env.CI === 'true') {
    console.error(`PostgreSQL does not answer at ${POSTGRES_ADMIN_URL}: the PostgreSQL run fails.`);
    process.exit(1);
  }
  console.log(`PostgreSQL does not answer at ${POSTGRES_ADMIN_URL}: skipping the PostgreSQL run.`);
  process.exit(0);
}
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_URL: POSTGRES_ADMIN_URL },
});
process.exit(result.status ?? 1);
