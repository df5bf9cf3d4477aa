// Bundles the server into dist/server.js for `npm start` (Node 20 cannot run .ts files).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  // The registry reader runs in a process of its own (ADR 0039), from its own file beside server.js.
  entryPoints: [
    'src/server.ts',
    'src/db/make-embedded-template.ts',
    'src/modules/jeonse-safety/registry/registry-reader.worker.ts',
  ],
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

// The migrated embedded database a fresh DATA_DIR starts from (ADR 0034); kept while the migrations are unchanged.
execFileSync(process.execPath, ['dist/make-embedded-template.js'], { stdio: 'inherit' });
