import type { SearchedAddress } from '@jipsa/contracts';
import { z } from 'zod';
import type { AddressPage, AddressSource } from '../address-source.ts';
import { highlightKeyword } from '../highlight-ranges.ts';
import { isMetroDistrict } from '../is-metro-district.ts';
import { normalizeSearchText } from '../offline/korean-text.ts';
import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';
import { createUpstream, DEFAULT_UPSTREAM_POLICY, type UpstreamPolicy } from '../../../lib/upstream/upstream-policy.ts';

/** 도로명주소 검색 API (주소기반산업지원서비스), JSON variant. */
export const JUSO_SEARCH_PATH = '/addrlink/addrLinkApi.do';

// NOTE: juso error codes (도로명주소 검색 API 개발자 가이드): E0005–E0013 refuse the keyword itself
// (empty, too vague like a 시도 alone, too short/long, special characters, SQL words) — the person's query,
// not the service, is the problem. E0001 (key not approved), E0014 (dev key expired), -999 (system error)
// are the service's.
const KEYWORD_ERROR_CODES = new Set(['E0005', 'E0006', 'E0008', 'E0009', 'E0010', 'E0011', 'E0012', 'E0013']);

const count = z.union([z.string(), z.number()]).transform((value, context) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    context.addIssue({ code: 'custom', message: 'not a count' });
    return z.NEVER;
  }
  return number;
});

const commonSchema = z.object({ errorCode: z.string(), errorMessage: z.string() });
const jusoRowSchema = z.object({
  roadAddr: z.string(),
  jibunAddr: z.string(),
  bdNm: z.string(),
  admCd: z.string().regex(/^\d{10}$/),
  siNm: z.string(),
  sggNm: z.string(),
  emdNm: z.string(),
  lnbrMnnm: z.string(),
  lnbrSlno: z.string(),
  mtYn: z.string().optional(),
});
const pageSchema = z.object({
  results: z.object({ common: commonSchema.extend({ totalCount: count }), juso: z.array(jusoRowSchema) }),
});

type JusoRow = z.infer<typeof jusoRowSchema>;

/** 지번 of a juso row: "737", "737-1", "산 2-2". */
function jibunOf(row: JusoRow): string {
  const main = row.lnbrMnnm.trim();
  const sub = row.lnbrSlno.trim();
  const mountain = row.mtYn === '1' ? '산 ' : '';
  return `${mountain}${main}${sub && sub !== '0' ? `-${sub}` : ''}`;
}

function toAddress(row: JusoRow, keyword: string): SearchedAddress {
  const displayAddress = row.roadAddr || row.jibunAddr;
  return {
    roadAddress: row.roadAddr,
    jibunAddress: row.jibunAddr,
    buildingName: row.bdNm,
    districtCode: row.admCd,
    dongName: row.emdNm,
    jibun: jibunOf(row),
    sido: row.siNm,
    sigungu: row.sggNm,
    isMetro: isMetroDistrict(row.admCd),
    displayAddress,
    highlights: highlightKeyword(displayAddress, keyword),
  };
}

/** Reads one answer of the API: a page, or the `UpstreamError` its error code means. */
function readJusoPage(body: string, keyword: string): AddressPage {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw new UpstreamError('MALFORMED', 'juso answered something other than JSON', { cause: error });
  }
  const common = z.object({ results: z.object({ common: commonSchema }) }).safeParse(json);
  if (!common.success) throw new UpstreamError('MALFORMED', 'juso answer has no results.common');
  const { errorCode, errorMessage } = common.data.results.common;
  if (errorCode !== '0') {
    const kind = KEYWORD_ERROR_CODES.has(errorCode) ? 'REJECTED' : 'SERVICE';
    throw new UpstreamError(kind, `juso ${errorCode}: ${errorMessage}`, { upstreamCode: errorCode });
  }
  const page = pageSchema.safeParse(json);
  if (!page.success)
    throw new UpstreamError('MALFORMED', `juso page does not match its documented shape: ${page.error.message}`);
  return {
    totalCount: page.data.results.common.totalCount,
    addresses: page.data.results.juso.map((row) => toAddress(row, keyword)),
  };
}

export type JusoAddressSourceOptions = { apiKey: string; baseUrl: string; policy?: Partial<UpstreamPolicy> };

/**
 * The official address source: the 도로명주소 검색 API, behind a 3 s timeout, two retries for network errors
 * and 5xx, a circuit breaker and an hour's cache of pages. Its failures are `UpstreamError`s; its error codes
 * for a refused keyword are `REJECTED`, which do not count against the breaker.
 *
 * @example
 * const juso = createJusoAddressSource({ apiKey: config.juso.apiKey, baseUrl: config.juso.baseUrl });
 * const page = await juso.search('테헤란로 152', 1, 20);
 */
export function createJusoAddressSource(options: JusoAddressSourceOptions): AddressSource {
  const upstream = createUpstream<AddressPage>('juso', { ...DEFAULT_UPSTREAM_POLICY, ...options.policy });
  return {
    name: 'JUSO',
    async search(keyword, page, pageSize) {
      const cacheKey = `${normalizeSearchText(keyword)}|${page}|${pageSize}`;
      const cached = upstream.cache.get(cacheKey);
      if (cached) return cached;
      const url = new URL(JUSO_SEARCH_PATH, options.baseUrl);
      url.search = new URLSearchParams({
        confmKey: options.apiKey,
        currentPage: String(page),
        countPerPage: String(pageSize),
        keyword,
        resultType: 'json',
      }).toString();
      const result = await upstream.get(url, (body) => readJusoPage(body, keyword));
      upstream.cache.set(cacheKey, result);
      return result;
    },
  };
}
