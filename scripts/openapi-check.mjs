// `npm run openapi:check`: builds the OpenAPI description in-process (the real app, nothing
// listening), lints it with Redocly's recommended rules (redocly.yaml), generates TypeScript types
// from it with openapi-typescript and typechecks apps/server/openapi/client/typed-calls.ts against
// them: a reply, parameter or body that drifts from what clients were promised fails here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const bin = (name) => join('node_modules', '.bin', name);
const dir = mkdtempSync(join(tmpdir(), 'curio-openapi-'));
const document = join(dir, 'openapi.json');

const steps = [
  ['build the description', bin('tsx'), ['apps/server/openapi/write-document.ts', document]],
  ['lint it (Redocly)', bin('redocly'), ['lint', document, '--max-problems', '1000']],
  [
    'generate client types',
    bin('openapi-typescript'),
    [document, '--output', 'apps/server/openapi/client/generated/api.d.ts'],
  ],
  ['typecheck client calls', bin('tsc'), ['-p', 'apps/server/openapi/client']],
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
