import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { devProxy } from './build/dev-proxy.ts';
import { firstPageChunks } from './build/first-page-chunks.ts';
import { pwaPlugin } from './build/pwa-plugin.ts';

const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const zodConfigured = fileURLToPath(new URL('./src/lib/zod-configured.ts', import.meta.url));
const zodPackage = /[\\/]node_modules[\\/]zod[\\/]/;

export default defineConfig(({ mode, isSsrBuild = false }) => ({
  plugins: [
    react(),
    tailwindcss(),
    pwaPlugin({ root: fileURLToPath(new URL('.', import.meta.url)) }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod, configured for the CSP before any schema is built (src/lib/zod-configured.ts).
      { find: /^zod$/, replacement: zodConfigured },
    ],
  },
  // The server-rendering entry (src/entry-server.tsx, `vite build --ssr`) is one self-contained
  // file set in dist/.ssr: the server loads it from wherever the web app's build is.
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: {
    outDir: isSsrBuild ? 'dist/.ssr' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // Read by the server to preload the code of the page asked for (apps/server web/first-paint.ts).
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            // Left to itself, the bundler merged zod into a chunk the first page preloads; as its
            // own chunk it loads only with the pages that validate (forms, dashboard, admin). Its
            // configuration (src/lib/zod-configured.ts) runs in the same chunk, before any schema.
            { name: 'zod', test: (id) => id === zodConfigured || zodPackage.test(id) },
            ...(isSsrBuild
              ? []
              : [
                  ...firstPageChunks(srcDir),
                  // The form library with its zod resolver, named for what it is (the bundler
                  // named it after the resolver's file, zod.mjs: a second "zod" chunk). After the
                  // first page's groups, which keep React.
                  { name: 'forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
                ]),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: devProxy(mode),
  },
  preview: {
    port: 4173,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
  },
}));
