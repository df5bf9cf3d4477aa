import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Piscina } from 'piscina';
import { compressedDocument, type CompressedDocument } from './compressed-document.ts';

// Pages the server renders again at request time with their data (issue 10; ADR 0021): the board's first posts are
// in the HTML, so a new visitor's largest paint is the posts, not a skeleton that waits for the app's code.

/** One page to render: its URL as the build rendered it, and the `data` of each API answer its queries start from. */
export type LivePageTask = { url: string; answers: Record<string, unknown> };
/** The page's HTML for #root, and the element that hands its data to the browser. */
export type LivePageRender = { html: string; queriesScript: string | null };
export type RenderLivePage = (task: LivePageTask) => Promise<LivePageRender>;

/**
 * A page of dist/pages.json the server renders at request time; `fill` puts a rendering into its template
 * (`<name>.live.html`, origin filled in).
 */
export type LivePage = {
  url: string;
  preloads: readonly string[];
  fill: (html: string, queriesScript: string | null) => string;
};

/** A rendering that takes longer is not waited for: the visitor gets the build's page and its data from the API. */
const RENDER_TIMEOUT_MS = 1500;

/**
 * The web build's server-side entry in one worker thread (apps/web/scripts/render-worker.mjs), kept warm; `null` when
 * the build has no such entry. The worker emulates the browser the app's code reads, which the server's own thread
 * must not.
 */
export function workerPageRenderer(webDistDir: string): { render: RenderLivePage; close: () => Promise<void> } | null {
  const worker = path.resolve(webDistDir, '../scripts/render-worker.mjs');
  if (!existsSync(worker) || !existsSync(path.resolve(webDistDir, '../dist-ssr/render-page.js'))) return null;
  const pool = new Piscina<LivePageTask, LivePageRender>({
    filename: pathToFileURL(worker).href,
    minThreads: 1,
    maxThreads: 1,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  return { render: (task) => pool.run(task), close: () => pool.destroy() };
}

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    // Stryker disable next-line StringLiteral: only logged
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    // Stryker disable next-line ArrowFunction: a timer left running rejects a promise already settled, which does nothing
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Answers live pages: asks the app itself for the page's API GETs (as a visitor from the same address, so limits and
 * caches apply as to the browser's own calls), renders the page with their data, and keeps the last document per page
 * until the data changes (a busy board renders once per change, not once per visit). Visitors who arrive while that
 * rendering runs share it; one who has waited RENDER_TIMEOUT_MS gets `null`, and the rendering still serves the next.
 * `null` also when any of it fails.
 */
export class LivePages {
  private readonly rendered = new Map<string, { key: string; document: CompressedDocument }>();
  private readonly rendering = new Map<string, Promise<CompressedDocument>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly render: RenderLivePage,
  ) {}

  async documentFor(page: LivePage, request: FastifyRequest): Promise<CompressedDocument | null> {
    const bodies: [url: string, body: string][] = [];
    for (const url of page.preloads) {
      const response = await this.app.inject({ method: 'GET', url, remoteAddress: request.ip });
      if (response.statusCode !== 200) return null;
      bodies.push([url, response.body]);
    }
    // Every visit asks; only a changed answer is parsed and rendered.
    const key = createHash('sha256').update(JSON.stringify(bodies)).digest('base64url');
    const kept = this.rendered.get(page.url);
    if (kept?.key === key) {
      this.app.metrics?.livePageServed(page.url, 'hit');
      return kept.document;
    }

    const renderingKey = `${page.url}#${key}`;
    let rendering = this.rendering.get(renderingKey);
    this.app.metrics?.livePageServed(page.url, rendering ? 'joined' : 'miss');
    if (!rendering) {
      rendering = this.renderDocument(page, key, bodies).finally(() => this.rendering.delete(renderingKey));
      this.rendering.set(renderingKey, rendering);
    }
    return withTimeout(rendering, RENDER_TIMEOUT_MS);
  }

  private async renderDocument(
    page: LivePage,
    key: string,
    bodies: readonly [url: string, body: string][],
  ): Promise<CompressedDocument> {
    const answers = Object.fromEntries(
      bodies.map(([url, body]) => [url, (JSON.parse(body) as { data: unknown }).data]),
    );
    const { html, queriesScript } = await this.render({ url: page.url, answers });
    const document = compressedDocument(page.fill(html, queriesScript), 'text/html; charset=utf-8');
    this.rendered.set(page.url, { key, document });
    return document;
  }
}
