import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, dropSmokeDatabase, runBench as run, smokeDatabaseUrl } from './lib/smoke-run';

/**
 * The benchmarks, run small so that they keep working: 10k products, a second per scenario, one
 * image. Nothing here is timed; each command must finish, and the latency run must answer every
 * scenario without a failure. Needs PostgreSQL (TEST_DATABASE_URL, set by scripts/with-postgres.mjs).
 * The search benchmarks' smoke run is search-smoke.test.ts, on a catalogue of its own, so that the
 * two run side by side.
 */
const database = `curio_bench_smoke_${process.pid}`;

describe.skipIf(!adminUrl)('benchmarks (smoke run)', () => {
  const url = smokeDatabaseUrl(database);
  const outDir = mkdtempSync(join(tmpdir(), 'curio-bench-smoke-'));

  afterAll(async () => {
    rmSync(outDir, { recursive: true, force: true });
    await dropSmokeDatabase(database);
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

  it('runs the image pipeline beside jimp', () => {
    const out = run('image-pipeline.ts', ['--images', '1', '--rounds', '1']);
    expect(out).toMatch(/sharp \/ jimp = \d+(\.\d)?×/);
  });
});
