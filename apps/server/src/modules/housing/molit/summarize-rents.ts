import type { HousingArea } from '@jipsa/contracts';
import { areaLabel } from '../area-label.ts';
import { isDealOfLot, readManwon } from './is-deal-of-lot.ts';
import type { Jibun } from './parse-jibun.ts';
import type { DataGoKrItem } from './read-data-go-kr.ts';

/** One rent contract of the building; amounts in 만원 as the 실거래가 APIs report them. */
export type RentDeal = { exclusiveArea: number; depositManwon: number; monthlyRentManwon: number };

// NOTE: 실거래가 APIs (국토교통부 아파트/연립다세대/오피스텔 전월세 실거래가 자료) report 보증금액 and 월세금액 in
// 만원 with thousands separators; 1만원 = 10,000원.
const WON_PER_MANWON = 10_000;
/** A contract's 전용면적 and a register unit's differ by rounding only; farther apart is another unit type. */
const AREA_MATCH_TOLERANCE = 1.5;
const RESIDENTIAL_PURPOSE = /아파트|오피스텔|주택|다세대|연립|다가구|주거/;

const roundArea = (area: number) => Math.round(area * 100) / 100;

/** Groups areas that round to the same ㎡ and keeps the most common exact value of each group. */
function representativeAreas(areas: number[]): number[] {
  const groups = new Map<number, Map<number, number>>();
  for (const area of areas) {
    const group = groups.get(Math.round(area)) ?? new Map<number, number>();
    group.set(roundArea(area), (group.get(roundArea(area)) ?? 0) + 1);
    groups.set(Math.round(area), group);
  }
  return [...groups.values()]
    .map((group) => [...group].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0])
    .sort((a, b) => a - b);
}

/**
 * The exclusive areas of a lot's homes from its 건축물대장 전유공용면적 rows: 전유 parts whose purpose is a
 * home (not the shop on the ground floor), one value per unit type.
 *
 * @example exclusiveAreasOf([{ exposPubuseGbCdNm: '전유', mainPurpsCdNm: '아파트', area: '84.43' }]) // [84.43]
 */
export function exclusiveAreasOf(unitRows: DataGoKrItem[]): number[] {
  const areas = unitRows
    .filter((row) => row.exposPubuseGbCdNm === '전유' || row.exposPubuseGbCd === '1')
    .filter((row) => RESIDENTIAL_PURPOSE.test(`${row.mainPurpsCdNm ?? ''} ${row.etcPurps ?? ''}`))
    .map((row) => Number(row.area))
    .filter((area) => Number.isFinite(area) && area > 0);
  return representativeAreas(areas);
}

/**
 * The contracts of one building among a 시군구's month of 실거래가 rows: same 법정동 and same 지번. Reads the
 * 2024 field names (umdNm, jibun, excluUseAr, deposit, monthlyRent) and the earlier Korean ones; a row whose
 * numbers do not read is skipped rather than guessed.
 *
 * @example rentDealsOf(rows, '대치동', { mountain: false, main: 316, sub: 0 })
 */
export function rentDealsOf(rentRows: DataGoKrItem[], dongName: string, jibun: Jibun): RentDeal[] {
  const deals: RentDeal[] = [];
  for (const row of rentRows) {
    if (!isDealOfLot(row, dongName, jibun)) continue;
    const exclusiveArea = Number(row.excluUseAr ?? row.전용면적);
    const depositManwon = readManwon(row.deposit ?? row.보증금액);
    const monthlyRentManwon = readManwon(row.monthlyRent ?? row.월세금액) ?? 0;
    if (!Number.isFinite(exclusiveArea) || exclusiveArea <= 0 || depositManwon === null) continue;
    deals.push({ exclusiveArea, depositManwon, monthlyRentManwon });
  }
  return deals;
}

const meanWon = (manwon: number[]): number | null =>
  manwon.length === 0
    ? null
    : Math.round((manwon.reduce((sum, value) => sum + value, 0) * WON_PER_MANWON) / manwon.length);

/**
 * One choice per unit type with its recent rents: contracts go to the register area nearest theirs (within
 * 1.5㎡; others make a type of their own). `averageDeposit` is the mean 보증금 of 전세 contracts (월세 0), or of
 * the 월세 contracts when there is no 전세; `averageMonthlyRent` the mean 월세 of 월세 contracts. Integer 원.
 *
 * @example
 * summarizeRents([84.43], [{ exclusiveArea: 84.43, depositManwon: 85_000, monthlyRentManwon: 0 }])[0]?.averageDeposit
 * // 850000000
 */
export function summarizeRents(registerAreas: number[], deals: RentDeal[]): HousingArea[] {
  const byArea = new Map<number, RentDeal[]>(registerAreas.map((area) => [area, []]));
  const unmatched: RentDeal[] = [];
  for (const deal of deals) {
    let nearest: number | undefined;
    for (const area of registerAreas) {
      const distance = Math.abs(area - deal.exclusiveArea);
      if (
        distance <= AREA_MATCH_TOLERANCE &&
        (nearest === undefined || distance < Math.abs(nearest - deal.exclusiveArea))
      ) {
        nearest = area;
      }
    }
    if (nearest === undefined) unmatched.push(deal);
    else byArea.get(nearest)!.push(deal);
  }
  for (const area of representativeAreas(unmatched.map((deal) => deal.exclusiveArea))) {
    byArea.set(
      area,
      unmatched.filter((deal) => Math.round(deal.exclusiveArea) === Math.round(area)),
    );
  }

  return [...byArea]
    .sort((a, b) => a[0] - b[0])
    .map(([exclusiveArea, areaDeals]) => {
      const jeonse = areaDeals.filter((deal) => deal.monthlyRentManwon === 0);
      const monthly = areaDeals.filter((deal) => deal.monthlyRentManwon > 0);
      const depositSample = jeonse.length > 0 ? jeonse : monthly;
      return {
        exclusiveArea: roundArea(exclusiveArea),
        label: areaLabel(exclusiveArea),
        averageDeposit: meanWon(depositSample.map((deal) => deal.depositManwon)),
        averageMonthlyRent: meanWon(monthly.map((deal) => deal.monthlyRentManwon)),
        transactionCount: areaDeals.length,
      };
    });
}
