import { JSDOM } from 'jsdom';

/**
 * The browser of a first visit to `url`, for the web app's code that reads it while its modules load or while
 * rendering (stored answers, cookies, the window's height): nothing stored, no cookies, the page's own address. It
 * never runs effects or loads anything. Used by the build (prerender.mjs) and by the server's render worker.
 */
export function emulateFirstVisit(url) {
  const { window } = new JSDOM('<!doctype html><html lang="ko"><body></body></html>', {
    url: new URL(url, 'http://prerender.invalid').href,
  });
  for (const name of ['window', 'document', 'sessionStorage', 'localStorage', 'location', 'navigator']) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
  }
}
