// Bundles the server and the workspace packages into dist/: main.js, the demo image renderer
// (art-process.js, a process of its own), the catalogue index's worker thread (index-worker.js)
// and the chunks they share or load on demand (the demo generator is imported only when seeding).
// Every npm package stays external (sharp, argon2 and PGlite's wasm must be loaded from
// node_modules). `--outdir <dir>` writes elsewhere (tests).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

/** Bare imports are packages: external, except our own workspace packages (TypeScript source). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@curio/') ? undefined : { path: args.path, external: true },
    );
  },
};

const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const source = (path) => new URL(path, import.meta.url).pathname;

const outdir = values.outdir ?? source('./dist');
// Chunk names change with their content: the previous build's would stay beside the new ones.
for (const file of existsSync(outdir) ? readdirSync(outdir) : []) {
  if (/\.js(\.map)?$/.test(file)) rmSync(join(outdir, file));
}

const started = Date.now();
await build({
  entryPoints: {
    main: source('./src/main.ts'),
    'art-process': source('./src/demo/art-process.ts'),
    'index-worker': source('./src/catalog/memory-index/index-worker.ts'),
  },
  outdir,
  // Chunks beside the entries: art-renderer.ts finds art-process.js next to its own chunk, and
  // index-client.ts index-worker.js.
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`server bundled in ${Date.now() - started} ms`);
