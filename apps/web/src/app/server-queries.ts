import type { DehydratedState } from '@tanstack/react-query';

// The data a page rendered at request time showed (issue 10; ADR 0021): the server puts it beside #root as JSON, and
// the browser's query cache starts from it, so the first render matches the HTML and asks the API nothing.

const SERVER_QUERIES_ELEMENT_ID = 'jipsa-queries';

/** The element that carries `state`; `<` is escaped, so no text in the data can close the element. */
export function serverQueriesScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${SERVER_QUERIES_ELEMENT_ID}">${json}</script>`;
}

/**
 * The queries the server rendered this page with, or `null` (a page from the build, or data that does not parse).
 * They count as fetched `now`: the server keeps a rendered page only while its data stays the same, so the data was
 * current when the page was answered, however long ago the HTML was rendered.
 */
export function readServerQueries(now: number = Date.now()): DehydratedState | null {
  const text = document.getElementById(SERVER_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return null;
  }
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
