import { fileURLToPath, URL } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { catalogChunk } from './vite-plugins/catalog-chunk.ts';
import { firstPageChunks } from './vite-plugins/first-page-chunks.ts';
import { pwaPlugin } from './vite-plugins/pwa-plugin.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const zodConfigured = fileURLToPath(new URL('./src/lib/zod-configured.ts', import.meta.url));
const reactRouterBuild = (file: string) =>
  fileURLToPath(
    new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url),
  );
const zodPackage = /[\\/]node_modules[\\/]zod[\\/]/;

export default defineConfig(({ command, mode, isSsrBuild = false }) => ({
  plugins: [
    // React Router's framework mode (react-router.config.ts); the unit tests render components
    // with React's plugin alone.
    mode === 'test' ? react() : reactRouter(),
    tailwindcss(),
    pwaPlugin({ root: fileURLToPath(new URL('.', import.meta.url)) }),
    // The browser's files, also brotli- (quality 11) and gzip-compressed (level 9) once at build
    // time: the server sends these (preCompressed) instead of compressing each reply on the fly.
    !isSsrBuild &&
      command === 'build' &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|json|svg|html|webmanifest)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
      }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, configured for the CSP before any schema is built (src/lib/zod-configured.ts).
      { find: /^zod$/, replacement: zodConfigured },
      // react-i18next takes useSyncExternalStore from this shim for React 17; with React 19 the shim
      // only hands back React's own, so the bundle takes React's directly.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      // React Router's package names its development build for every condition (its warnings
      // on); builds take its production build, the same code without them.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The server build (dist/server) is self-contained: the server loads it from wherever the web
  // app's build is. In development, Node loads the packages itself.
  ...(command === 'build' && { ssr: { noExternal: true } }),
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Left to itself, the bundler merged zod into a chunk the first page preloads; as its
            // own chunk it loads only with the pages that validate (forms, dashboard, admin). Its
            // configuration (src/lib/zod-configured.ts) runs in the same chunk, before any schema.
            {
              name: 'zod',
              test: (id) => id === zodConfigured || zodPackage.test(id),
              priority: 2,
            },
            // The form library with its zod resolver, named for what it is (React, which it
            // imports, is the framework's: vite-plugins/first-page-chunks.ts).
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/,
              priority: 2,
            },
            ...firstPageChunks(srcDir),
            ...catalogChunk(srcDir),
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Every file in a VM context of its worker: jsdom is built once per worker, not once per file.
    pool: 'vmThreads',
    // Recharts' CommonJS build (its `main`) requires Redux Toolkit's ESM file, which a VM
    // context cannot require: its ES modules build instead, as the app's build uses.
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
  },
}));
