/// <reference lib="webworker" />
// The service worker (issue 10, issue 32; ADR 0020), bundled by scripts/service-worker.mjs, which also fills in the
// precache manifest: a second visit paints from the cache and the calculators work with no network. It precaches
// the app's files and every prerendered first screen under its own URL, answers the board's live page from its own
// cache while fresh (live-pages.ts), sends any other page navigation to the app shell (/index.html), and leaves the
// server's own paths to the network.
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SESSION_COOKIE_NAMES } from '@jipsa/contracts/session-names';
import serverPaths from '../server-paths.json';
import {
  answerLivePage,
  fetchAndKeep,
  LIVE_PAGE_REQUEST_HEADER,
  LIVE_PAGES_CACHE,
  type LivePageSurroundings,
} from './live-pages.ts';
import { pageFromStore } from './stored-page.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The pages the server renders at request time (pages.json `live`), by URL: how long a kept copy may answer. */
declare const LIVE_PAGES: Readonly<Record<string, number>>;

// A new deploy takes over as soon as it is installed; the page already open keeps running on the files it has
// (hashed, and kept until the next visit), and the next visit opens the new version.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const surroundings = (waitUntil: (work: Promise<unknown>) => void, cache: Cache): LivePageSurroundings => ({
  cache,
  fetchPage: (url) => fetch(url, { headers: { [LIVE_PAGE_REQUEST_HEADER]: '1' }, credentials: 'same-origin' }),
  builtPage: (url) => matchPrecache(url),
  waitUntil,
  now: () => Date.now(),
  online: () => self.navigator.onLine,
  isVisitor: holdsNoSession,
});

/**
 * Whether the browser holds no session cookie (the names of contracts' session-names.ts). Where the worker cannot
 * read cookies (no Cookie Store API) it assumes a session, and the kept page is not used.
 */
async function holdsNoSession(): Promise<boolean> {
  const cookieStore = (self as unknown as { cookieStore?: { get: (name: string) => Promise<unknown> } }).cookieStore;
  if (!cookieStore) return false;
  const sessions = await Promise.all(Object.values(SESSION_COOKIE_NAMES).map((name) => cookieStore.get(name)));
  return sessions.every((cookie) => cookie === null || cookie === undefined);
}

const isLivePage = (url: URL) =>
  url.origin === self.location.origin && url.search === '' && Object.hasOwn(LIVE_PAGES, url.pathname);

// Before the precache's route, which would answer the same URL with the build's page.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isLivePage(url),
  async ({ url, event }) =>
    answerLivePage(
      { url: url.pathname, freshForMs: LIVE_PAGES[url.pathname] ?? 0 },
      surroundings((work) => event.waitUntil(work), await caches.open(LIVE_PAGES_CACHE)),
    ),
);
// A precached page was fetched by a visitor who may since have logged in (and, from an older server, with its
// preloads), and its chunk preloads would only hold the paint back: it is answered without either.
addPlugins([
  { cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && pageFromStore(cachedResponse) },
]);
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: serverPaths.map((serverPath) => new RegExp(`^${serverPath}(/|$)`)),
  }),
);

// The live page open when this worker takes over was fetched before it: keep it, so the next visit finds it.
self.addEventListener('activate', (event) => {
  const keepOpenLivePages = async () => {
    // A member's fetch gets the build's page (live pages are rendered for visitors): nothing worth keeping.
    if (!(await holdsNoSession())) return;
    const cache = await caches.open(LIVE_PAGES_CACHE);
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = new Set(
      windows
        .map((client) => new URL(client.url))
        .filter(isLivePage)
        .map((url) => url.pathname),
    );
    await Promise.all(
      [...open].map((url) =>
        fetchAndKeep(
          url,
          surroundings((work) => event.waitUntil(work), cache),
        ).catch(() => undefined),
      ),
    );
  };
  event.waitUntil(keepOpenLivePages());
});
