// Bundles the server and the workspace packages into dist/main.js; every npm package stays external
// (sharp, argon2 and PGlite's wasm must be loaded from node_modules).
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

const started = Date.now();
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`server bundled in ${Date.now() - started} ms`);
