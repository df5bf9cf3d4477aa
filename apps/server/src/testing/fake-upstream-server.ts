import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the fake answers one request with: a text body, or bytes for a page in another charset (EUC-KR); 'DROP'
 * closes the connection without an answer.
 */
export type FakeReply = { status?: number; body: string | Uint8Array; contentType?: string; delayMs?: number } | 'DROP';

export type FakeRequest = { pathname: string; query: URLSearchParams };

export type FakeUpstream = {
  /** e.g. http://127.0.0.1:41234 — give it to the adapter as its base URL. */
  url: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Sets how a path answers; `callIndex` counts this path's requests from 0. */
  on(pathname: string, reply: FakeReply | ((request: FakeRequest, callIndex: number) => FakeReply)): void;
  requestsTo(pathname: string): FakeRequest[];
  close(): Promise<void>;
};

/**
 * A local stand-in for juso and data.go.kr (node:http on 127.0.0.1, a free port): serves the recorded bodies
 * the test sets, can delay (timeouts) or drop the connection (network errors), and records the requests.
 * Unknown paths answer 404.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const handlers = new Map<string, (request: FakeRequest, callIndex: number) => FakeReply>();
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const send = (response: ServerResponse, reply: Exclude<FakeReply, 'DROP'>) => {
    response.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json;charset=UTF-8' });
    response.end(reply.body);
  };

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const url = new URL(incoming.url ?? '/', 'http://fake.local');
    const request = { pathname: url.pathname, query: url.searchParams };
    const callIndex = requests.filter((earlier) => earlier.pathname === url.pathname).length;
    requests.push(request);
    const handler = handlers.get(url.pathname);
    const reply: FakeReply = handler
      ? handler(request, callIndex)
      : { status: 404, body: 'not found', contentType: 'text/plain' };
    if (reply === 'DROP') {
      incoming.socket.destroy();
      return;
    }
    if (!reply.delayMs) return send(response, reply);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) send(response, reply);
    }, reply.delayMs);
    timers.add(timer);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(pathname, reply) {
      handlers.set(pathname, typeof reply === 'function' ? reply : () => reply);
    },
    requestsTo: (pathname) => requests.filter((request) => request.pathname === pathname),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
