import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');
export const serverEntry = join(repoRoot, 'apps/server/dist/main.js');

/** A TCP port nothing listens on at the moment (on 127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** The newest modification time of the given files and of the files under the given folders. */
export function newestChange(paths: string[]): number {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) {
      newest = Math.max(newest, statSync(path).mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** dist/main.js is missing or older than the server's or the shared package's source. */
function distIsStale(): boolean {
  if (!existsSync(serverEntry)) return true;
  const sources = ['apps/server/src', 'packages/shared/src'].map((dir) => join(repoRoot, dir));
  return newestChange(sources) > statSync(serverEntry).mtimeMs;
}

/** Builds the server when `build` is set or its dist/ is missing or older than its source. */
export function ensureServerBuilt(build: boolean): void {
  if (!build && !distIsStale()) return;
  console.log('Building the server (apps/server/dist is missing or older than its source)…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@curio/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('npm run build -w @curio/server failed');
}
