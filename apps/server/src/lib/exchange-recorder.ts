import { createWriteStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * One request and its answer as the server saw them, for holding against the served OpenAPI document (issue 31,
 * ADR 0033): the integration tests record theirs through `app.inject`, the end-to-end suite's server through
 * `recordExchanges` (API_EXCHANGE_LOG).
 */
export type Exchange = {
  method: string;
  /** Path and query string. */
  url: string;
  requestHeaders: Record<string, unknown>;
  /** The request body as sent (parsed JSON, form fields); `undefined` when none or not readable (multipart). */
  requestBody?: unknown;
  status: number;
  responseHeaders: Record<string, unknown>;
  /** The response body as text; `undefined` when binary or streamed (its type is still checked). */
  responseBody?: string;
  /** Whether the response had a body at all. */
  hasResponseBody: boolean;
};

type Sent = { text?: string; hasBody: boolean };

/**
 * Hands every exchange to `onExchange`. Installed before any route (hooks apply to the routes registered after
 * them): the request body is taken before validation replaces it with the parsed value, the payload before
 * compression.
 */
export function recordExchanges(app: FastifyInstance, onExchange: (exchange: Exchange) => void): void {
  const bodies = new WeakMap<FastifyRequest, unknown>();
  const sent = new WeakMap<FastifyRequest, Sent>();
  app.addHook('preValidation', async (request) => {
    bodies.set(request, request.body);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') sent.set(request, { text: payload, hasBody: payload.length > 0 });
    else if (Buffer.isBuffer(payload)) sent.set(request, { hasBody: payload.length > 0 });
    else sent.set(request, { hasBody: payload !== null && payload !== undefined });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const answer = sent.get(request) ?? { hasBody: false };
    onExchange({
      method: request.method,
      url: request.url,
      requestHeaders: request.headers,
      requestBody: bodies.has(request) ? bodies.get(request) : undefined,
      status: reply.statusCode,
      responseHeaders: reply.getHeaders(),
      ...(answer.text === undefined ? {} : { responseBody: answer.text }),
      hasResponseBody: answer.hasBody,
    });
  });
}

/** `onExchange` that appends each exchange as one JSON line to `file` (the end-to-end suite reads it at the end). */
export function exchangeLogFile(file: string): (exchange: Exchange) => void {
  const stream = createWriteStream(file, { flags: 'a' });
  return (exchange) => {
    stream.write(`${JSON.stringify(exchange)}\n`);
  };
}
