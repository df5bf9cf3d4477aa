// The server's worker for pages rendered at request time (issue 10; ADR 0021): the build's server-side entry
// (dist-ssr/render-page.js) in a thread of its own, where the browser it needs can be emulated without touching the
// server's globals. Piscina runs it; each task renders one page with the API answers the server fetched for it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emulateFirstVisit } from './emulate-first-visit.mjs';

emulateFirstVisit('/');
const ssrEntry = path.resolve(import.meta.dirname, '../dist-ssr/render-page.js');
const { renderPage } = await import(pathToFileURL(ssrEntry).href);

/** @param {{ url: string; answers: Record<string, unknown> }} task */
export default async function renderLivePage({ url, answers }) {
  emulateFirstVisit(url);
  const { html, queriesScript } = await renderPage(url, new Map(Object.entries(answers)));
  return { html, queriesScript };
}
