import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { createConformanceChecker, type ConformanceChecker, type Exchange } from './openapi-conformance.ts';

// Every `app.inject` of a test app is held against the document that app serves (issue 31); what does not conform is
// collected here and fails the running test (openapi-conformance-setup.ts, an afterEach of the server projects).

const violations: string[] = [];
// Kept on `process`, which outlives the module graph vitest renews for each test file in a worker: the validators
// compiled for one file's answers serve the next file's (compiling them was most of the check's cost).
const processCache = process as typeof process & {
  jipsaConformanceCheckers?: Map<string, Promise<ConformanceChecker>>;
};
const checkers: Map<string, Promise<ConformanceChecker>> = (processCache.jipsaConformanceCheckers ??= new Map());

/** The violations since the last call, emptied. */
export function takeConformanceViolations(): string[] {
  return violations.splice(0);
}

const checkerOfApp = new WeakMap<FastifyInstance, Promise<ConformanceChecker>>();

/** The checker of the document `app` serves: one per app, shared by apps that serve the same document. */
function checkerFor(app: FastifyInstance): Promise<ConformanceChecker> {
  const known = checkerOfApp.get(app);
  if (known) return known;
  const document = app.swagger() as OpenAPIV3_1.Document;
  const key = JSON.stringify(document);
  const checker = checkers.get(key) ?? createConformanceChecker(document);
  checkers.set(key, checker);
  checkerOfApp.set(app, checker);
  return checker;
}

function requestBodyOf(options: InjectOptions, contentType: string): unknown {
  const payload = options.payload ?? options.body;
  if (payload === undefined || payload === null) return undefined;
  if (typeof payload === 'string') {
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(payload));
    }
    try {
      return JSON.parse(payload);
    } catch {
      return payload;
    }
  }
  if (Buffer.isBuffer(payload) || typeof (payload as { pipe?: unknown }).pipe === 'function') return undefined;
  return payload;
}

/** The request headers as sent, with light-my-request's `cookies` option as the Cookie header it becomes. */
function requestHeadersOf(options: InjectOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const payload = options.payload ?? options.body;
  if (typeof payload === 'object' && payload !== null && !Buffer.isBuffer(payload)) {
    headers['content-type'] = 'application/json';
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  const cookies = Object.entries(options.cookies ?? {}).map(([name, value]) => `${name}=${value}`);
  if (cookies.length > 0) headers.cookie = [headers.cookie, ...cookies].filter(Boolean).join('; ');
  return headers;
}

function exchangeOf(options: InjectOptions, response: LightMyRequestResponse): Exchange {
  const query = options.query ? `?${new URLSearchParams(options.query as Record<string, string>).toString()}` : '';
  const url = typeof options.url === 'string' ? options.url : String(options.path ?? '/');
  const requestHeaders = requestHeadersOf(options);
  const encoded = Boolean(response.headers['content-encoding']);
  const textual = /^(application\/json|text\/)/.test(String(response.headers['content-type'] ?? ''));
  return {
    method: options.method ?? 'GET',
    url: `${url}${query}`,
    requestHeaders,
    requestBody: requestBodyOf(options, requestHeaders['content-type'] ?? ''),
    status: response.statusCode,
    responseHeaders: response.headers,
    responseBody: !encoded && textual ? response.payload : undefined,
    hasResponseBody: response.rawPayload.length > 0,
  };
}

/**
 * Wraps `app.inject` (the one path every integration test takes to the app) so that each exchange is checked against
 * the served OpenAPI document.
 */
export function recordConformance(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (input: InjectOptions | string) => {
    const options: InjectOptions = typeof input === 'string' ? { url: input } : input;
    const response = await inject(options);
    const problems = (await checkerFor(app)).check(exchangeOf(options, response));
    violations.push(...problems);
    return response;
  };
  (app as { inject: unknown }).inject = (input?: InjectOptions | string, callback?: unknown) => {
    if (input === undefined || callback !== undefined)
      return (inject as (...args: unknown[]) => unknown)(input, callback);
    return checked(input);
  };
}
