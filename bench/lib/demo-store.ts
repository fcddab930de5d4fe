import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const webIndex = join(repoRoot, 'apps/web/dist/server/index.js');

export function requireBuild(): void {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('Build first: npm run build (apps/server/dist and apps/web/dist).');
  }
}

/**
 * Starts the built server (`apps/server/dist/main.js`, production mode, the demo store seeded on
 * first start) on 127.0.0.1 with its data in `dataDir`; resolves once it is ready
 * (`/api/health/ready`: its catalogue index loaded, as the measurements expect).
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Called with the process as soon as it is spawned, before it answers (to watch its start). */
  onSpawn?: (child: ChildProcess) => void;
  /** Another build's main.js (e.g. of an earlier commit); the one of this checkout by default. */
  entry?: string;
  /** Node's own flags before the entry (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), options.entry ?? serverEntry],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  options.onSpawn?.(child);
  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/api/health/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not start within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * The built server with the demo store (PGlite, generated images) in a throwaway data folder, as
 * `npm start` serves it; resolves once it answers.
 */
export async function startDemoStore(
  port: number,
): Promise<{ base: string; pid: number | undefined; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-demo-store-'));
  // Seeding the demo store (its images) takes minutes on a busy machine.
  const child = await startServer({ port, dataDir, timeoutMs: 600_000 }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}
