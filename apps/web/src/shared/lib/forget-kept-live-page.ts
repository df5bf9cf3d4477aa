import { LIVE_PAGES_CACHE } from '../../../service-worker/live-pages.ts';

/**
 * Drops the service worker's kept copy of a live page (issue 32), so the next visit asks the server: for a change
 * the kept page predates and the person must not see undone by a reload, e.g. a block (issue 33).
 */
export async function forgetKeptLivePage(path: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(LIVE_PAGES_CACHE);
    await cache.delete(new URL(path, window.location.origin).href);
  } catch {
    // No cache storage (private mode, an old browser): nothing was kept.
  }
}
