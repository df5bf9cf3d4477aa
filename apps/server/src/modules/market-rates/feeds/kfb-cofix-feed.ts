import { addMonths } from '@jipsa/domain';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { createCircuitBreaker } from '../../../lib/upstream/circuit-breaker.ts';
import { fetchUpstreamText } from '../../../lib/upstream/fetch-upstream-text.ts';
import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';
import { DEFAULT_UPSTREAM_POLICY, type UpstreamPolicy } from '../../../lib/upstream/upstream-policy.ts';
import type { FeedFigure, FeedObservation, RateFeed } from './rate-feed.ts';

/*
 * 전국은행연합회 소비자포털 COFIX 공시 (https://portal.kfb.or.kr/fingoods/cofix.php), read as HTML: KFB offers no
 * API or file for COFIX, and ECOS carries none. What public code that reads the page shows (ADR 0025 lists it):
 * - GET cofix.php?BasicYear=YYYY&BasicYear_W=YYYY selects the year of the monthly table (BasicYear) and of the weekly
 *   단기 COFIX table (BasicYear_W); a year's page lists what was published that year, newest first (so December's
 *   value is on the next year's page).
 * - The monthly table (class resultList_ty02, the page's first) has one header row and the columns
 *   공시일 | 대상월 | 신규취급액기준 COFIX | 잔액기준 COFIX | 신 잔액기준 COFIX, cells like 2026/03/16 | 2026/02 | 2.82;
 *   the second table is 단기 COFIX (공시일 | 대상기간 | 단기 COFIX).
 * - The portal answers in EUC-KR.
 * Not verified here (we did not call KFB): the exact markup, how a month before 신 잔액기준 (2019-06) shows its blank
 * cell, the Content-Type header, and whether the portal answers a non-browser client with the page at all. So columns
 * are found by their header words, not positions; the charset comes from the header, then a <meta>, then EUC-KR.
 */

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export const KFB_COFIX_FIGURES = [
  { figure: 'cofixNewBalance', units: ['%'], cycle: 'M' },
] as const satisfies readonly FeedFigure[];

/** 신 잔액기준 COFIX was first published on 2019-07-15, for June 2019: earlier rows leave its cell blank. */
const NEW_BALANCE_FIRST_MONTH = '2019-06';

/** One month of the disclosure; the rates exactly as the cells give them (연 %). */
export type KfbCofixMonth = {
  /** YYYY-MM, the month the rates are for (대상월). */
  month: string;
  /** YYYY-MM-DD, 공시일; banks apply the rates from the next day. */
  publishedOn: string;
  /** 신 잔액기준 COFIX; null for a month before it existed. */
  newBalance: string | null;
  /** 신규취급액기준 COFIX. */
  newAmount: string;
  /** 잔액기준 COFIX. */
  balance: string;
};

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;

function textOf(node: ParentNode): string {
  let text = '';
  for (const child of node.childNodes) {
    if (child.nodeName === '#text') text += (child as DefaultTreeAdapterTypes.TextNode).value;
    else if (isElement(child)) text += textOf(child);
  }
  return text;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const label = (text: string) => text.replace(/\s+/g, '');

function descendants(
  node: ParentNode,
  tagName: string,
  stopAt: string | null = null,
  found: Element[] = [],
): Element[] {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    if (child.tagName === tagName) found.push(child);
    if (child.tagName !== stopAt) descendants(child, tagName, stopAt, found);
  }
  return found;
}

/** A table's rows as cell texts, not looking into tables nested in it. */
function rowsOf(table: Element): { cells: string[]; isHeader: boolean }[] {
  return descendants(table, 'tr', 'table').map((row) => {
    const cells = row.childNodes.filter(isElement).filter((cell) => cell.tagName === 'td' || cell.tagName === 'th');
    return { cells: cells.map((cell) => squash(textOf(cell))), isHeader: cells.every((cell) => cell.tagName === 'th') };
  });
}

type Columns = { publishedOn: number; month: number; newAmount: number; balance: number; newBalance: number };

/** Where each column is, by its header's words (신규취급액기준 COFIX, 잔액기준 COFIX, 신 잔액기준 COFIX …). */
function columnsOf(header: string[]): Columns | null {
  const labels = header.map(label);
  const find = (test: (text: string) => boolean) => labels.findIndex(test);
  const columns = {
    publishedOn: find((text) => text.includes('공시일')),
    month: find((text) => text.includes('대상월')),
    newAmount: find((text) => text.includes('신규취급액')),
    balance: find((text) => text.includes('잔액') && !text.includes('신잔액') && !text.includes('신규')),
    newBalance: find((text) => text.includes('신잔액')),
  };
  return Object.values(columns).every((index) => index >= 0) ? columns : null;
}

function readMonth(text: string): string | null {
  const match = /^(\d{4})\s*(?:[./-]|년)\s*(\d{1,2})\s*월?$/.exec(text);
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : null;
}

function readDate(text: string): string | null {
  const match = /^(\d{4})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\.?$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A rate cell's number ('2.47', '2.47%'); null when it is not one. */
const readRate = (text: string) => /^(\d+(?:\.\d+)?)\s*%?$/.exec(text)?.[1] ?? null;

const isBlank = (text: string) => text === '' || /^[-–—]$/.test(text);

/**
 * The months a COFIX disclosure page lists (its monthly table), in page order. A page without that table (an error or
 * notice page) or with a cell that does not read is MALFORMED; a table with no month (a year before the first
 * publication) gives [].
 *
 * @example
 * readKfbCofixPage(html) // [{ month: '2026-02', publishedOn: '2026-03-16', newBalance: '2.47', newAmount: '2.82', balance: '2.85' }, …]
 */
export function readKfbCofixPage(html: string): KfbCofixMonth[] {
  for (const table of descendants(parse(html), 'table')) {
    const rows = rowsOf(table);
    const headerIndex = rows.findIndex(({ cells }) => {
      const labels = cells.map(label);
      return labels.some((text) => text.includes('대상월')) && labels.some((text) => text.includes('신잔액'));
    });
    if (headerIndex < 0) continue;
    const columns = columnsOf(rows[headerIndex]!.cells);
    if (columns === null) throw new UpstreamError('MALFORMED', 'KFB COFIX: the monthly table lacks a known column');
    const width = Math.max(...Object.values(columns)) + 1;
    const months: KfbCofixMonth[] = [];
    for (const { cells, isHeader } of rows.slice(headerIndex + 1)) {
      // A lone cell is the table's own message ('조회된 내용이 없습니다').
      if (isHeader || cells.length <= 1) continue;
      if (cells.length < width) {
        throw new UpstreamError('MALFORMED', `KFB COFIX: a row has ${cells.length} cells, not ${width}`);
      }
      months.push(readRow(cells, columns));
    }
    return months;
  }
  throw new UpstreamError('MALFORMED', 'KFB COFIX: the page has no monthly COFIX table');
}

function readRow(cells: string[], columns: Columns): KfbCofixMonth {
  const cell = (column: keyof Columns) => cells[columns[column]]!;
  const month = readMonth(cell('month'));
  const publishedOn = readDate(cell('publishedOn'));
  if (month === null || publishedOn === null) {
    throw new UpstreamError(
      'MALFORMED',
      `KFB COFIX: '${cell('month')}' / '${cell('publishedOn')}' is not a month / date`,
    );
  }
  const newAmount = readRate(cell('newAmount'));
  const balance = readRate(cell('balance'));
  const newBalance = readRate(cell('newBalance'));
  const beforeNewBalance = month < NEW_BALANCE_FIRST_MONTH && isBlank(cell('newBalance'));
  if (newAmount === null || balance === null || (newBalance === null && !beforeNewBalance)) {
    throw new UpstreamError(
      'MALFORMED',
      `KFB COFIX ${month}: rates '${cell('newAmount')}', '${cell('balance')}', '${cell('newBalance')}' do not read`,
    );
  }
  return { month, publishedOn, newBalance, newAmount, balance };
}

// WHATWG labels of EUC-KR; Java's MS949 and cp949 are the same table for our purposes.
const CHARSET_ALIASES: Record<string, string> = { cp949: 'euc-kr', ms949: 'euc-kr', 'x-windows-949': 'euc-kr' };
const charsetIn = (text: string | null | undefined) =>
  /charset\s*=\s*["']?([\w.:-]+)/i.exec(text ?? '')?.[1]?.toLowerCase() ?? null;

/** The page's text: its charset from the Content-Type header, else from a <meta> in its first 1 KB, else EUC-KR. */
export function decodeKfbPage(bytes: Uint8Array, contentType: string | null): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const declared = charsetIn(contentType) ?? charsetIn(/<meta[^>]+charset[^>]*>/i.exec(head)?.[0]) ?? 'euc-kr';
  try {
    return new TextDecoder(CHARSET_ALIASES[declared] ?? declared).decode(bytes);
  } catch {
    // An unknown label: the portal's own charset is the best guess; a wrong one fails as a page without its table.
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** fetchUpstreamText reads bodies as UTF-8; this fetch hands it the portal's EUC-KR body already decoded. */
function decodingFetch(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const body = NULL_BODY_STATUSES.has(response.status)
      ? null
      : decodeKfbPage(bytes, response.headers.get('content-type'));
    return new Response(body, { status: response.status, statusText: response.statusText });
  };
}

/** The window's first month (YYYY-MM), `months` before today's: 2026-03-20 and 6 → 2025-09, as the ECOS feed reads. */
const firstMonth = (today: string, months: number) => addMonths(today, -months).slice(0, 7);

const koreanMonth = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월분`;

/** e.g. '은행연합회 COFIX 공시 2026-03-16 (2026년 2월분): 신 잔액기준 2.47%, 신규취급액기준 2.82%, 잔액기준 2.85%' */
const sourceOf = (row: KfbCofixMonth) =>
  `은행연합회 COFIX 공시 ${row.publishedOn} (${koreanMonth(row.month)}): 신 잔액기준 ${row.newBalance}%, ` +
  `신규취급액기준 ${row.newAmount}%, 잔액기준 ${row.balance}%`;

export type KfbCofixFeedOptions = {
  /** KFB_COFIX_URL: the disclosure page, https://portal.kfb.or.kr/fingoods/cofix.php. */
  baseUrl: string;
  enabled: boolean;
  policy?: Partial<UpstreamPolicy>;
};

/**
 * 신 잔액기준 COFIX, monthly, from 은행연합회's COFIX disclosure page: one page per year of the window, through the
 * shared timeout, retries and a breaker of its own ('kfb-cofix'). The other two COFIX of each month are named in the
 * observation's source, as the history has no figure for them. A month published twice (a correction) keeps the later
 * publication. No month in the window is a SERVICE error; everything else as `readKfbCofixPage`.
 *
 * @example
 * const cofix = createKfbCofixFeed({ baseUrl: 'https://portal.kfb.or.kr/fingoods/cofix.php', enabled: true });
 * await cofix.fetch({ today: '2026-03-20', months: 6 })
 * // [{ figure: 'cofixNewBalance', observedOn: '2025-09-01', rawValue: '2.49', unit: '%', source: '은행연합회 COFIX 공시 2025-10-15 (2025년 9월분): …' }, …]
 */
export function createKfbCofixFeed(options: KfbCofixFeedOptions): RateFeed {
  const policy = { ...DEFAULT_UPSTREAM_POLICY, ...options.policy };
  const breaker = createCircuitBreaker({
    name: 'kfb-cofix',
    failureThreshold: policy.failureThreshold,
    coolDownMs: policy.coolDownMs,
  });
  const fetchOptions = { ...policy, fetch: decodingFetch((input, init) => fetch(input, init)) };
  const page = new URL(options.baseUrl);

  function readYear(year: number): Promise<KfbCofixMonth[]> {
    const url = new URL(page);
    url.searchParams.set('BasicYear', String(year));
    url.searchParams.set('BasicYear_W', String(year));
    return breaker.run(async () => readKfbCofixPage(await fetchUpstreamText(url, fetchOptions)));
  }

  return {
    name: 'kfb-cofix',
    label: '은행연합회 COFIX 공시',
    enabled: options.enabled,
    figures: KFB_COFIX_FIGURES,
    async fetch({ today, months }) {
      const from = firstMonth(today, months);
      // A month is on its publication year's page; from the window's first year, in case the page is by 대상월 instead.
      const years: number[] = [];
      for (let year = Number(from.slice(0, 4)); year <= Number(today.slice(0, 4)); year += 1) years.push(year);
      const latest = new Map<string, KfbCofixMonth>();
      for (const year of years) {
        for (const row of await readYear(year)) {
          const earlier = latest.get(row.month);
          if (!earlier || earlier.publishedOn < row.publishedOn) latest.set(row.month, row);
        }
      }
      const observations: FeedObservation[] = [...latest.values()]
        .filter((row) => row.month >= from && row.newBalance !== null)
        .sort((a, b) => a.month.localeCompare(b.month))
        .map((row) => ({
          figure: 'cofixNewBalance',
          observedOn: `${row.month}-01`,
          rawValue: row.newBalance!,
          unit: '%',
          source: sourceOf(row),
        }));
      if (observations.length === 0) {
        throw new UpstreamError('SERVICE', `KFB COFIX: no month from ${from} on the pages of ${years.join(', ')}`);
      }
      return observations;
    },
  };
}
