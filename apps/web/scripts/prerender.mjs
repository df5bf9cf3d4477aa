// After `vite build` (the browser bundle) and `vite build --ssr` (dist-ssr/render-page.js): writes each first screen of
// PRERENDERED_PAGES to dist/pages/<name>.html with its title, canonical URL and Open Graph tags, and lists them in
// dist/pages.json for the server (issue 10). The origin is left as ORIGIN_PLACEHOLDER: only the server knows its
// public URL, and it fills the placeholder in once at start-up.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { emulateFirstVisit } from './emulate-first-visit.mjs';

const ORIGIN_PLACEHOLDER = '%JIPSA_ORIGIN%';
// Where the server puts a page it renders at request time into its template (pages/<name>.live.html): the rendered
// HTML inside #root, and the queries it showed right after it. The manifest hands them to the server.
const LIVE_MARKERS = { page: '<!--jipsa:live-page-->', data: '<!--jipsa:live-data-->' };
const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
const ssrEntry = path.join(webRoot, 'dist-ssr', 'render-page.js');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The shell's <head> with this page's title and the tags a shared link's preview card reads. */
function pageHead(template, { title, url, renderedUrl, indexable }) {
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1] ?? '';
  const canonical = `${ORIGIN_PLACEHOLDER}${url}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="집사" />`,
    `<meta property="og:locale" content="ko_KR" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:image" content="${ORIGIN_PLACEHOLDER}/og-image.png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(indexable ? [] : ['<meta name="robots" content="noindex" />']),
  ];
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>\n    ${tags.join('\n    ')}`)
    .replace('<html lang="ko">', `<html lang="ko" data-prerendered-url="${escapeHtml(renderedUrl)}">`);
}

/**
 * The server-side entry as a page's first visit meets it: a fresh copy (its own lazy components, none loaded yet), so
 * that what it loads for this page is what the page needs.
 */
async function freshEntry(url) {
  emulateFirstVisit(url);
  return import(`${pathToFileURL(ssrEntry).href}?page=${encodeURIComponent(url)}`);
}

// The browser build's manifest: which chunk holds a module, and which chunks that chunk imports.
const clientManifestFile = path.join(distDir, '.vite', 'manifest.json');
const clientManifest = JSON.parse(await readFile(clientManifestFile, 'utf8'));
await rm(path.dirname(clientManifestFile), { recursive: true });

/** The chunks of `moduleKeys` and every chunk they import, but the entry's (the document loads it anyway). */
function chunksOf(moduleKeys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = clientManifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of moduleKeys) visit(key);
  return [...files];
}

/**
 * Names a page's chunks in its HTML, so the browser asks for them with the document rather than one after another as
 * each one's code finds the next (the page, then its open tab, then that tab's fields): on the phone profile
 * /calculator was live ~0.45 s sooner. At low priority they leave the stylesheet the bandwidth the first paint
 * waits for; the page was live as soon (three loads each), and Lighthouse's estimate stopped counting them as
 * render-blocking (performance 96–97 → 98). `data-page-chunk` lets the service worker leave them out of a visit it answers
 * itself, where they only hold the paint back (service-worker/stored-page.ts).
 */
const withModulePreloads = (document, files) =>
  document.replace(
    '</head>',
    `${files.map((file) => `  <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}" data-page-chunk />\n  `).join('')}</head>`,
  );

// The app's entry as Vite puts it in the shell's <head>.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const paintFirstFile = clientManifest['src/paint-first.ts']?.file;
if (!paintFirstFile) throw new Error('the browser build has no src/paint-first.ts entry');

/**
 * A prerendered page paints before the app's code runs (issue 32): the entry is fetched and compiled through a
 * `modulepreload`, and src/paint-first.ts evaluates it once the HTML has been painted. Without this, a warm visit
 * (document and code from the service worker within milliseconds) often evaluated and hydrated the app first and
 * painted 130–300 ms later on the phone profile.
 */
function withPaintFirst(document) {
  const entry = ENTRY_SCRIPT.exec(document);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  return document.replace(
    entry[0],
    () =>
      `<link rel="modulepreload" crossorigin href="${entry[1]}" data-app-entry />\n    ` +
      `<script type="module" crossorigin src="/${paintFirstFile}"></script>`,
  );
}

// The app's one stylesheet as Vite links it in the shell's <head> (render-blocking there).
const STYLESHEET_LINK = /\s*<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/;

// Beasties reads the built stylesheet and keeps the rules whose selectors match an element of the document. Only its
// CSS is taken: the page's own HTML stays byte for byte what React rendered, which hydration compares against.
const beasties = new Beasties({
  path: distDir,
  publicPath: '/',
  preload: false,
  pruneSource: false,
  mergeStylesheets: true,
  inlineFonts: false,
  preloadFonts: false,
  reduceInlineStyles: false,
  compress: true,
  logLevel: 'warn',
});

async function criticalCss(document) {
  const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(document))?.[1];
  if (!css) throw new Error('beasties found no CSS for the page');
  return css;
}

/**
 * The page paints from its first response (issue 32): the rules its first screen uses travel inside its <head>, and
 * the whole stylesheet, which styles what the page's code renders later, no longer holds anything back: it is
 * preloaded, and src/paint-first.ts applies it when it starts the app; with JavaScript off a <noscript> link applies
 * it. A second page opened inside the app is rendered by the app with the stylesheet already loaded; a later visit's
 * document comes from the service worker (ADR 0020).
 */
function withCriticalCss(document, css) {
  const link = STYLESHEET_LINK.exec(document)?.[0];
  if (!link) throw new Error('dist/index.html links no stylesheet to inline from');
  const href = /href="([^"]+)"/.exec(link)[1];
  return document
    .replace(
      link,
      () =>
        `\n    <style>${css}</style>` +
        `\n    <link rel="preload" as="style" crossorigin href="${href}" data-app-stylesheet />`,
    )
    .replace('</body>', () => `  <noscript>${link.trim()}</noscript>\n  </body>`);
}

const { routePaths, PRERENDERED_PAGES, NOT_FOUND_URL } = await freshEntry('/');
const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill');

const pagesDir = path.join(distDir, 'pages');
await rm(pagesDir, { recursive: true, force: true });
await mkdir(pagesDir);
for (const page of PRERENDERED_PAGES) {
  const { loadPageCode, loadedModules, renderPage } = await freshEntry(page.url);
  await loadPageCode(page.url);
  const pageChunks = chunksOf(loadedModules());
  const { html, title } = await renderPage(page.url);
  const canonicalUrl = page.url === NOT_FOUND_URL ? '/' : page.url;
  // The page is hydrated only at the address it was rendered for; the not-found page reads the same at any path.
  const renderedUrl = page.url === NOT_FOUND_URL ? '*' : page.url;
  const shell = withModulePreloads(
    withPaintFirst(pageHead(template, { title, url: canonicalUrl, renderedUrl, indexable: page.indexable })),
    pageChunks,
  );
  const withRoot = (rootHtml) => shell.replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>`);
  const document = withCriticalCss(withRoot(html), await criticalCss(withRoot(html)));
  await writeFile(path.join(pagesDir, `${page.name}.html`), document);
  // A page the server renders again with its data at request time gets a template: its head, markers for the body.
  // Its CSS is what the page needs with data in it, found on one render with sample answers.
  if (page.seedQueries) {
    if (!page.sampleAnswers) throw new Error(`${page.url} is rendered live but has no sampleAnswers`);
    if (!page.liveFreshForMs) throw new Error(`${page.url} is rendered live but has no liveFreshForMs`);
    const sample = await renderPage(page.url, new Map(Object.entries(page.sampleAnswers)));
    const liveCss = await criticalCss(withRoot(sample.html));
    const live = withCriticalCss(shell, liveCss).replace(
      '<div id="root"></div>',
      `<div id="root">${LIVE_MARKERS.page}</div>${LIVE_MARKERS.data}`,
    );
    await writeFile(path.join(pagesDir, `${page.name}.live.html`), live);
  }
}

const manifest = {
  originPlaceholder: ORIGIN_PLACEHOLDER,
  liveMarkers: LIVE_MARKERS,
  notFoundPage: PRERENDERED_PAGES.find((page) => page.url === NOT_FOUND_URL).name,
  pages: PRERENDERED_PAGES.filter((page) => page.url !== NOT_FOUND_URL).map(
    ({ name, path, url, tab, indexable, preloads, seedQueries, liveFreshForMs }) => ({
      name,
      path,
      url,
      tab,
      indexable,
      preloads,
      live: seedQueries !== undefined,
      ...(liveFreshForMs === undefined ? {} : { liveFreshForMs }),
    }),
  ),
  routes: routePaths(),
};
await writeFile(path.join(distDir, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`prerendered ${PRERENDERED_PAGES.length} pages into dist/pages`);
