// `npm test`: typecheck, lint, formatting, the installed dependency tree, knip, the OpenAPI
// description (scripts/openapi-check.mjs), unit and integration tests on PGlite, the server tests
// again on PostgreSQL when 127.0.0.1:5432 answers, then the browser journeys. Stops at the first
// failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['formatting (Prettier)', 'npm', ['run', 'format:check']],
  // Only the problems are worth reading (on stderr), not the whole tree.
  ['dependency tree (npm ls)', 'npm', ['ls', '--all'], { stdout: 'ignore' }],
  ['unused files, exports and dependencies (knip)', 'npm', ['run', 'knip']],
  [
    'OpenAPI description (Redocly lint, generated client typecheck)',
    'npm',
    ['run', 'openapi:check'],
  ],
  ['unit and integration tests (PGlite)', 'npm', ['run', 'test:unit']],
  ['server tests (PostgreSQL)', 'npm', ['run', 'test:pg']],
  ['browser journeys (Chromium)', 'npm', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [name, command, args, { stdout = 'inherit' } = {}] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: ['inherit', stdout, 'inherit'] });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
