import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compressedDocument, type CompressedDocument } from './compressed-document.ts';
import type { LivePage } from './live-pages.ts';

/** dist/pages.json, written by apps/web/scripts/prerender.mjs. */
type PagesManifest = {
  originPlaceholder: string;
  /** Where a live page's template takes its rendered HTML and its data. */
  liveMarkers?: { page: string; data: string };
  notFoundPage: string;
  pages: {
    name: string;
    path: string;
    url?: string;
    tab: string | null;
    indexable: boolean;
    preloads?: string[];
    /** Rendered again at request time with its data, from `pages/<name>.live.html`. */
    live?: boolean;
  }[];
  routes: string[];
};

type PageRoute = {
  segments: string[];
  tab: string | null;
  document: CompressedDocument;
  preloads: string[];
  live: LivePage | null;
};

/**
 * A page to answer: the document, its status, and the API GETs its first screen makes for a visitor without a
 * session; `live` when the server may render it again with their data.
 */
export type PageAnswer = {
  document: CompressedDocument;
  statusCode: 200 | 404;
  preloads: readonly string[];
  live: LivePage | null;
};

function livePage(
  url: string,
  preloads: readonly string[],
  template: string,
  markers: { page: string; data: string },
): LivePage {
  return {
    url,
    preloads,
    fill: (html, queriesScript) =>
      template.replace(markers.page, () => html).replace(markers.data, () => queriesScript ?? ''),
  };
}

const segmentsOf = (routePath: string) => routePath.split('/').filter(Boolean);

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}

/**
 * The prerendered first screens (issue 10): for each path the page the build rendered, the app shell for a route it
 * did not, and the not-found page for a path no route claims. The origin placeholder becomes the public URL here,
 * so canonical and Open Graph links are absolute; every page is compressed once.
 */
export class WebPages {
  private readonly pages: PageRoute[];
  private readonly routes: string[][];
  readonly shell: CompressedDocument;
  readonly notFound: CompressedDocument | null;
  readonly robotsTxt: CompressedDocument;
  readonly sitemapXml: CompressedDocument;

  constructor(webDistDir: string, publicUrl: string) {
    const html = (file: string) => readFileSync(path.join(webDistDir, file), 'utf8');
    this.shell = compressedDocument(html('index.html'), 'text/html; charset=utf-8');
    const manifestFile = path.join(webDistDir, 'pages.json');
    const manifest: PagesManifest | null = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as PagesManifest)
      : null;
    const pageText = (file: string) =>
      html(path.join('pages', file)).replaceAll(manifest?.originPlaceholder ?? '', publicUrl);
    const page = (name: string) => compressedDocument(pageText(`${name}.html`), 'text/html; charset=utf-8');

    this.pages = (manifest?.pages ?? []).map((entry) => ({
      segments: segmentsOf(entry.path),
      tab: entry.tab,
      document: page(entry.name),
      preloads: entry.preloads ?? [],
      live:
        entry.live && manifest?.liveMarkers
          ? livePage(
              entry.url ?? entry.path,
              entry.preloads ?? [],
              pageText(`${entry.name}.live.html`),
              manifest.liveMarkers,
            )
          : null,
    }));
    this.routes = (manifest?.routes ?? []).map(segmentsOf);
    this.notFound = manifest ? page(manifest.notFoundPage) : null;

    const indexable = [...new Set((manifest?.pages ?? []).filter((entry) => entry.indexable).map((e) => e.path))];
    this.sitemapXml = compressedDocument(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...indexable.map((routePath) => `  <url><loc>${publicUrl}${routePath}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n'),
      'application/xml; charset=utf-8',
    );
    this.robotsTxt = compressedDocument(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n'),
      'text/plain; charset=utf-8',
    );
  }

  /** What to answer for a page request: the document and its status. */
  pageFor(url: string): PageAnswer {
    const { pathname, searchParams } = new URL(url, 'http://request.invalid');
    // The service worker's fallback for pages it has no first screen of.
    if (pathname === '/index.html') return { document: this.shell, statusCode: 200, preloads: [], live: null };
    const segments = segmentsOf(pathname);
    const tab = searchParams.get('tab');
    const candidates = this.pages.filter((page) => matches(page.segments, segments));
    const prerendered = candidates.find((page) => page.tab === tab) ?? candidates.find((page) => page.tab === null);
    if (prerendered) {
      const { document, preloads, live } = prerendered;
      return { document, statusCode: 200, preloads, live };
    }
    const isRoute = this.routes.length === 0 || this.routes.some((route) => matches(route, segments));
    if (isRoute || !this.notFound) return { document: this.shell, statusCode: 200, preloads: [], live: null };
    return { document: this.notFound, statusCode: 404, preloads: [], live: null };
  }
}
