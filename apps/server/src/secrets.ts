import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from './config';

const secretsSchema = z.object({
  jwtSecret: z.string().min(32),
  totpKey: z.string().min(32),
});
export type Secrets = z.infer<typeof secretsSchema>;

/**
 * Keys from the environment when given; otherwise generated once into DATA_DIR/secrets.json
 * (mode 600) and reused, so that `npm start` works with no set-up and tokens survive a restart.
 */
export function loadSecrets(config: Config): Secrets {
  const file = join(config.dataDir, 'secrets.json');
  let stored: Secrets | undefined;
  if (existsSync(file)) {
    stored = secretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } else {
    stored = {
      jwtSecret: randomBytes(48).toString('base64url'),
      totpKey: randomBytes(32).toString('base64url'),
    };
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return { ...stored, jwtSecret: config.jwtSecret ?? stored.jwtSecret };
}
