import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The benchmarks, run small so that they keep working: 10k products, a second per scenario, one
 * image. Nothing here is timed; each command must finish, and the latency run must answer every
 * scenario without a failure. Needs PostgreSQL (TEST_DATABASE_URL, set by scripts/with-postgres.mjs).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const repoRoot = join(import.meta.dirname, '..');
const database = `curio_bench_smoke_${process.pid}`;

function run(script: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join('bench', script), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 200_000,
  });
  expect(result.status, `${script} failed:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

describe.skipIf(!adminUrl)('benchmarks (smoke run)', () => {
  const url = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href : '';
  const outDir = mkdtempSync(join(tmpdir(), 'curio-bench-smoke-'));

  afterAll(async () => {
    rmSync(outDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  });

  it('loads 10k products, then measures every catalogue scenario against hello-world', () => {
    const loaded = run('generate-catalog.ts', ['--products', '10000', '--database-url', url]);
    expect(loaded).toContain('Loaded 10,000 products');
    expect(loaded).toMatch(/Name tokens: \d{1,3}(,\d{3})* distinct/);

    const json = join(outDir, 'latency.json');
    run('catalog-latency.ts', [
      '--database-url',
      url,
      '--seconds',
      '1',
      '--warmup',
      '0',
      '--connections',
      '2',
      '--json',
      json,
    ]);
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      products: number;
      rows: { scenario: string; requests: number; failures: number; 'rps vs hello': number }[];
    };
    expect(report.products).toBe(10_000);
    expect(report.rows.map((row) => row.scenario)).toEqual([
      'hello',
      'list',
      'filtered',
      'facets',
      'typo',
      'similar',
      'signin',
      'list+signin',
    ]);
    for (const row of report.rows) {
      expect(row.requests, row.scenario).toBeGreaterThan(0);
      expect(row.failures, row.scenario).toBe(0);
      expect(row['rps vs hello'], row.scenario).toBeGreaterThan(0);
    }
  });

  it('measures every kind of search in-process and over HTTP on the loaded catalogue', () => {
    const json = join(outDir, 'search.json');
    run('search-latency.ts', [
      '--database-url',
      url,
      '--queries',
      '20',
      '--warmup-queries',
      '2',
      '--seconds',
      '1',
      '--warmup',
      '0',
      '--health-seconds',
      '1',
      '--json',
      json,
    ]);
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      products: number;
      inProcess: { buildSeconds: number; rows: { kind: string; queries: number }[] };
      http: {
        rows: { kind: string; requests: number; failures: number }[];
        health: { idle: { requests: number }; underSearch: { requests: number } };
      };
    };
    const kinds = ['common', 'rare', 'typo', 'two words', 'code prefix', 'facets+search'];
    expect(report.products).toBe(10_000);
    expect(report.inProcess.rows.map((row) => row.kind)).toEqual(kinds);
    for (const row of report.inProcess.rows) expect(row.queries, row.kind).toBe(20);
    expect(report.http.rows.map((row) => row.kind)).toEqual(['hello-world', ...kinds]);
    for (const row of report.http.rows) {
      expect(row.requests, row.kind).toBeGreaterThan(0);
      expect(row.failures, row.kind).toBe(0);
    }
    expect(report.http.health.underSearch.requests).toBeGreaterThan(0);
  });

  it('starts the server without, then with the catalogue index snapshot', () => {
    const out = run('start-to-first-answer.ts', ['--database-url', url, '--timeout', '120']);
    expect(out).toMatch(/start 1 \(no snapshot\):\n {2}[\d.]+ s: Catalogue index saved to /);
    expect(out).toMatch(/start 2 \(snapshot\):\n {2}[\d.]+ s: Catalogue index read from /);
    expect(out).toMatch(/\| search answer +\| +[\d.]+ \| +[\d.]+ \|/);
  });

  it('runs the image pipeline beside jimp', () => {
    const out = run('image-pipeline.ts', ['--images', '1', '--rounds', '1']);
    expect(out).toMatch(/sharp \/ jimp = \d+(\.\d)?×/);
  });
});
