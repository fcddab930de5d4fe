import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { loadSecrets } from '../src/secrets';

/**
 * Writes the OpenAPI description the server serves at /api/openapi.json to the file named by the
 * first argument: the real app on a throwaway in-memory database, nothing listening.
 */
const [target] = process.argv.slice(2);
if (!target) {
  console.error('usage: write-document.ts <file.json>');
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), 'curio-openapi-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
  });
  const database = await openDatabase({});
  await database.migrate();
  const app = await buildApp({ config, database, secrets: loadSecrets(config), logger: false });
  await app.ready();
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
