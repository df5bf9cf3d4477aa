// The build's server-side entry (`vite build --ssr`): renders one route to HTML with the same routes, components and
// copy as the browser. scripts/prerender.mjs calls it for every page of PRERENDERED_PAGES.
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter, type RouteObject } from 'react-router';
import { preloadOf } from '../app/lazy-page.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes, AppRoutes } from '../app/routes.tsx';
import { serverQueriesScript } from '../app/server-queries.ts';
import { APP_TITLE, PrerenderedHeadContext, type PrerenderedHead } from '../shared/lib/use-document-title.ts';
import { PRERENDERED_PAGES } from './prerendered-pages.ts';

export { loadedModules } from './loaded-modules.ts';
export { NOT_FOUND_URL, PRERENDERED_PAGES } from './prerendered-pages.ts';

/** Every path the router knows, so the server can tell a route it did not prerender from a missing page. */
export function routePaths(routes: readonly RouteObject[] = appRoutes): string[] {
  return routes.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);
}

/**
 * Loads the code of the page at `url` as the browser does before that page can be live: its route's lazy page and what
 * that waits for (the calculator's open tab), not the parts that arrive later in Suspense of their own.
 */
export async function loadPageCode(url: string): Promise<void> {
  const matches = matchRoutes(appRoutes, new URL(url, 'http://prerender.invalid').pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preloadOf(route.Component)?.()));
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The first screen of `url` as a visitor without a session sees it, and the title the page gives itself. Lazy pages
 * are waited for, so the HTML holds the page, not its fallback. Without `answers` (the build) no data is fetched yet;
 * with them (the server, at request time) a page that seeds its queries shows them, and `queriesScript` carries them
 * to the browser, whose first render must match.
 */
export async function renderPage(
  url: string,
  answers?: ReadonlyMap<string, unknown>,
): Promise<{ html: string; title: string; queriesScript: string | null }> {
  const head: PrerenderedHead = { title: APP_TITLE };
  const errors: unknown[] = [];
  const queryClient = createQueryClient();
  const seedQueries = PRERENDERED_PAGES.find((page) => page.url === url)?.seedQueries;
  if (answers && seedQueries) seedQueries(queryClient, answers);
  const { prelude } = await prerenderToNodeStream(
    <PrerenderedHeadContext value={head}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </QueryClientProvider>
    </PrerenderedHeadContext>,
    {
      // React would leave a failed part to the browser; a build must not ship a half-rendered page.
      onError: (error) => void errors.push(error),
      // Keep every boundary inline, also one that waited for its lazy chunk: React would otherwise send it at the end
      // with an inline script to put it in place, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await streamText(prelude);
  const queriesScript = answers && seedQueries ? serverQueriesScript(dehydrate(queryClient)) : null;
  // Every query the page built holds a garbage-collection timer (minutes); the build would wait for them to fire.
  queryClient.clear();
  if (errors.length > 0) throw new AggregateError(errors, `${url} failed to prerender`);
  return { html, title: head.title, queriesScript };
}
