import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

const secretsSchema = z.object({
  jwtSecret: z.string().min(32),
  totpKey: z.string().min(32),
});
export type Secrets = z.infer<typeof secretsSchema>;

/**
 * Writes new keys unless the file exists. Several instances sharing DATA_DIR may start together:
 * the complete file appears under its name in one step (a hard link), and the first one wins.
 */
function createOnce(file: string): void {
  const fresh: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    totpKey: randomBytes(32).toString('base64url'),
  };
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, JSON.stringify(fresh, null, 2), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Keys from the environment when given; otherwise generated once into DATA_DIR/secrets.json
 * (mode 600) and reused, so that `npm start` works with no set-up and tokens survive a restart.
 */
export function loadSecrets(config: Config): Secrets {
  const file = join(config.dataDir, 'secrets.json');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    createOnce(file);
  }
  const stored = secretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { ...stored, jwtSecret: config.jwtSecret ?? stored.jwtSecret };
}
