import { createTtlCache } from '../../../lib/upstream/ttl-cache.ts';
import type { Upstream, UpstreamPolicy } from '../../../lib/upstream/upstream-policy.ts';
import { readDataGoKrPage, type DataGoKrItem, type DataGoKrPage } from './read-data-go-kr.ts';

/** The items of up to `maxPages` pages of one data.go.kr service, read through `upstream`. */
export type DataGoKrPages = (
  path: string,
  params: Record<string, string>,
  rowsPerPage: number,
  maxPages: number,
) => Promise<DataGoKrItem[]>;

/**
 * Pages through a data.go.kr service: the first page says how many there are, the rest are asked at once.
 *
 * @example
 * const pages = createDataGoKrPages(upstream, { apiKey, baseUrl });
 * await pages(BUILDING_TITLE_PATH, lot, 100, 1);
 */
export function createDataGoKrPages(
  upstream: Pick<Upstream<NonNullable<unknown>>, 'get'>,
  options: { apiKey: string; baseUrl: string },
): DataGoKrPages {
  const getPage = (path: string, params: Record<string, string>): Promise<DataGoKrPage> => {
    const url = new URL(path, options.baseUrl);
    url.search = new URLSearchParams({ serviceKey: options.apiKey, ...params }).toString();
    return upstream.get(url, (body) => readDataGoKrPage(body, path.split('/').at(-1) ?? path));
  };
  return async (path, params, rowsPerPage, maxPages) => {
    const first = await getPage(path, { ...params, numOfRows: String(rowsPerPage), pageNo: '1' });
    const pages = Math.min(Math.ceil(first.totalCount / rowsPerPage), maxPages);
    const rest = await Promise.all(
      Array.from({ length: Math.max(pages - 1, 0) }, (_, index) =>
        getPage(path, { ...params, numOfRows: String(rowsPerPage), pageNo: String(index + 2) }),
      ),
    );
    return [first, ...rest].flatMap((page) => page.items);
  };
}

const DEAL_ROWS_PER_PAGE = 1_000;
const DEAL_MAX_PAGES = 5;
/** A 시군구's month of contracts is shared by all its buildings: keep a few months of a few 시군구. */
const DEAL_MONTH_CACHE_ENTRIES = 36;

/**
 * One 시군구's month of 실거래가 rows of one service (전월세 or 매매), cached for the policy's TTL.
 *
 * @example const month = createDealMonthReader(pages, policy); await month(RENT_PATHS.APARTMENT, '11680', '202409');
 */
export function createDealMonthReader(pages: DataGoKrPages, policy: UpstreamPolicy) {
  const cache = createTtlCache<DataGoKrItem[]>({
    maxEntries: DEAL_MONTH_CACHE_ENTRIES,
    ttlMs: policy.cacheTtlMs,
    now: policy.now,
  });
  return async (path: string, sigunguCode: string, month: string): Promise<DataGoKrItem[]> => {
    const key = `${path}|${sigunguCode}|${month}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const rows = await pages(path, { LAWD_CD: sigunguCode, DEAL_YMD: month }, DEAL_ROWS_PER_PAGE, DEAL_MAX_PAGES);
    cache.set(key, rows);
    return rows;
  };
}
