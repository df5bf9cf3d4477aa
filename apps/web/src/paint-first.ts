/**
 * The prerendered pages' first script (issue 32, ADR 0020): it starts the app only once the server's HTML has been
 * painted. On a second visit the service worker hands over the document and the app's code within milliseconds, and
 * the code's evaluation and hydration (~130–300 ms on the phone profile) could otherwise run before the first frame
 * and hold the paint back. The app's entry is already fetched and compiled through its `modulepreload` link, and the
 * whole stylesheet through its `preload` (scripts/prerender.mjs marks them `data-app-entry`, `data-app-stylesheet`):
 * the page's first screen has its CSS inline, and the rest applies as the app starts, blocking no paint.
 */
const entry = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app-entry]');
if (!entry) throw new Error('the page names no app entry (link[data-app-entry])');
const entryUrl = entry.href;
const preloadedStylesheet = document.querySelector<HTMLLinkElement>('link[rel="preload"][data-app-stylesheet]');

function applyStylesheet(preloaded: HTMLLinkElement) {
  const stylesheet = document.createElement('link');
  stylesheet.rel = 'stylesheet';
  stylesheet.crossOrigin = preloaded.crossOrigin;
  stylesheet.href = preloaded.href;
  document.head.append(stylesheet);
}

let started = false;
function startApp() {
  if (started) return;
  started = true;
  if (preloadedStylesheet) applyStylesheet(preloadedStylesheet);
  void import(/* @vite-ignore */ entryUrl);
}

const hasPainted = performance.getEntriesByName('first-contentful-paint').length > 0;
// A first visit's code arrives after the HTML has long been painted; a hidden tab renders no frames to wait for.
if (hasPainted || document.visibilityState !== 'visible') {
  startApp();
} else {
  // A task queued from a frame's callback runs after that frame's rendering.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  // Should no frame come (the tab hidden meanwhile), the app starts anyway.
  setTimeout(startApp, 500);
}
