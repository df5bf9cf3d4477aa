import type { Won } from '../money/won.ts';
import type { PolicyTableRow } from '../policy/table-in-force.ts';
import type {
  LivingStabilityOwnershipType,
  LoanPurpose,
  LtvHouseOwnershipType,
  PurchaseOwnershipType,
  RegionType,
} from './ltv-categories.ts';

/** LTV in percent by region; `estimatedIn` lists regions whose figure is unconfirmed ([U]). */
export type LtvRatiosByRegion = Readonly<Record<RegionType, number>> & { readonly estimatedIn?: readonly RegionType[] };

/** A price tier of a loan cap: up to `upToPrice` (inclusive; `null` = no upper bound) the cap is `cap`. */
export type LtvCapTier = { readonly upToPrice: Won | null; readonly cap: Won };

/** A loan-amount cap: applies to the listed purpose, regions and ownership types. */
export type LtvCapRule = {
  readonly purpose: LoanPurpose;
  readonly regions: readonly RegionType[];
  readonly ownerships: readonly LtvHouseOwnershipType[];
  readonly tiers: readonly LtvCapTier[];
};

export type LtvPolicy = PolicyTableRow & {
  readonly name: string;
  readonly ratios: {
    readonly HOME_PURCHASE: Readonly<Record<PurchaseOwnershipType, LtvRatiosByRegion>>;
    readonly LIVING_STABILITY: Readonly<Record<LivingStabilityOwnershipType, LtvRatiosByRegion>>;
  };
  /** First matching rule wins; no match means no cap. */
  readonly caps: readonly LtvCapRule[];
  /**
   * Who counts as 서민·실수요자 under this rule set; `undefined` when the source gives no conditions. A buyer
   * who fails them is a 무주택 buyer (서민·실수요자 are 무주택 세대주 by definition).
   */
  readonly ordinaryDemand?: { readonly maxPrice: Won; readonly maxHouseholdIncome: Won };
};

const EOK = 100_000_000;
// NOTE: FSC FAQ of 2025-06-30 (6·27 대책) Q2 note 5 [P]: 서민·실수요자 = 무주택 세대주, 부부합산 연소득 ≤ 9천만,
// 주택가격 ≤ 8억 (규제지역). The 10·15 FAQ keeps the category with the same conditions (ADR 0013).
const ORDINARY_DEMAND_2025 = { maxPrice: 8 * EOK, maxHouseholdIncome: 90_000_000 } as const;
const CAPITAL_AND_REGULATED: readonly RegionType[] = ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA'];
const ALL_PURCHASE: readonly PurchaseOwnershipType[] = [
  'LIFETIME_FIRST',
  'ORDINARY_DEMAND',
  'NO_HOUSE',
  'SINGLE_HOUSE_DISPOSAL',
  'MORE_THAN_ONE_HOUSE',
];
const ALL_LIVING_STABILITY: readonly LivingStabilityOwnershipType[] = ['SINGLE_HOUSE', 'MORE_THAN_TWO_HOUSE'];

/**
 * Bank LTV rules for home-purchase and living-stability mortgages, by the date they took effect
 * (docs/domain-rules.md §2). Sorted by `effectiveFrom` ascending, as `tableInForce` needs.
 */
export const LTV_POLICIES: readonly LtvPolicy[] = [
  {
    // NOTE: rules in force from 2023-01 to 2025-06-27 (domain-rules §2 "Earlier tables"): regulated
    // 무주택/처분조건부 50, 생애최초 80 everywhere with a 6억 cap, 유주택 30 regulated / 60 elsewhere,
    // 70 elsewhere [S]. The day in January is not given; the 1st is assumed [U]. 서민·실수요자 in a
    // regulated area (70) and the living-stability rows are not in the rule book [U].
    effectiveFrom: '2023-01-01',
    name: '2023년 1월 규제지역 LTV 완화',
    ratios: {
      HOME_PURCHASE: {
        LIFETIME_FIRST: { REGULATED_AREA: 80, NON_REGULATED_CAPITAL_AREA: 80, OTHER_AREAS: 80 },
        ORDINARY_DEMAND: {
          REGULATED_AREA: 70,
          NON_REGULATED_CAPITAL_AREA: 70,
          OTHER_AREAS: 70,
          estimatedIn: ['REGULATED_AREA'],
        },
        NO_HOUSE: { REGULATED_AREA: 50, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        SINGLE_HOUSE_DISPOSAL: { REGULATED_AREA: 50, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        MORE_THAN_ONE_HOUSE: { REGULATED_AREA: 30, NON_REGULATED_CAPITAL_AREA: 60, OTHER_AREAS: 60 },
      },
      LIVING_STABILITY: {
        SINGLE_HOUSE: {
          REGULATED_AREA: 50,
          NON_REGULATED_CAPITAL_AREA: 70,
          OTHER_AREAS: 70,
          estimatedIn: ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
        },
        MORE_THAN_TWO_HOUSE: {
          REGULATED_AREA: 30,
          NON_REGULATED_CAPITAL_AREA: 60,
          OTHER_AREAS: 60,
          estimatedIn: ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
        },
      },
    },
    caps: [
      {
        purpose: 'HOME_PURCHASE',
        regions: ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
        ownerships: ['LIFETIME_FIRST'],
        tiers: [{ upToPrice: null, cap: 6 * EOK }],
      },
    ],
  },
  {
    // NOTE: FSC 2025-06-27 「가계부채 관리 강화방안」, effective 2025-06-28 [P]: 수도권·규제지역
    // purchase mortgages capped at a flat 6억, 생애최초 there 70, 유주택 추가구입 and 2주택+ living
    // stability prohibited (0), living-stability cap 1억. Living-stability 1주택 ratios [U].
    effectiveFrom: '2025-06-28',
    name: '6·27 가계부채 관리 강화방안',
    ratios: {
      HOME_PURCHASE: {
        LIFETIME_FIRST: { REGULATED_AREA: 70, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 80 },
        ORDINARY_DEMAND: {
          REGULATED_AREA: 70,
          NON_REGULATED_CAPITAL_AREA: 70,
          OTHER_AREAS: 70,
          estimatedIn: ['REGULATED_AREA'],
        },
        NO_HOUSE: { REGULATED_AREA: 50, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        SINGLE_HOUSE_DISPOSAL: { REGULATED_AREA: 50, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        MORE_THAN_ONE_HOUSE: { REGULATED_AREA: 0, NON_REGULATED_CAPITAL_AREA: 0, OTHER_AREAS: 60 },
      },
      LIVING_STABILITY: {
        SINGLE_HOUSE: {
          REGULATED_AREA: 50,
          NON_REGULATED_CAPITAL_AREA: 60,
          OTHER_AREAS: 70,
          estimatedIn: ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
        },
        MORE_THAN_TWO_HOUSE: {
          REGULATED_AREA: 0,
          NON_REGULATED_CAPITAL_AREA: 0,
          OTHER_AREAS: 60,
          estimatedIn: ['OTHER_AREAS'],
        },
      },
    },
    caps: [
      {
        purpose: 'HOME_PURCHASE',
        regions: CAPITAL_AND_REGULATED,
        ownerships: ALL_PURCHASE,
        tiers: [{ upToPrice: null, cap: 6 * EOK }],
      },
      {
        purpose: 'LIVING_STABILITY',
        regions: CAPITAL_AND_REGULATED,
        ownerships: ALL_LIVING_STABILITY,
        tiers: [{ upToPrice: null, cap: 1 * EOK }],
      },
    ],
    ordinaryDemand: ORDINARY_DEMAND_2025,
  },
  {
    // NOTE: 2025-09-07 「주택공급 확대방안」 가계부채 관리 강화 [P: FSC FAQ of 10·15 §2-1 and FAQ of 6·30 Q1
    // mark the rule "'25.9.7~"]: 규제지역 무주택·처분조건부 purchase LTV 50 → 40; everything else as on
    // 2025-06-28 (ADR 0013).
    effectiveFrom: '2025-09-07',
    name: '9·7 가계부채 관리 강화 (규제지역 LTV 40%)',
    ratios: {
      HOME_PURCHASE: {
        LIFETIME_FIRST: { REGULATED_AREA: 70, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 80 },
        ORDINARY_DEMAND: {
          REGULATED_AREA: 70,
          NON_REGULATED_CAPITAL_AREA: 70,
          OTHER_AREAS: 70,
          estimatedIn: ['REGULATED_AREA'],
        },
        NO_HOUSE: { REGULATED_AREA: 40, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        SINGLE_HOUSE_DISPOSAL: { REGULATED_AREA: 40, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        MORE_THAN_ONE_HOUSE: { REGULATED_AREA: 0, NON_REGULATED_CAPITAL_AREA: 0, OTHER_AREAS: 60 },
      },
      LIVING_STABILITY: {
        SINGLE_HOUSE: {
          REGULATED_AREA: 50,
          NON_REGULATED_CAPITAL_AREA: 60,
          OTHER_AREAS: 70,
          estimatedIn: ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
        },
        MORE_THAN_TWO_HOUSE: {
          REGULATED_AREA: 0,
          NON_REGULATED_CAPITAL_AREA: 0,
          OTHER_AREAS: 60,
          estimatedIn: ['OTHER_AREAS'],
        },
      },
    },
    caps: [
      {
        purpose: 'HOME_PURCHASE',
        regions: CAPITAL_AND_REGULATED,
        ownerships: ALL_PURCHASE,
        tiers: [{ upToPrice: null, cap: 6 * EOK }],
      },
      {
        purpose: 'LIVING_STABILITY',
        regions: CAPITAL_AND_REGULATED,
        ownerships: ALL_LIVING_STABILITY,
        tiers: [{ upToPrice: null, cap: 1 * EOK }],
      },
    ],
    ordinaryDemand: ORDINARY_DEMAND_2025,
  },
  {
    // NOTE: FSC 2025-10-15 「주택시장 안정화 대책」 and FAQ, effective 2025-10-16 [P]: regulated
    // 무주택/처분조건부 40, price-tier caps (≤15억 6억, ≤25억 4억, above 2억) in 규제지역 and 수도권.
    // 수도권 비규제 유주택 0 is [S]; living-stability ratios [U] (domain-rules §2).
    effectiveFrom: '2025-10-16',
    name: '10·15 주택시장 안정화 대책',
    ratios: {
      HOME_PURCHASE: {
        LIFETIME_FIRST: { REGULATED_AREA: 70, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 80 },
        ORDINARY_DEMAND: { REGULATED_AREA: 60, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        NO_HOUSE: { REGULATED_AREA: 40, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        SINGLE_HOUSE_DISPOSAL: { REGULATED_AREA: 40, NON_REGULATED_CAPITAL_AREA: 70, OTHER_AREAS: 70 },
        MORE_THAN_ONE_HOUSE: { REGULATED_AREA: 0, NON_REGULATED_CAPITAL_AREA: 0, OTHER_AREAS: 60 },
      },
      LIVING_STABILITY: {
        SINGLE_HOUSE: {
          REGULATED_AREA: 40,
          NON_REGULATED_CAPITAL_AREA: 60,
          OTHER_AREAS: 70,
          estimatedIn: ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'],
        },
        MORE_THAN_TWO_HOUSE: {
          REGULATED_AREA: 0,
          NON_REGULATED_CAPITAL_AREA: 0,
          OTHER_AREAS: 60,
          estimatedIn: ['OTHER_AREAS'],
        },
      },
    },
    caps: [
      {
        purpose: 'HOME_PURCHASE',
        regions: CAPITAL_AND_REGULATED,
        ownerships: ALL_PURCHASE,
        tiers: [
          { upToPrice: 15 * EOK, cap: 6 * EOK },
          { upToPrice: 25 * EOK, cap: 4 * EOK },
          { upToPrice: null, cap: 2 * EOK },
        ],
      },
      {
        purpose: 'LIVING_STABILITY',
        regions: CAPITAL_AND_REGULATED,
        ownerships: ALL_LIVING_STABILITY,
        tiers: [{ upToPrice: null, cap: 1 * EOK }],
      },
    ],
    ordinaryDemand: ORDINARY_DEMAND_2025,
  },
];
