// Bundles the server into dist/server.js for `npm start` (Node 20 cannot run .ts files).
import { copyFile } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // npm packages stay in node_modules (native sharp, PGlite's wasm); our workspace packages are bundled.
  packages: 'external',
  alias: {
    '@jipsa/domain': '../../packages/domain/src/index.ts',
    '@jipsa/contracts': '../../packages/contracts/src/index.ts',
  },
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});

// Worker threads are plain JavaScript files loaded by path: each goes beside server.js, so dist/ runs on its own.
await copyFile('src/modules/jeonse-safety/registry/read-pdf-text.worker.mjs', 'dist/read-pdf-text.worker.mjs');
