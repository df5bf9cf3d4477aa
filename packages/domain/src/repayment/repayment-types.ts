/**
 * 원리금균등 / 원금균등 / 만기일시. Values equal `repaymentTypeSchema` in packages/contracts/src/enums.ts.
 */
export const REPAYMENT_TYPES = ['AMORTIZING', 'EQUAL_PRINCIPAL', 'BULLET'] as const;
export type RepaymentType = (typeof REPAYMENT_TYPES)[number];

/**
 * Whether the principal is paid back in instalments (so grace months and a balloon make sense).
 * @example isInstalmentRepayment('BULLET') // false
 */
export function isInstalmentRepayment(repaymentType: RepaymentType): boolean {
  return repaymentType !== 'BULLET';
}
