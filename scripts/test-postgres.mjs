// `npm run test:pg`: the files of scripts/postgres-suite.mjs on the local PostgreSQL server;
// `--all` runs every server and benchmark file there instead. Extra arguments go to Vitest.
import { runWithPostgres } from './with-postgres.mjs';
import { POSTGRES_SUITE } from './postgres-suite.mjs';

const all = process.argv.includes('--all');
const extra = process.argv.slice(2).filter((arg) => arg !== '--all');
const files = all ? [] : POSTGRES_SUITE.map(([file]) => file);
process.exit(
  await runWithPostgres('vitest', [
    'run',
    '--project',
    'server',
    '--project',
    'bench',
    ...files,
    ...extra,
  ]),
);
