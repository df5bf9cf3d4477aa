/**
 * How a loan's rate may move (변동형 / 혼합형 / 주기형). It decides the share of the stress add-on.
 * Values equal `interestRateTypeSchema` in packages/contracts/src/enums.ts.
 */
export const INTEREST_RATE_TYPES = ['VARIABLE', 'MIXED', 'PERIODIC'] as const;
export type InterestRateType = (typeof INTEREST_RATE_TYPES)[number];
