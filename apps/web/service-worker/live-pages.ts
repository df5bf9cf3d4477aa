/**
 * Live pages in the service worker (issue 32, ADR 0020). The server renders the board and the rate history with their
 * data for a visitor (ADR 0021); the precache holds only the build's pages, whose data arrives after the app's code.
 * The worker keeps the last live page it fetched and answers a later visit with it at once, fetching a new one
 * meanwhile (stale-while-revalidate), but only while that page is as fresh as the page's own rule for its data (its
 * query's `staleTime`, `liveFreshForMs` of src/prerender/prerendered-pages.ts): an older one waits for the network,
 * as the app would refetch. Offline it is never used: the board must say at once that it is offline and show the
 * posts last read as saved (issue 26), which the build's page from the precache does.
 */

import { pageFromStore } from './stored-page.ts';

export const LIVE_PAGES_CACHE = 'jipsa-live-pages';
/** When the worker fetched a kept page (its own clock, not the server's `Date`). */
const KEPT_AT_HEADER = 'X-Jipsa-Kept-At';
/**
 * Asks the server for the live page on a fetch that is not a navigation (the server answers other fetches with the
 * build's page, which the precache keeps; apps/server/src/plugins/static-web.ts).
 */
export const LIVE_PAGE_REQUEST_HEADER = 'X-Jipsa-Live-Page';

/** What the worker needs from its surroundings, so the rules can be tested without a browser. */
export type LivePageSurroundings = {
  cache: Pick<Cache, 'match' | 'put'>;
  fetchPage: (url: string) => Promise<Response>;
  /** The build's page from the precache, for when the network fails. */
  builtPage: (url: string) => Promise<Response | undefined>;
  /** Keeps the worker alive for work that outlasts the answer. */
  waitUntil: (work: Promise<unknown>) => void;
  now: () => number;
  online: () => boolean;
  /**
   * False when the browser holds a session: the server renders live pages for visitors only, and a member must never
   * start from another person's view of the board (likes, blocked authors; issue 33).
   */
  isVisitor: () => Promise<boolean>;
};

/** A live page's URL and how long a kept copy of it may answer a visit. */
export type LivePage = { url: string; freshForMs: number };

/** Whether a kept page may answer a visit now. */
export function mayServeKept(kept: Response, freshForMs: number, now: number, online: boolean): boolean {
  const keptAt = Number(kept.headers.get(KEPT_AT_HEADER));
  return online && Number.isFinite(keptAt) && keptAt > 0 && now - keptAt <= freshForMs;
}

/** Fetches the live page and keeps a successful answer, stamped with the time it was fetched. */
export async function fetchAndKeep(url: string, surroundings: LivePageSurroundings): Promise<Response> {
  const response = await surroundings.fetchPage(url);
  if (response.ok) {
    const kept = await pageFromStore(response.clone());
    const headers = new Headers(kept.headers);
    headers.set(KEPT_AT_HEADER, String(surroundings.now()));
    const body = await kept.arrayBuffer();
    await surroundings.cache.put(url, new Response(body, { status: response.status, headers }));
  }
  return response;
}

/** A navigation to a live page: the kept one while fresh (fetching the next meanwhile), else the network's. */
export async function answerLivePage(
  { url, freshForMs }: LivePage,
  surroundings: LivePageSurroundings,
): Promise<Response> {
  const isVisitor = await surroundings.isVisitor();
  const kept = await surroundings.cache.match(url);
  if (kept && isVisitor && mayServeKept(kept, freshForMs, surroundings.now(), surroundings.online())) {
    surroundings.waitUntil(fetchAndKeep(url, surroundings).catch(() => undefined));
    return kept;
  }
  try {
    // A member gets the build's page from the server (live pages are rendered for visitors): nothing to keep.
    return isVisitor ? await fetchAndKeep(url, surroundings) : await surroundings.fetchPage(url);
  } catch (error) {
    const built = await surroundings.builtPage(url);
    if (built) return pageFromStore(built);
    throw error;
  }
}
