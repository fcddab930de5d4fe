// `npm run openapi:check`: builds the OpenAPI description in-process (the real app, nothing
// listening), lints it with Redocly's recommended rules (apps/server/redocly.yaml) and generates
// TypeScript types from it with openapi-typescript. `tsc -b` (`npm run typecheck`) then checks
// apps/server/openapi/client/typed-calls.ts against them: a reply, parameter or body that drifts
// from what clients were promised fails there. `--types-only` (`npm run openapi:types`, run by
// `npm run typecheck`) skips the lint.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const typesOnly = process.argv.includes('--types-only');
const dir = mkdtempSync(join(tmpdir(), 'curio-openapi-'));
const document = join(dir, 'openapi.json');
const inServer = (script, ...args) => [
  'npm',
  ['run', '-s', '-w', '@curio/server', script, '--', ...args],
];

const steps = [
  ['build the description', ...inServer('openapi:document', document)],
  ...(typesOnly ? [] : [['lint it (Redocly)', ...inServer('openapi:lint', document)]]),
  [
    'generate client types',
    ...inServer('openapi:types', document, '--output', 'openapi/client/generated/api.d.ts'),
  ],
];

try {
  for (const [name, command, args] of steps) {
    console.log(`▶ ${name}`);
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`✖ ${name} failed`);
      process.exitCode = result.status ?? 1;
      break;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
