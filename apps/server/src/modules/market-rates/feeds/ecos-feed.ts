import { addMonths } from '@jipsa/domain';
import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';
import { createUpstream, DEFAULT_UPSTREAM_POLICY, type UpstreamPolicy } from '../../../lib/upstream/upstream-policy.ts';
import type { FeedFigure, FeedObservation, RateFeed } from './rate-feed.ts';

/**
 * The ECOS statistics each figure is read from (StatisticSearch: table, cycle, item). ADR 0025 lists where each
 * code was checked; 금융채 (은행채 AAA 6개월·24개월) is not an ECOS series, so those two figures stay on the committed
 * table and keep their estimate mark.
 */
export const ECOS_SERIES = [
  { figure: 'baseRate', table: '722Y001', cycle: 'D', item: '0101000', name: '한국은행 기준금리', units: ['연%'] },
  {
    figure: 'depositRate',
    table: '121Y002',
    cycle: 'M',
    item: 'BEABAA2118',
    name: '예금은행 정기예금(1년) 금리(신규취급액)',
    units: ['연%', '연리%'],
  },
  {
    figure: 'creditLoanRate',
    table: '121Y006',
    cycle: 'M',
    item: 'BECBLA03051',
    name: '예금은행 일반신용대출 금리(신규취급액)',
    units: ['연%', '연리%'],
  },
  {
    figure: 'jeonseLoanAverage',
    table: '121Y006',
    cycle: 'M',
    item: 'BECBLA03041',
    name: '예금은행 전세자금대출 금리(신규취급액)',
    units: ['연%', '연리%'],
  },
] as const satisfies readonly (FeedFigure & { table: string; item: string; name: string })[];

type EcosSeries = (typeof ECOS_SERIES)[number];

/** Rows asked per request; ECOS pages by row numbers (`/1/1000/`, then `/1001/2000/`). */
export const ECOS_PAGE_SIZE = 1000;
const MAX_PAGES = 20;

type EcosRow = { STAT_CODE?: unknown; ITEM_CODE1?: unknown; UNIT_NAME?: unknown; TIME?: unknown; DATA_VALUE?: unknown };
type EcosPage = { total: number; rows: EcosRow[] };

/**
 * ECOS answers `{ StatisticSearch: { list_total_count, row: [...] } }`, or `{ RESULT: { CODE, MESSAGE } }` for an
 * error (INFO-100 a bad key, INFO-200 no data, ERROR-300 a missing count, ERROR-602 too many calls, …), with
 * status 200 either way.
 */
export function readEcosPage(body: string): EcosPage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new UpstreamError('MALFORMED', 'ECOS answered something that is not JSON', { cause: error });
  }
  const result = (parsed as { RESULT?: { CODE?: unknown; MESSAGE?: unknown } }).RESULT;
  if (result !== undefined) {
    const code = String(result.CODE ?? '');
    throw new UpstreamError('SERVICE', `ECOS ${code}: ${String(result.MESSAGE ?? '')}`, { upstreamCode: code });
  }
  const search = (parsed as { StatisticSearch?: { list_total_count?: unknown; row?: unknown } }).StatisticSearch;
  if (search === undefined || !Array.isArray(search.row)) {
    throw new UpstreamError('MALFORMED', 'ECOS answer has no StatisticSearch.row');
  }
  return { total: Number(search.list_total_count ?? search.row.length), rows: search.row as EcosRow[] };
}

const compact = (date: string) => date.replaceAll('-', '');

/** The first and last period of the window in the cycle's format: 20241126–20261126 (D), 202411–202611 (M). */
function periodOf(series: EcosSeries, today: string, months: number): { from: string; to: string } {
  const start = compact(addMonths(today, -months));
  return series.cycle === 'D'
    ? { from: start, to: compact(today) }
    : { from: start.slice(0, 6), to: compact(today).slice(0, 6) };
}

/** ECOS's TIME (20261126 or 202610) as our date; null when it is neither. */
function observedOn(time: string, cycle: 'D' | 'M'): string | null {
  if (cycle === 'D' && /^\d{8}$/.test(time)) return `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 8)}`;
  if (cycle === 'M' && /^\d{6}$/.test(time)) return `${time.slice(0, 4)}-${time.slice(4, 6)}-01`;
  return null;
}

/** ECOS takes its key in the path, which an upstream error names: the key never reaches a log or the status. */
function withoutKey(error: unknown, apiKey: string | undefined): unknown {
  if (!(error instanceof UpstreamError) || !apiKey || !error.message.includes(apiKey)) return error;
  return new UpstreamError(error.kind, error.message.replaceAll(apiKey, '<ECOS_API_KEY>'), error.details);
}

export type EcosFeedOptions = {
  apiKey: string | undefined;
  /** ECOS_API_URL: https://ecos.bok.or.kr/api by default. */
  baseUrl: string;
  policy?: Partial<UpstreamPolicy>;
};

/**
 * 한국은행 ECOS Open API (StatisticSearch, JSON): one feed per series — 기준금리, the deposit rate, the 신용대출
 * rate and the banks' average 전세자금대출 rate — so one series answering INFO-200 leaves the others running and
 * its own status says so. They share one upstream (timeout, retries, one breaker: ECOS down is down for all).
 * Each reads its window page by page. Off without ECOS_API_KEY.
 *
 * @example
 * const [baseRate] = createEcosFeeds({ apiKey: config.ecos?.apiKey, baseUrl: 'https://ecos.bok.or.kr/api' });
 * await baseRate.fetch({ today: '2026-11-26', months: 24 }) // [{ figure: 'baseRate', observedOn: '2024-11-26', rawValue: '3.25', … }, …]
 */
export function createEcosFeeds(options: EcosFeedOptions): RateFeed[] {
  const policy = { ...DEFAULT_UPSTREAM_POLICY, ...options.policy };
  const upstream = createUpstream<EcosPage>('ecos', policy);
  const base = options.baseUrl.replace(/\/$/, '');

  async function page(series: EcosSeries, period: { from: string; to: string }, first: number): Promise<EcosPage> {
    const path = [
      'StatisticSearch',
      options.apiKey ?? '',
      'json',
      'kr',
      first,
      first + ECOS_PAGE_SIZE - 1,
      series.table,
      series.cycle,
      period.from,
      period.to,
      series.item,
    ].join('/');
    try {
      return await upstream.get(new URL(`${base}/${path}`), readEcosPage);
    } catch (error) {
      throw withoutKey(error, options.apiKey);
    }
  }

  async function read(series: EcosSeries, today: string, months: number): Promise<FeedObservation[]> {
    const period = periodOf(series, today, months);
    const rows: EcosRow[] = [];
    for (let index = 0; index < MAX_PAGES; index += 1) {
      const { total, rows: pageRows } = await page(series, period, index * ECOS_PAGE_SIZE + 1);
      rows.push(...pageRows);
      if (rows.length >= total || pageRows.length === 0) break;
    }
    if (rows.length === 0) throw new UpstreamError('SERVICE', `ECOS ${series.table}/${series.item}: no rows`);
    return rows.map((row) => {
      const time = String(row.TIME ?? '');
      const date = observedOn(time, series.cycle);
      if (date === null)
        throw new UpstreamError('MALFORMED', `ECOS ${series.table}: TIME '${time}' is not a ${series.cycle} period`);
      return {
        figure: series.figure,
        observedOn: date,
        rawValue: String(row.DATA_VALUE ?? ''),
        unit: String(row.UNIT_NAME ?? ''),
        source: `한국은행 ECOS ${series.table}/${series.item} ${series.name}`,
      };
    });
  }

  return ECOS_SERIES.map((series) => ({
    name: `ecos-${series.table}-${series.item}`,
    label: `한국은행 ECOS ${series.name}`,
    enabled: Boolean(options.apiKey),
    figures: [series],
    fetch: ({ today, months }) => read(series, today, months),
  }));
}
