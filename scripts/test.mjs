// `npm test`, the gate: every check once. First the static checks, two at a time in two lanes
// (each takes one core): the OpenAPI description and its generated client, then the types of
// every project in one incremental build (`tsc -b`), knip, the installed tree, Prettier and the
// build of the app; beside them ESLint alone, the longest (the lanes end within seconds of each
// other). Then Vitest on PGlite, the files of scripts/postgres-suite.mjs again on PostgreSQL, and
// the browser journeys on the app built above, two workers with a server each. Prints each step's
// seconds, the tests run and the total; stops at the first failure.
//
// `npm run test:full` (`--full`): the same with every server file on PostgreSQL and the fuzz at
// 10,000 requests, for changes to the database layer, migrations or concurrency.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const full = process.argv.includes('--full');
const reports = 'test-results/gate';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/${name}.json`,
];
const JOURNEYS_REPORT = 'e2e/test-results/journeys.json';

const step = (name, command, args, env = {}) => ({ name, command, args, env });
const openapi = step('OpenAPI description (Redocly lint, client types)', 'npm', [
  'run',
  'openapi:check',
]);
const types = step('types (tsc -b, every project)', 'npx', ['tsc', '-b']);
const knip = step('unused files, exports and dependencies (knip)', 'npm', ['run', 'knip']);
// Only the problems are worth reading (on stderr), not the whole tree.
const tree = step('dependency tree (npm ls)', 'npm', ['ls', '--all']);
const build = step('build (web app and server)', 'npm', ['run', 'build']);
const lint = step('lint (ESLint)', 'npm', ['run', 'lint']);
const format = step('formatting (Prettier)', 'npm', ['run', 'format:check']);
const pglite = step(
  'unit and integration tests (PGlite)',
  'npx',
  ['vitest', 'run', ...vitestReport('pglite')],
  {
    FUZZ_REQUESTS: full ? '10000' : '2000',
  },
);
const postgres = step('server tests (PostgreSQL)', 'node', [
  'scripts/test-postgres.mjs',
  ...(full ? ['--all'] : []),
  ...vitestReport('postgres'),
]);
const journeys = step('browser journeys (Chromium)', 'npm', ['test', '-w', '@curio/e2e']);

/** Each stage's lanes run side by side; a lane's steps one after another. */
const stages = [
  [[openapi, types, knip, tree, format, build], [lint]],
  [[pglite]],
  [[postgres]],
  [[journeys]],
];

const timings = [];

/** Runs a step; alone, its output goes straight through, beside others it is held until it ends. */
function run({ name, command, args, env }, alone) {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        console.log(`\n▶ ${name}`);
        const text = Buffer.concat(output).toString();
        // A passing `npm ls` lists the whole tree: only its problems are worth reading.
        if (code !== 0 || command !== 'npm' || args[0] !== 'ls') process.stdout.write(text);
      }
      timings.push([name, seconds]);
      if (code === 0) console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
      else console.error(`\n✖ ${name} failed after ${seconds.toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

async function runLane(lane, alone) {
  for (const each of lane) {
    const code = await run(each, alone);
    if (code !== 0) return code;
  }
  return 0;
}

function summary() {
  const counts = [];
  for (const [name, file] of [
    ['PGlite', `${reports}/pglite.json`],
    ['PostgreSQL', `${reports}/postgres.json`],
  ]) {
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts.push([
      name,
      report.numPassedTests,
      report.numFailedTests,
      report.numPendingTests + report.numTodoTests,
    ]);
  }
  if (existsSync(JOURNEYS_REPORT)) {
    const { stats } = JSON.parse(readFileSync(JOURNEYS_REPORT, 'utf8'));
    counts.push(['journeys', stats.expected, stats.unexpected + stats.flaky, stats.skipped]);
  }
  console.log('\nSeconds per step:');
  for (const [name, seconds] of timings)
    console.log(`  ${seconds.toFixed(1).padStart(7)}  ${name}`);
  console.log('Tests run:');
  for (const [name, passed, failed, skipped] of counts) {
    console.log(`  ${name}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
  const total = (index) => counts.reduce((sum, count) => sum + count[index], 0);
  return `${total(1)} passed, ${total(2)} failed, ${total(3)} skipped`;
}

const started = Date.now();
let failed = 0;
for (const lanes of stages) {
  const codes = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  failed = codes.find((code) => code !== 0) ?? 0;
  if (failed) break;
}
const totals = summary();
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(
  failed ? `\nThe gate failed after ${seconds} s.` : `\nAll checks passed in ${seconds} s.`,
);
console.log(`gate: ${totals}`);
process.exit(failed);
