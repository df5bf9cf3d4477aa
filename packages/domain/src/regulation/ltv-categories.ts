/** Values equal `loanPurposeSchema` in packages/contracts/src/enums.ts. */
export const LOAN_PURPOSES = ['HOME_PURCHASE', 'LIVING_STABILITY'] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** Values equal `regionTypeSchema` in packages/contracts/src/enums.ts. */
export const REGION_TYPES = ['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS'] as const;
export type RegionType = (typeof REGION_TYPES)[number];

/** Who buys (주택구입 목적). */
export const PURCHASE_OWNERSHIP_TYPES = [
  'LIFETIME_FIRST',
  'ORDINARY_DEMAND',
  'NO_HOUSE',
  'SINGLE_HOUSE_DISPOSAL',
  'MORE_THAN_ONE_HOUSE',
] as const;
export type PurchaseOwnershipType = (typeof PURCHASE_OWNERSHIP_TYPES)[number];

/** Who borrows against a house they own (생활안정자금 목적). */
export const LIVING_STABILITY_OWNERSHIP_TYPES = ['SINGLE_HOUSE', 'MORE_THAN_TWO_HOUSE'] as const;
export type LivingStabilityOwnershipType = (typeof LIVING_STABILITY_OWNERSHIP_TYPES)[number];

/** Values equal `ltvHouseOwnershipTypeSchema` in packages/contracts/src/enums.ts. */
export const LTV_HOUSE_OWNERSHIP_TYPES = [...PURCHASE_OWNERSHIP_TYPES, ...LIVING_STABILITY_OWNERSHIP_TYPES] as const;
export type LtvHouseOwnershipType = (typeof LTV_HOUSE_OWNERSHIP_TYPES)[number];

/** The ownership types that exist for each purpose; any other pair is an invalid request. */
export const OWNERSHIP_TYPES_BY_PURPOSE: {
  readonly HOME_PURCHASE: readonly PurchaseOwnershipType[];
  readonly LIVING_STABILITY: readonly LivingStabilityOwnershipType[];
} = {
  HOME_PURCHASE: PURCHASE_OWNERSHIP_TYPES,
  LIVING_STABILITY: LIVING_STABILITY_OWNERSHIP_TYPES,
};

/** Korean names used in the sentences a result explains itself with. */
export const LOAN_PURPOSE_LABELS: Readonly<Record<LoanPurpose, string>> = {
  HOME_PURCHASE: '주택구입',
  LIVING_STABILITY: '생활안정자금',
};
export const REGION_LABELS: Readonly<Record<RegionType, string>> = {
  REGULATED_AREA: '규제지역',
  NON_REGULATED_CAPITAL_AREA: '수도권 비규제지역',
  OTHER_AREAS: '지방',
};
export const LTV_HOUSE_OWNERSHIP_LABELS: Readonly<Record<LtvHouseOwnershipType, string>> = {
  LIFETIME_FIRST: '생애최초 구입자',
  ORDINARY_DEMAND: '서민·실수요자',
  NO_HOUSE: '무주택 세대',
  SINGLE_HOUSE_DISPOSAL: '처분조건부 1주택 세대',
  MORE_THAN_ONE_HOUSE: '유주택 세대(추가 구입)',
  SINGLE_HOUSE: '1주택 세대',
  MORE_THAN_TWO_HOUSE: '2주택 이상 세대',
};
