import type { RentHousingType } from '@jipsa/contracts';
import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';
import { createUpstream, DEFAULT_UPSTREAM_POLICY } from '../../../lib/upstream/upstream-policy.ts';
import { createDataGoKrPages, createDealMonthReader } from './data-go-kr-pages.ts';
import { estimateHousePrice, type HousePriceEstimate, type SaleDeal } from './estimate-house-price.ts';
import { isDealOfLot, readManwon } from './is-deal-of-lot.ts';
import { recentDealMonths, type MolitHousingSourceOptions } from './molit-housing-source.ts';
import { parseJibun, type Jibun } from './parse-jibun.ts';
import type { DataGoKrItem } from './read-data-go-kr.ts';

/**
 * 국토교통부 매매 실거래가 자료 per housing type (data.go.kr, the 2024 services). Items carry dealAmount ("82,500",
 * 만원), excluUseAr, umdNm, jibun, dealYear/dealMonth/dealDay and cdealType ("O" when the deal was cancelled);
 * before 2024 the same in Korean (거래금액, 전용면적, 법정동, 지번, 년/월/일, 해제여부). 단독/다가구 mask the 지번.
 */
export const SALE_PATHS: Record<RentHousingType, string | null> = {
  APARTMENT: '/1613000/RTMSDataSvcAptTrade/getRTMSDataSvcAptTrade',
  OFFICETEL: '/1613000/RTMSDataSvcOffiTrade/getRTMSDataSvcOffiTrade',
  HOUSEHOLD_HOUSE: '/1613000/RTMSDataSvcRHTrade/getRTMSDataSvcRHTrade',
  FAMILY_HOUSE: null,
};

const SALE_MONTHS = 12;
const CANCELLED = 'O';

export type SalePriceRequest = {
  districtCode: string;
  dongName: string;
  jibun: string;
  rentHousingType: RentHousingType;
  exclusiveArea: number;
};

export type SalePriceSource = { estimate(request: SalePriceRequest): Promise<HousePriceEstimate | null> };

const pad2 = (text: string | undefined) => (text ?? '').trim().padStart(2, '0');

/**
 * The sales of one lot among a 시군구's month of 매매 rows; cancelled deals and rows whose numbers do not read
 * are skipped rather than guessed.
 */
export function saleDealsOf(rows: DataGoKrItem[], dongName: string, jibun: Jibun): SaleDeal[] {
  const deals: SaleDeal[] = [];
  for (const row of rows) {
    if (!isDealOfLot(row, dongName, jibun)) continue;
    if ((row.cdealType ?? row.해제여부 ?? '').trim() === CANCELLED) continue;
    const exclusiveArea = Number(row.excluUseAr ?? row.전용면적);
    const priceManwon = readManwon(row.dealAmount ?? row.거래금액);
    const year = (row.dealYear ?? row.년 ?? '').trim();
    if (!Number.isFinite(exclusiveArea) || exclusiveArea <= 0 || priceManwon === null || !/^\d{4}$/.test(year))
      continue;
    deals.push({
      exclusiveArea,
      priceManwon,
      dealDate: `${year}-${pad2(row.dealMonth ?? row.월)}-${pad2(row.dealDay ?? row.일)}`,
    });
  }
  return deals;
}

/**
 * The house price the building's sales of the last 12 months suggest (MOLIT 매매 실거래가), with the same timeout,
 * retries and cache as the housing source and a breaker of its own ('molit-sales': the trade services failing
 * must not stop the register and rent lookups). Failures throw `UpstreamError`; no sales answer null.
 *
 * @example
 * const sales = createMolitSalePrices({ apiKey: config.molit.apiKey, baseUrl: config.molit.baseUrl });
 * await sales.estimate({ districtCode: '1168010100', dongName: '역삼동', jibun: '737', rentHousingType: 'HOUSEHOLD_HOUSE', exclusiveArea: 59 });
 */
export function createMolitSalePrices(options: MolitHousingSourceOptions): SalePriceSource {
  const policy = { ...DEFAULT_UPSTREAM_POLICY, ...options.policy };
  const upstream = createUpstream<{ estimate: HousePriceEstimate | null }>('molit-sales', policy);
  const saleMonth = createDealMonthReader(createDataGoKrPages(upstream, options), policy);

  return {
    async estimate({ districtCode, dongName, jibun: jibunText, rentHousingType, exclusiveArea }) {
      const path = SALE_PATHS[rentHousingType];
      if (path === null) return null;
      const jibun = parseJibun(jibunText);
      if (!jibun || !dongName) throw new UpstreamError('REJECTED', 'sale prices need a 지번 and a 동');
      const cacheKey = `${districtCode}|${jibunText}|${dongName}|${rentHousingType}|${exclusiveArea}`;
      const cached = upstream.cache.get(cacheKey);
      if (cached) return cached.estimate;
      const months = recentDealMonths(policy.now(), SALE_MONTHS);
      const rows = await Promise.all(months.map((month) => saleMonth(path, districtCode.slice(0, 5), month)));
      const estimate = estimateHousePrice(saleDealsOf(rows.flat(), dongName, jibun), exclusiveArea);
      upstream.cache.set(cacheKey, { estimate });
      return estimate;
    },
  };
}
