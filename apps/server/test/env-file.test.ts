import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { scripts: Record<string, string> };
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/** tsx's loader by its full address: the server starts in a folder without node_modules. */
const TSX = import.meta.resolve('tsx');
const ENV_FILE_FLAG = '--env-file-if-exists=.env';

const folder = mkdtempSync(join(tmpdir(), 'curio-env-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The server as `npm run serve` starts it (its Node flags), from `folder`; answers stderr. */
function startWith(env: Record<string, string>): { status: number | null; stderr: string } {
  const nodeFlags = (rootPackage.scripts.serve ?? '')
    .split(' ')
    .filter((word) => word.startsWith('--'));
  const result = spawnSync(process.execPath, [...nodeFlags, '--import', TSX, MAIN], {
    cwd: folder,
    // A data folder that cannot exist: should the configuration pass, start-up stops at once.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: '/dev/null/data',
      ...env,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('.env', () => {
  it('is read by npm start, npm run serve and npm run dev', () => {
    expect(rootPackage.scripts.serve).toContain(ENV_FILE_FLAG);
    expect(rootPackage.scripts.dev).toContain(`tsx watch ${ENV_FILE_FLAG}`);
    expect(rootPackage.scripts.start).toContain('npm run serve');
  });

  it("gives the server its variables, and the shell's own win over it", () => {
    writeFileSync(join(folder, '.env'), '# a comment\nPORT=eighty\nLOG_LEVEL=loud\n');
    const fromFile = startWith({});
    expect(fromFile.status).toBe(1);
    expect(fromFile.stderr).toMatch(/^Invalid configuration: PORT /m);

    const shellFirst = startWith({ PORT: '3999' });
    expect(shellFirst.status).toBe(1);
    expect(shellFirst.stderr).toMatch(/^Invalid configuration: LOG_LEVEL /m);
  });
});
