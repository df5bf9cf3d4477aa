import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { recordLoadedModules } from './build/record-loaded-modules.ts';
import serverPaths from './server-paths.json' with { type: 'json' };

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [react(), recordLoadedModules()],
  // Zod with its browser setting (src/zod-jitless.ts); only the exact specifier, so that module reaches Zod itself.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-jitless.ts', import.meta.url)) }] },
  server: {
    port: 5173,
    // Paths the server answers itself go to the Fastify server on :8080, so the browser sees one origin (the service
    // worker leaves the same paths to the network, scripts/service-worker.mjs).
    proxy: Object.fromEntries(serverPaths.map((path) => [path, 'http://127.0.0.1:8080'])),
  },
  // The entry is React + router + query; pages are lazy chunks. `npm run bench` prints sizes. One stylesheet for the
  // whole app (~10 kB brotli): a prerendered page paints styled before its page chunk arrives (issue 10).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    // The prerenderer reads which chunks hold the modules a page loads (scripts/prerender.mjs), then deletes it.
    manifest: !isSsrBuild,
    rollupOptions: {
      // The prerendered pages start the app through paint-first.ts once their HTML has painted (scripts/prerender.mjs).
      ...(isSsrBuild
        ? {}
        : {
            input: {
              index: fileURLToPath(new URL('./index.html', import.meta.url)),
              'paint-first': fileURLToPath(new URL('./src/paint-first.ts', import.meta.url)),
            },
          }),
      output: {
        // The server-side entry is one file, so the prerenderer can import a fresh copy of it for each page.
        codeSplitting: isSsrBuild
          ? false
          : {
              groups: [
                // Zod in one chunk, loaded with the first code that checks data (ADR 0020).
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|zod-jitless\.ts$/, priority: 2 },
                // What every page needs before it is live — React, the router, the query client, the app frame — in
                // one file rather than a dozen small ones that each cost a request and its headers.
                { name: 'app', tags: ['$initial'], test: (id: string) => !id.endsWith('paint-first.ts'), priority: 1 },
              ],
            },
      },
    },
  },
}));
