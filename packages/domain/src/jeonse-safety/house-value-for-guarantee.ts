import { percentOfFloor } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';
import type { RentHousingType } from '../loan-products/loan-profile.ts';

/**
 * Which figure a house was valued by: the 시세 or 매매가 the person entered, the median of the building's
 * recent sale transactions (MOLIT 실거래가), the 공시가격 × the guarantor's ratio, or none.
 */
export const HOUSE_PRICE_BASES = ['MARKET_PRICE', 'OFFICIAL_PRICE', 'RECENT_SALES', 'UNKNOWN'] as const;
export type HousePriceBasis = (typeof HOUSE_PRICE_BASES)[number];

export type HouseValueInput = {
  readonly rentHousingType: RentHousingType;
  /** 시세 or 매매가 as the person entered it. */
  readonly marketPrice: Won | null;
  /** Estimated from the building's recent sale transactions. */
  readonly recentSalesPrice: Won | null;
  /** 공시가격 (공동주택가격 or 개별주택가격). */
  readonly officialPrice: Won | null;
};

export type HouseValue = { readonly value: Won | null; readonly basis: HousePriceBasis };

const hasMarketQuote = (type: RentHousingType) => type === 'APARTMENT' || type === 'OFFICETEL';

/**
 * The house value a deposit-return guarantor counts, in its order of precedence.
 * NOTE: HUG 주택가격 산정 기준 (연합뉴스 2025-10-09 citing HUG; HUG 상품안내): 아파트·오피스텔 — KB·부동산테크
 * 시세 first, then 공시가격 × 적용비율, then the 안심전세앱 하한가, 1년 이내 매매가 and 감정평가; 연립·다세대·
 * 단독·다가구 (no market quote) — 공시가격 × 적용비율 first, then a recent sale, 감정평가 last. A 시세 or 매매가
 * the person typed counts as the quote for an apartment and as the recent sale for other houses; 감정평가 is not
 * modelled (it needs an appraisal the person does not have yet).
 * @example houseValueForGuarantee({ rentHousingType: 'HOUSEHOLD_HOUSE', marketPrice: 300_000_000, recentSalesPrice: null, officialPrice: 200_000_000 }, 140)
 * // { value: 280_000_000, basis: 'OFFICIAL_PRICE' }
 */
export function houseValueForGuarantee(input: HouseValueInput, officialPriceRatioPercent: number): HouseValue {
  const byOfficial =
    input.officialPrice !== null && input.officialPrice > 0
      ? ({ value: percentOfFloor(input.officialPrice, officialPriceRatioPercent), basis: 'OFFICIAL_PRICE' } as const)
      : null;
  const byMarket =
    input.marketPrice !== null && input.marketPrice > 0
      ? ({ value: input.marketPrice, basis: 'MARKET_PRICE' } as const)
      : null;
  const bySales =
    input.recentSalesPrice !== null && input.recentSalesPrice > 0
      ? ({ value: input.recentSalesPrice, basis: 'RECENT_SALES' } as const)
      : null;
  const order = hasMarketQuote(input.rentHousingType)
    ? [byMarket, byOfficial, bySales]
    : [byOfficial, byMarket, bySales];
  return order.find((candidate) => candidate !== null) ?? { value: null, basis: 'UNKNOWN' };
}
