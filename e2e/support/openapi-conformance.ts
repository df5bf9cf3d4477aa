import { readFile } from 'node:fs/promises';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { Exchange } from '../../apps/server/src/lib/exchange-recorder.ts';
import { isApiPath } from '../../apps/server/src/plugins/error-handler.ts';
import { createConformanceChecker } from '../../apps/server/src/testing/openapi-conformance.ts';

// The e2e suite's server records every request and answer (API_EXCHANGE_LOG, apps/server/src/lib/exchange-recorder.ts);
// at the end of the run each is held against the document the same server serves (issue 31, ADR 0033).

/** The served document; read while the server still runs. */
export async function servedDocument(baseUrl: string): Promise<OpenAPIV3_1.Document> {
  const response = await fetch(`${baseUrl}/docs/json`);
  if (!response.ok) throw new Error(`GET /docs/json answered ${response.status}`);
  return (await response.json()) as OpenAPIV3_1.Document;
}

/** What in the recorded exchanges the document does not declare, and how many API exchanges were checked. */
export async function checkRecordedExchanges(
  document: OpenAPIV3_1.Document,
  logFile: string,
): Promise<{ checked: number; problems: string[] }> {
  const checker = await createConformanceChecker(document);
  const lines = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const problems = new Set<string>();
  let checked = 0;
  for (const line of lines) {
    const exchange = JSON.parse(line) as Exchange;
    if (isApiPath(exchange.url)) checked += 1;
    for (const problem of checker.check(exchange)) problems.add(problem);
  }
  return { checked, problems: [...problems] };
}
