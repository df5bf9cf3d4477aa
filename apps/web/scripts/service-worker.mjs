// After prerendering: the service worker (Workbox), so a second visit paints from the cache and the calculators work
// with no network (issue 10). It precaches the app's files and every prerendered first screen under its own URL; any
// other page navigation gets the app shell (/index.html), and the server's own paths always go to the network.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSW } from 'workbox-build';

const distDir = path.resolve(import.meta.dirname, '..', 'dist');
// Paths the server answers itself (also proxied by the dev server, vite.config.ts): never a page of the app.
const serverPaths = JSON.parse(await readFile(path.resolve(import.meta.dirname, '..', 'server-paths.json'), 'utf8'));

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

const { count, size, warnings } = await generateSW({
  swDest: path.join(distDir, 'sw.js'),
  globDirectory: distDir,
  globPatterns: ['assets/**/*.{js,css,svg,png}', '*.{svg,png,webmanifest}'],
  globIgnores: ['**/*.br', '**/*.gz', 'pages/**', 'og-image.png'],
  dontCacheBustURLsMatching: /^assets\//,
  additionalManifestEntries: [{ url: '/index.html', revision: await revisionOf('index.html') }, ...pageEntries],
  navigateFallback: '/index.html',
  navigateFallbackDenylist: serverPaths.map((serverPath) => new RegExp(`^${serverPath}(/|$)`)),
  // A new deploy takes over as soon as it is installed; the page already open keeps running on the files it has
  // (hashed, and kept until the next visit), and the next visit opens the new version (ADR 0020).
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker precaches ${count} files (${(size / 1024).toFixed(0)} kB)`);
