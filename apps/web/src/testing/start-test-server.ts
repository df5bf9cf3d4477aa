import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** Path with query string, as the server saw it. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
};

export type TestResponse = { status: number; body?: unknown; delayMs?: number };
export type TestResponder = (request: RecordedRequest) => TestResponse | Promise<TestResponse>;

export type TestServer = {
  baseUrl: string;
  /** Every request received, in arrival order. */
  requests: RecordedRequest[];
  respondWith: (responder: TestResponder) => void;
  close: () => Promise<void>;
};

/** A real HTTP server on a free local port, so client tests exercise fetch, headers and bodies for real. */
export async function startTestServer(initialResponder: TestResponder = () => ({ status: 200 })): Promise<TestServer> {
  let responder = initialResponder;
  const requests: RecordedRequest[] = [];

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      void Promise.resolve(responder(recorded)).then(async ({ status, body, delayMs }) => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
        outgoing.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' });
        outgoing.end(text);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    respondWith: (next) => {
      responder = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The spec envelope of a successful response. */
export function ok(data: unknown): TestResponse {
  return { status: 200, body: { code: 200, message: '성공', data } };
}

/** The spec envelope of a failed response. */
export function fail(status: number, errorCode: string, message = '실패했어요.'): TestResponse {
  return { status, body: { code: status, message, data: { errorCode } } };
}
