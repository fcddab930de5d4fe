// `npm run openapi:check`: builds the OpenAPI description in-process (the real app, nothing
// listening), lints it with Redocly's recommended rules (apps/server/redocly.yaml), generates
// TypeScript types from it with openapi-typescript and typechecks
// apps/server/openapi/client/typed-calls.ts against them: a reply, parameter or body that drifts
// from what clients were promised fails here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'curio-openapi-'));
const document = join(dir, 'openapi.json');
const inServer = (script, ...args) => [
  'npm',
  ['run', '-s', '-w', '@curio/server', script, '--', ...args],
];

const steps = [
  ['build the description', ...inServer('openapi:document', document)],
  ['lint it (Redocly)', ...inServer('openapi:lint', document)],
  [
    'generate client types',
    ...inServer('openapi:types', document, '--output', 'openapi/client/generated/api.d.ts'),
  ],
  ['typecheck client calls', 'npx', ['tsc', '-p', 'apps/server/openapi/client']],
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
