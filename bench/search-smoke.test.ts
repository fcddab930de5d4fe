import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, dropSmokeDatabase, runBench as run, smokeDatabaseUrl } from './lib/smoke-run';

/**
 * The search benchmarks, run small (smoke.test.ts says how): 10k products of their own, so that
 * this file and the catalogue's run side by side.
 */
const database = `curio_bench_search_smoke_${process.pid}`;

describe.skipIf(!adminUrl)('search benchmarks (smoke run)', () => {
  const url = smokeDatabaseUrl(database);
  const outDir = mkdtempSync(join(tmpdir(), 'curio-bench-search-smoke-'));

  beforeAll(() => {
    const loaded = run('generate-catalog.ts', ['--products', '10000', '--database-url', url]);
    expect(loaded).toContain('Loaded 10,000 products');
  }, 120_000);

  afterAll(async () => {
    rmSync(outDir, { recursive: true, force: true });
    await dropSmokeDatabase(database);
  });

  it('measures every kind of search in-process and over HTTP on a loaded catalogue', () => {
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
});
