// After prerendering: the service worker (service-worker/service-worker.ts, Workbox; issue 10, issue 32). esbuild
// bundles it with the URLs of the pages the server renders live, then Workbox puts in the precache manifest: the
// app's files and every prerendered first screen under its own URL, each with the revision of its content.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');

const revisionOf = async (file) =>
  createHash('sha256')
    .update(await readFile(path.join(distDir, file)))
    .digest('hex')
    .slice(0, 16);

const manifest = JSON.parse(await readFile(path.join(distDir, 'pages.json'), 'utf8'));
const pageEntries = await Promise.all(
  manifest.pages
    .filter((page) => !page.path.includes(':'))
    .map(async (page) => ({
      url: page.tab ? `${page.path}?tab=${page.tab}` : page.path,
      revision: await revisionOf(path.join('pages', `${page.name}.html`)),
    })),
);
// Each live page's URL and how long the worker may answer it from its cache.
const livePages = Object.fromEntries(
  manifest.pages.filter((page) => page.live).map((page) => [page.url, page.liveFreshForMs]),
);

const scratch = await mkdtemp(path.join(os.tmpdir(), 'jipsa-sw-'));
try {
  const bundled = path.join(scratch, 'sw.js');
  await build({
    entryPoints: [path.join(webRoot, 'service-worker', 'service-worker.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // Workbox logs its routing in development builds only.
    define: { LIVE_PAGES: JSON.stringify(livePages), 'process.env.NODE_ENV': '"production"' },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: ['assets/**/*.{js,css,svg,png}', '*.{svg,png,webmanifest}'],
    globIgnores: ['**/*.br', '**/*.gz', 'pages/**', 'og-image.png'],
    dontCacheBustURLsMatching: /^assets\//,
    additionalManifestEntries: [{ url: '/index.html', revision: await revisionOf('index.html') }, ...pageEntries],
  });
  for (const warning of warnings) console.warn(warning);
  console.log(
    `service worker precaches ${count} files (${(size / 1024).toFixed(0)} kB); live pages ${Object.keys(livePages).join(', ')}`,
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}
