import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');
const serverEntry = join(repoRoot, 'apps/server/dist/main.js');
const webIndex = join(repoRoot, 'apps/web/dist/index.html');

export function requireBuild(): void {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) {
    throw new Error('Build first: npm run build (apps/server/dist and apps/web/dist).');
  }
}

/**
 * The built server with the demo store (PGlite, generated images) in a throwaway data folder, as
 * `npm start` serves it; resolves once it answers.
 */
export async function startDemoStore(
  port: number,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'curio-demo-store-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health/live`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error('the server did not start within 180 s');
}
