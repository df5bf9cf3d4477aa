import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ECOS_BAD_KEY, ECOS_MISSING_COUNT, ECOS_NO_DATA, ecosRow, type EcosSeriesData } from './ecos-recorded.ts';

export type FakeEcos = {
  /** The base URL to give as ECOS_API_URL, e.g. http://127.0.0.1:41234/api */
  url: string;
  /** The key it accepts; any other answers INFO-100. */
  apiKey: string;
  /** Every StatisticSearch path asked, in order (the key included: it is a test). */
  requests: string[];
  /** Replaces what a series holds, or adds one. */
  setSeries(series: EcosSeriesData): void;
  /** The next answers for a series (table/item) are these raw bodies, in order, before its data again. */
  answerNext(tableAndItem: string, ...bodies: string[]): void;
  close(): Promise<void>;
};

/**
 * A local ECOS that speaks StatisticSearch as the real one does: the path
 * `/api/StatisticSearch/{key}/json/kr/{first}/{last}/{table}/{cycle}/{from}/{to}/{item}`, row-number paging with
 * `list_total_count`, INFO-100 for an unknown key, INFO-200 when the window holds nothing, ERROR-300 without a
 * count, and everything with status 200 as ECOS does.
 */
export async function startFakeEcos(initial: EcosSeriesData[], apiKey = 'TESTECOSKEY0000000000'): Promise<FakeEcos> {
  const series = new Map(initial.map((each) => [`${each.table}/${each.item}`, each]));
  const queued = new Map<string, string[]>();
  const requests: string[] = [];
  const sockets = new Set<Socket>();

  const answer = (path: string): string => {
    const parts = path.split('/').filter(Boolean);
    // api, StatisticSearch, key, json, kr, first, last, table, cycle, from, to, item
    const [, service, key, format, , first, last, table, cycle, from, to, item] = parts;
    if (service !== 'StatisticSearch' || format !== 'json') return ECOS_NO_DATA;
    if (key !== apiKey) return ECOS_BAD_KEY;
    if (!first || !last || !/^\d+$/.test(first) || !/^\d+$/.test(last)) return ECOS_MISSING_COUNT;
    const name = `${table}/${item}`;
    const next = queued.get(name)?.shift();
    if (next !== undefined) return next;
    const data = series.get(name);
    if (!data || data.cycle !== cycle || !from || !to) return ECOS_NO_DATA;
    const inWindow = data.points.filter(([time]) => time >= from && time <= to);
    if (inWindow.length === 0) return ECOS_NO_DATA;
    const rows = inWindow.slice(Number(first) - 1, Number(last)).map(([time, value]) => ecosRow(data, time, value));
    return JSON.stringify({ StatisticSearch: { list_total_count: inWindow.length, row: rows } });
  };

  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://fake.local').pathname);
    requests.push(path);
    response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    response.end(answer(path));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    apiKey,
    requests,
    setSeries: (each) => series.set(`${each.table}/${each.item}`, each),
    answerNext: (name, ...bodies) => queued.set(name, [...(queued.get(name) ?? []), ...bodies]),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
