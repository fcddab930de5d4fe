import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The server bundle as `npm run build` makes it, written to a throwaway folder. */
const outDir = mkdtempSync(join(tmpdir(), 'curio-server-bundle-'));
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

const STATIC_IMPORT =
  /(?:^|\n)(?:import|export)\s[^;]*?\bfrom\s*"(\.\/[^"]+)"|(?:^|\n)import\s*"(\.\/[^"]+)"/g;
const DYNAMIC_IMPORT = /\bimport\("(\.\/[^"]+)"\)/g;

/** The files Node loads when it starts `entry`, before any dynamic import runs. */
function staticallyLoaded(entry: string): string[] {
  const loaded = new Set<string>([entry]);
  for (const file of loaded) {
    for (const match of read(file).matchAll(STATIC_IMPORT)) {
      loaded.add((match[1] ?? match[2] ?? '').replace('./', ''));
    }
  }
  return [...loaded];
}

function dynamicallyLoaded(files: string[]): string[] {
  return files.flatMap((file) =>
    [...read(file).matchAll(DYNAMIC_IMPORT)].map((m) => (m[1] ?? '').replace('./', '')),
  );
}

beforeAll(() => {
  const built = spawnSync(process.execPath, ['build.mjs', '--outdir', outDir], {
    cwd: join(import.meta.dirname, '..'),
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the server bundle', () => {
  it('starts without loading the demo generator, which it imports only to seed', () => {
    const atStart = staticallyLoaded('main.js');
    expect(atStart).toContain('main.js');
    for (const file of atStart) {
      const code = read(file);
      expect(code, file).not.toContain('function seedDemoStore(');
      expect(code, file).not.toContain('function buildDemoCatalog(');
      expect(code, file).not.toContain('function renderProductArt(');
    }
    const onDemand = dynamicallyLoaded(atStart).filter((file) =>
      read(file).includes('function seedDemoStore('),
    );
    expect(onDemand).toHaveLength(1);
  });

  it('renders demo images in a process of its own, from an entry beside main.js', () => {
    expect(read('art-process.js')).toContain('function renderProductArt(');
    for (const file of staticallyLoaded('art-process.js')) {
      expect(read(file), file).not.toContain('function seedDemoStore(');
    }
  });

  it('holds the catalogue index in a worker thread, from an entry beside main.js', () => {
    const catalogIndex = /\bclass CatalogIndex\b|\bCatalogIndex = class\b/;
    expect(read('index-worker.js')).toMatch(catalogIndex);
    const atStart = staticallyLoaded('main.js');
    expect(atStart.some((file) => read(file).includes('index-worker'))).toBe(true);
    for (const file of atStart) expect(read(file), file).not.toMatch(catalogIndex);
  });
});
