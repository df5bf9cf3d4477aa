// Bundles the server into dist/server.js for `npm start` (Node 20 cannot run .ts files).
import { execFileSync } from 'node:child_process';
import { copyFile } from 'node:fs/promises';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts', 'src/db/make-embedded-template.ts'],
  entryNames: '[name]',
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

// The migrated embedded database a fresh DATA_DIR starts from (ADR 0034); kept while the migrations are unchanged.
execFileSync(process.execPath, ['dist/make-embedded-template.js'], { stdio: 'inherit' });
