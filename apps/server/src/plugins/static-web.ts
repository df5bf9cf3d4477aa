import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_NAMES } from '@jipsa/contracts';
import { isApiPath, sendError } from './error-handler.ts';
import { LivePages, workerPageRenderer, type RenderLivePage } from './live-pages.ts';
import type { CompressedDocument, ContentEncoding } from './compressed-document.ts';
import { WebPages } from './web-pages.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/web/dist, seen from the bundled server (apps/server/dist) or from the sources (apps/server/src/plugins). */
export function defaultWebDistDir(): string | undefined {
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}

const OFFERED_ENCODINGS: ContentEncoding[] = ['br', 'gzip', 'identity'];

/** Where the build's hashed files are served: each is cached for a year and never changes. */
export const HASHED_ASSETS_PATH = '/assets/';

/**
 * Headers that mean nothing on a hashed script, stylesheet or image: policies that only documents and workers obey,
 * CORS for same-origin files, and validators of a file that never changes. Over HTTP/1.1 each costs its bytes on
 * every one of the ~25 files a first visit loads (~0.6 kB each; issue 10). `X-Content-Type-Options` and
 * `Cross-Origin-Resource-Policy`, which do guard a script, stay.
 */
const HEADERS_HASHED_ASSETS_DROP = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
];

// With one of the web app's token cookies, the page's API calls carry a token.
const SESSION_TOKEN_COOKIE = new RegExp(`(?:^|;\\s*)(?:${Object.values(SESSION_COOKIE_NAMES).join('|')})=`);

/** True when the page's own API calls will carry a token, so an anonymous answer fetched ahead would be wrong. */
function carriesSessionToken(request: FastifyRequest): boolean {
  return SESSION_TOKEN_COOKIE.test(request.headers.cookie ?? '');
}

/**
 * The service worker's fetch of a live page it keeps for a short while (apps/web/service-worker/live-pages.ts): it
 * says so, because a worker's fetch is never a navigation.
 */
const LIVE_PAGE_REQUEST_HEADER = 'x-jipsa-live-page';

/**
 * True when the browser opens the page (or a client that does not say, such as curl or a crawler), or the service
 * worker asks for the live page it keeps; false for any other fetch that stores it, such as the service worker's
 * precache, which must keep the build's page: a copy of the board's posts from the day it was installed would stand
 * in for the board on every later visit.
 */
function opensDocument(request: FastifyRequest): boolean {
  const destination = request.headers['sec-fetch-dest'];
  return destination === undefined || destination === 'document' || request.headers[LIVE_PAGE_REQUEST_HEADER] === '1';
}

/**
 * `Link: rel=preload` for the API GETs a new visitor's first screen makes: they travel while the page's code loads,
 * and the app's own `fetch` (same URL, CORS mode, credentials included) takes the preloaded answer (issue 10).
 */
function preloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
}

/** Answers a document kept in memory in the encoding the browser takes best, revalidated by its ETag. */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  document: CompressedDocument,
  statusCode: number = 200,
) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? 'identity', OFFERED_ENCODINGS) ?? 'identity';
  const etag = document.etags[encoding];
  const vary = reply.getHeader('vary');
  reply
    .header('Content-Type', document.contentType)
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .header('ETag', etag);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  if (statusCode === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(statusCode).send(document.bodies[encoding]);
}

/**
 * Serves the built web app (issue 10): hashed assets from disk, precompressed at build time (`.br`/`.gz` beside
 * each file) and cached for a year; pages from memory — the prerendered first screen of the route, the shell for a
 * route the build did not prerender, the not-found page (404) for a path no route claims — never cached without
 * revalidation; robots.txt and sitemap.xml for search engines. Unknown API paths get a JSON 404.
 */
async function staticWebPlugin(
  app: FastifyInstance,
  {
    webDistDir,
    publicUrl,
    renderLivePages,
  }: {
    webDistDir: string | undefined;
    publicUrl: string;
    /**
     * How pages are rendered at request time with their data: `'worker'` with the web build's server entry, a
     * function (tests), or not at all (the build's pages as they are).
     */
    renderLivePages?: 'worker' | RenderLivePage;
  },
) {
  const pages = webDistDir ? new WebPages(webDistDir, publicUrl) : null;
  const livePages = webDistDir ? createLivePages(app, webDistDir, renderLivePages) : null;
  if (webDistDir && pages) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Pages are answered from memory, with the public URL filled in.
      allowedPath: (pathname) => !pathname.endsWith('.html') && pathname !== '/pages.json',
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        if (!isHashedAsset) return reply.header('Cache-Control', 'no-cache');
        for (const name of HEADERS_HASHED_ASSETS_DROP) reply.removeHeader(name);
        return reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/robots.txt', (request, reply) => sendDocument(request, reply, pages.robotsTxt));
    app.get('/sitemap.xml', (request, reply) => sendDocument(request, reply, pages.sitemapXml));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pages && wantsPage && !isApiPath(request.url)) {
      const { document, statusCode, preloads, live } = pages.pageFor(request.url);
      const isVisitor = !carriesSessionToken(request);
      // Which document a live page gets, and whether a page comes with its preloads, depends on the session cookie
      // and on who asks.
      if (live && livePages) reply.header('Vary', 'Cookie, Sec-Fetch-Dest, X-Jipsa-Live-Page');
      else if (preloads.length > 0) reply.header('Vary', 'Cookie, Sec-Fetch-Dest');
      if (live && livePages && isVisitor && opensDocument(request)) {
        const rendered = await livePages.documentFor(live, request).catch((error: unknown) => {
          request.log.warn({ err: error }, 'live page not rendered; sending the built page');
          return null;
        });
        if (rendered) return sendDocument(request, reply, rendered, statusCode);
      }
      // Only for the visit itself: a copy kept for later (the service worker's precache) would make a member's
      // browser take a visitor's answer, since a preload is matched without the AccessToken header.
      if (preloads.length > 0 && isVisitor && opensDocument(request)) reply.header('Link', preloadLinks(preloads));
      return sendDocument(request, reply, document, statusCode);
    }
    return sendError(reply, 'NOT_FOUND', '요청하신 주소를 찾을 수 없어요.');
  });
}

function createLivePages(
  app: FastifyInstance,
  webDistDir: string,
  renderLivePages: 'worker' | RenderLivePage | undefined,
): LivePages | null {
  if (renderLivePages === undefined) return null;
  if (typeof renderLivePages === 'function') return new LivePages(app, renderLivePages);
  const renderer = workerPageRenderer(webDistDir);
  if (!renderer) return null;
  app.addHook('onClose', () => renderer.close());
  return new LivePages(app, renderer.render);
}

export default fp(staticWebPlugin, { name: 'static-web' });
