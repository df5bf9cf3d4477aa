/** One sale of the building, as read from 매매 실거래가: amount in 만원, date YYYY-MM-DD. */
export type SaleDeal = { exclusiveArea: number; priceManwon: number; dealDate: string };

/** How the estimate was made: the median of same-area sales, or the building's median price per ㎡ × the area. */
export type HousePriceEstimate = {
  housePrice: number;
  transactionCount: number;
  basis: 'SAME_AREA_MEDIAN' | 'PRICE_PER_AREA';
  latestDealDate: string;
};

const WON_PER_MANWON = 10_000;
/** A sale's 전용면적 and the asked one differ by rounding or a neighbouring unit type within this. */
const SAME_AREA_TOLERANCE = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const floorTo10k = (won: number) => Math.floor(won / WON_PER_MANWON) * WON_PER_MANWON;

/**
 * The house price the building's recent sales suggest for a home of `exclusiveArea` ㎡: the median of sales within
 * ±3 ㎡ when there are some, else the median price per ㎡ of all its sales × the area, both floored to 1만원.
 * No sales → null: a price is never invented.
 *
 * @example estimateHousePrice([{ exclusiveArea: 59.9, priceManwon: 30_000, dealDate: '2026-10-02' }], 59) // { housePrice: 300_000_000, transactionCount: 1, basis: 'SAME_AREA_MEDIAN', latestDealDate: '2026-10-02' }
 */
export function estimateHousePrice(deals: readonly SaleDeal[], exclusiveArea: number): HousePriceEstimate | null {
  if (deals.length === 0) return null;
  const sameArea = deals.filter((deal) => Math.abs(deal.exclusiveArea - exclusiveArea) <= SAME_AREA_TOLERANCE);
  const used = sameArea.length > 0 ? sameArea : deals;
  const latestDealDate = used
    .map((deal) => deal.dealDate)
    .sort()
    .at(-1)!;
  if (sameArea.length > 0) {
    return {
      housePrice: floorTo10k(median(sameArea.map((deal) => deal.priceManwon)) * WON_PER_MANWON),
      transactionCount: sameArea.length,
      basis: 'SAME_AREA_MEDIAN',
      latestDealDate,
    };
  }
  const perArea = median(deals.map((deal) => (deal.priceManwon * WON_PER_MANWON) / deal.exclusiveArea));
  return {
    housePrice: floorTo10k(perArea * exclusiveArea),
    transactionCount: deals.length,
    basis: 'PRICE_PER_AREA',
    latestDealDate,
  };
}
