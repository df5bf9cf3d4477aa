import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import serverPaths from './server-paths.json' with { type: 'json' };

export default defineConfig({
  plugins: [react()],
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
    rollupOptions: {
      output: {
        // Zod and its jitless setting in one chunk, which every schema's chunk imports (src/zod-jitless.ts).
        manualChunks: (id) => (/[\\/]node_modules[\\/]zod[\\/]|zod-jitless\.ts$/.test(id) ? 'zod' : undefined),
      },
    },
  },
});
