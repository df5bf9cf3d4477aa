/**
 * A page the worker answers from its own store (the precache, a kept live page) is trimmed of what only a visit from
 * the network needs (issue 32, issue 33; ADR 0020).
 */

/** The prerenderer's module preload of one of a page's own chunks (apps/web/scripts/prerender.mjs). */
const PAGE_CHUNK_PRELOAD = /<link rel="modulepreload"[^>]*\sdata-page-chunk\b[^>]*>\s*/g;

const isHtml = (page: Response) => page.headers.get('Content-Type')?.startsWith('text/html') === true;

/**
 * The page without the server's `Link` preloads and, in its HTML, without the module preloads of the page's chunks.
 *
 * - `Link` was for the visit that fetched the page. A later visit answered from a store may be a member's, and the
 *   browser hands a preloaded answer to the app's own fetch without comparing its AccessToken header, so the member
 *   would see a visitor's board (issue 33).
 * - The chunk preloads let a first visit fetch the page's code with the document rather than one round trip after
 *   another. A visit the worker answers has every file a cache read away, and fetching and compiling two dozen chunks
 *   before the first frame only held its paint back (a warm `/calculator` painted ~50 ms later on the phone profile);
 *   the app asks for them once the page has painted (src/paint-first.ts).
 */
export async function pageFromStore(page: Response): Promise<Response> {
  const html = isHtml(page);
  if (!page.headers.has('Link') && !html) return page;
  const headers = new Headers(page.headers);
  headers.delete('Link');
  if (!html) return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
  headers.delete('Content-Length');
  const document = (await page.text()).replace(PAGE_CHUNK_PRELOAD, '');
  return new Response(document, { status: page.status, statusText: page.statusText, headers });
}
