// SQL injection check of the catalogue search with sqlmap (Debian's /usr/bin/sqlmap): starts the
// built server (apps/server/dist/main.js; `npm run build` first) with the demo store on a throwaway
// data folder, or on a throwaway PostgreSQL database with --postgres, and lets sqlmap try every
// filter of GET /api/products and GET /api/products/facets. Prints "0 injectable" or the findings
// (exit code 1). Not part of `npm test`: it takes minutes.
//
//   node scripts/sqlmap.mjs [--postgres] [--port 3300] [--level 5] [--risk 3] [--log sqlmap.log]
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { POSTGRES_ADMIN_URL, postgresAnswers } from './postgres.mjs';

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    port: { type: 'string', default: '3300' },
    level: { type: 'string', default: '5' },
    risk: { type: 'string', default: '3' },
    log: { type: 'string' },
  },
});

const SQLMAP = '/usr/bin/sqlmap';
const MAIN = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
const origin = `http://127.0.0.1:${options.port}`;

/** Every filter of the two calls, with the values of a real demo product (so that they match). */
async function targets() {
  const page = await (await fetch(`${origin}/api/products?size=1`)).json();
  const product = page.content[0];
  if (!product) throw new Error('the demo store has no products');
  const word = product.name.split(' ').at(-1);
  const filters = new URLSearchParams({
    name: word,
    categories: product.categories[0],
    colors: product.colors[0],
    minPrice: '1',
    maxPrice: String(Math.ceil(product.price) + 100),
    sellerId: String(product.user.id),
  });
  const list = new URLSearchParams({
    ...Object.fromEntries(filters),
    sort: 'newest',
    page: '0',
    size: '20',
  });
  return [
    {
      name: 'GET /api/products',
      url: `${origin}/api/products?${list}`,
      parameters: [...list.keys()],
    },
    {
      name: 'GET /api/products/facets',
      url: `${origin}/api/products/facets?${filters}`,
      parameters: [...filters.keys()],
    },
  ];
}

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(2);
}

if (!existsSync(SQLMAP)) fail(`${SQLMAP} is missing: apt-get install sqlmap`);
if (!existsSync(MAIN)) fail(`${MAIN} is missing: run \`npm run build\` first`);

const started = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'curio-sqlmap-'));
const outputDir = join(dataDir, 'sqlmap');
let database;
let server;

async function createDatabase() {
  if (!(await postgresAnswers())) fail(`PostgreSQL does not answer at ${POSTGRES_ADMIN_URL}`);
  const name = `curio_sqlmap_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase() {
  if (!database) return;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${database.name} with (force)`);
  await admin.end();
}

async function cleanUp() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}

async function startServer() {
  server = spawn(process.execPath, [MAIN], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: options.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    // The demo store is seeded before the server listens: products answer as soon as it does.
    if (health?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer at ${origin} within 3 minutes`);
}

/** Runs sqlmap on one call; answers the injectable parameters it reports. */
function scan(target) {
  const args = [
    '-u',
    target.url,
    '-p',
    target.parameters.join(','),
    '--batch',
    '--dbms=PostgreSQL',
    `--level=${options.level}`,
    `--risk=${options.risk}`,
    '--threads=4',
    '--time-sec=2',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
  ];
  console.log(`\n▶ ${target.name}: sqlmap ${args.join(' ')}`);
  const result = spawnSync(SQLMAP, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  const output = `${result.stdout}\n${result.stderr}`;
  if (options.log) appendFileSync(options.log, `\n▶ ${target.name}\n${output}`);
  const findings = [...output.matchAll(/^Parameter: (.+)$/gm)].map((match) => match[1]);
  const summary = output
    .split('\n')
    .filter((line) => /injectable|not appear|CRITICAL|ERROR/i.test(line))
    .slice(-6);
  for (const line of summary) console.log(`  ${line}`);
  if (findings.length === 0 && !/do not appear to be injectable/.test(output)) {
    throw new Error(`sqlmap ended without a verdict on ${target.name} (exit ${result.status})`);
  }
  return findings.map((finding) => `${target.name}: ${finding}`);
}

let findings = [];
try {
  if (options.postgres) database = await createDatabase();
  console.log(
    `Curio on ${origin}, ${database ? `PostgreSQL database ${database.name}` : 'PGlite'}`,
  );
  await startServer();
  for (const target of await targets()) findings = findings.concat(scan(target));
} catch (error) {
  await cleanUp();
  fail(error instanceof Error ? error.message : String(error));
}
await cleanUp();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (findings.length > 0) {
  console.error(`\n✖ ${findings.length} injectable (${seconds} s):`);
  for (const finding of findings) console.error(`  ${finding}`);
  process.exit(1);
}
console.log(
  `\n✔ 0 injectable: 2 calls, 15 parameters, level ${options.level}, risk ${options.risk}, ${database ? 'PostgreSQL' : 'PGlite'} (${seconds} s)`,
);
