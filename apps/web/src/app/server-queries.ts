import type { DehydratedState } from '@tanstack/react-query';
import { hasMemberSession } from '../shared/session/has-member-session.ts';

// The data a page rendered at request time showed (issue 10; ADR 0021): the server puts it beside #root as JSON, and
// the browser's query cache starts from it, so the first render matches the HTML and asks the API nothing.

const SERVER_QUERIES_ELEMENT_ID = 'jipsa-queries';

/** The element that carries `state`; `<` is escaped, so no text in the data can close the element. */
export function serverQueriesScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SERVER_QUERIES_ELEMENT_ID}">${json}</script>`;
}

/** Whether the service worker answered this document (a kept live page may be up to its freshness limit old). */
function servedByServiceWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
}

export type ServerQueriesReading = {
  now?: number;
  /** A member's queries are their own (likes, blocks): a visitor's rendering is never theirs to start from. */
  isMember?: boolean;
  fromServiceWorker?: boolean;
};

/**
 * The queries the server rendered this page with, or `null` (a page from the build, data that does not parse, or a
 * member: the server renders live pages for visitors only, so a member meets one only from the service worker's
 * keep, with another person's view of the board). Straight from the server they count as fetched `now`: it keeps a
 * rendered page only while its data stays the same, so the data was current when the page was answered, however
 * long ago the HTML was rendered. From the service worker's keep (issue 32) they may be as old as the page's
 * freshness limit, so they count as stale: the page shows them at once and asks again.
 */
export function readServerQueries({
  now = Date.now(),
  isMember = hasMemberSession(),
  fromServiceWorker = servedByServiceWorker(),
}: ServerQueriesReading = {}): DehydratedState | null {
  if (isMember) return null;
  const text = document.getElementById(SERVER_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
  const dataUpdatedAt = fromServiceWorker ? 0 : now;
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt } })),
  };
}
