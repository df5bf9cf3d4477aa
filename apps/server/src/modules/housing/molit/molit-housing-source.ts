import type { HousingInfoRequest, RentHousingType } from '@jipsa/contracts';
import { addMonths, koreaPolicyDate } from '@jipsa/domain';
import { HOUSING_NOTICES } from '../housing-notices.ts';
import type { HousingAnswer, HousingSource } from '../housing-source.ts';
import { UpstreamError } from '../../../lib/upstream/upstream-error.ts';
import { createUpstream, DEFAULT_UPSTREAM_POLICY, type UpstreamPolicy } from '../../../lib/upstream/upstream-policy.ts';
import { housingTypeOf } from './housing-type-of.ts';
import { formatJibun, parseJibun, type Jibun } from './parse-jibun.ts';
import { createDataGoKrPages, createDealMonthReader } from './data-go-kr-pages.ts';
import { exclusiveAreasOf, rentDealsOf, summarizeRents } from './summarize-rents.ts';

/** 국토교통부 건축HUB 건축물대장정보 서비스: 표제부 and 전유공용면적. */
export const BUILDING_TITLE_PATH = '/1613000/BldRgstHubService/getBrTitleInfo';
export const BUILDING_UNITS_PATH = '/1613000/BldRgstHubService/getBrExposPubuseAreaInfo';

/** 국토교통부 전월세 실거래가 자료 per housing type; 단독/다가구 answers mask the 지번, so no building can be told. */
export const RENT_PATHS: Record<RentHousingType, string | null> = {
  APARTMENT: '/1613000/RTMSDataSvcAptRent/getRTMSDataSvcAptRent',
  OFFICETEL: '/1613000/RTMSDataSvcOffiRent/getRTMSDataSvcOffiRent',
  HOUSEHOLD_HOUSE: '/1613000/RTMSDataSvcRHRent/getRTMSDataSvcRHRent',
  FAMILY_HOUSE: null,
};

const TITLE_ROWS_PER_PAGE = 100;
/** A large complex lists every 호; the first pages hold its unit types, the rest repeat them. */
const UNIT_ROWS_PER_PAGE = 1_000;
const UNIT_MAX_PAGES = 3;
const DEFAULT_RENT_MONTHS = 6;

/**
 * The `count` contract months (YYYYMM, Korean time) ending with the current one, newest first.
 *
 * @example recentDealMonths(Date.parse('2024-10-05T00:00:00Z'), 3) // ['202410', '202409', '202408']
 */
export function recentDealMonths(now: number, count: number): string[] {
  const today = koreaPolicyDate(new Date(now));
  return Array.from({ length: count }, (_, back) => addMonths(today, -back).slice(0, 7).replace('-', ''));
}

const pad4 = (value: number) => String(value).padStart(4, '0');

export type MolitHousingSourceOptions = {
  apiKey: string;
  baseUrl: string;
  /** How many contract months of rents to average (default 6). */
  rentMonths?: number;
  policy?: Partial<UpstreamPolicy>;
};

/**
 * The official housing source. For the chosen lot it reads the 건축물대장 표제부 (housing type) and
 * 전유공용면적 (the exclusive area of each unit type), then the last months of 전월세 실거래가 of that type in
 * the 시군구, keeps the contracts of the same 법정동 and 지번, and averages them per unit type. Every call has
 * the 3 s timeout, retries, the shared circuit breaker; answers are cached. Rent calls failing after the
 * register answered leave the areas with null averages and a notice rather than failing the whole answer.
 *
 * @example
 * const molit = createMolitHousingSource({ apiKey: config.molit.apiKey, baseUrl: config.molit.baseUrl });
 * await molit.lookup({ districtCode: '1168010600', jibun: '316', dongName: '대치동' });
 */
export function createMolitHousingSource(options: MolitHousingSourceOptions): HousingSource {
  const policy = { ...DEFAULT_UPSTREAM_POLICY, ...options.policy };
  const upstream = createUpstream<HousingAnswer>('molit', policy);
  const getPages = createDataGoKrPages(upstream, options);
  const rentMonth = createDealMonthReader(getPages, policy);
  const rentMonths = options.rentMonths ?? DEFAULT_RENT_MONTHS;

  const readRegister = async (districtCode: string, jibun: Jibun) => {
    const lot = {
      sigunguCd: districtCode.slice(0, 5),
      bjdongCd: districtCode.slice(5),
      platGbCd: jibun.mountain ? '1' : '0',
      bun: pad4(jibun.main),
      ji: pad4(jibun.sub),
      _type: 'json',
    };
    const [titles, units] = await Promise.all([
      getPages(BUILDING_TITLE_PATH, lot, TITLE_ROWS_PER_PAGE, 1),
      getPages(BUILDING_UNITS_PATH, lot, UNIT_ROWS_PER_PAGE, UNIT_MAX_PAGES),
    ]);
    return { housingType: housingTypeOf(titles), areas: exclusiveAreasOf(units) };
  };

  return {
    name: 'MOLIT',
    async lookup({ districtCode, jibun: jibunText, dongName }: HousingInfoRequest) {
      const jibun = parseJibun(jibunText);
      if (!jibun || !dongName) throw new UpstreamError('REJECTED', 'the building register needs a 지번 and a 동');
      const cacheKey = `${districtCode}|${formatJibun(jibun)}|${dongName}`;
      const cached = upstream.cache.get(cacheKey);
      if (cached) return cached;

      const { housingType, areas } = await readRegister(districtCode, jibun);
      const rentPath = housingType ? RENT_PATHS[housingType] : null;
      let deals: ReturnType<typeof rentDealsOf> = [];
      let notice: string | undefined;
      if (rentPath) {
        try {
          const months = recentDealMonths(policy.now(), rentMonths);
          const rows = await Promise.all(months.map((month) => rentMonth(rentPath, districtCode.slice(0, 5), month)));
          deals = rentDealsOf(rows.flat(), dongName, jibun);
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
          notice = HOUSING_NOTICES.rentsUnavailable;
        }
      }
      const answer: HousingAnswer = { housingType, areas: summarizeRents(areas, deals), ...(notice ? { notice } : {}) };
      if (!notice) upstream.cache.set(cacheKey, answer);
      return answer;
    },
  };
}
