import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { SourcedPolicyTableRow } from '../policy/table-in-force.ts';
import type { ProductCondition } from './ineligibility-reason.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { LoanProductDefinition } from './loan-product.ts';

/** The share of a jeonse loan HUG's guarantee covers for the bank in 수도권·규제지역. */
export type HugGuaranteeShareRow = SourcedPolicyTableRow & {
  readonly capitalAreaSharePercent: number;
  /** The share before this row, for the sentence ("전에는 90%"). */
  readonly previousSharePercent: number;
};

/**
 * Sorted by `effectiveFrom`. Only the change that narrows the bank's cover below 90 % is recorded: the earlier
 * 100 → 90 % step of 2025 is not dated precisely in any text read here (ADR 0028).
 * NOTE: 6·27 가계부채 관리 강화 방안 (FSC 2025-06-27) announced 수도권·규제지역 전세대출 보증비율 90 → 80 %; HUG
 * applied it from 2025-07-21 (조선비즈 2025-07-21: "starting today, HUG will lower the jeonse loan guarantee
 * ratio for the metropolitan area and regulated regions from 90 % to 80 %") [S]. The borrower's limit stays at
 * 80 % of the deposit (ADR 0015): the share is the bank's risk, so it is a condition, not a smaller limit.
 */
export const HUG_GUARANTEE_SHARES: readonly HugGuaranteeShareRow[] = [
  {
    effectiveFrom: '2025-07-21',
    capitalAreaSharePercent: 80,
    previousSharePercent: 90,
    source: '금융위원회 6·27 가계부채 관리 강화 방안, HUG 2025-07-21 적용 (조선비즈 2025-07-21) [S]',
  },
];

/** The products whose bank loan HUG guarantees (HUG 전세금안심대출). */
export function isHugGuaranteedBankLoan(product: Pick<LoanProductDefinition, 'institution'>): boolean {
  return product.institution === 'HUG';
}

/**
 * The condition a HUG-guaranteed loan carries in 수도권·규제지역 once HUG covers less of it: a bank may screen
 * harder or lend less than the limit shown. Null elsewhere, with no row in force (`row`), and for other products.
 * @example hugGuaranteeShareCondition(HUG, seoulFacts, HUG_GUARANTEE_SHARES[0], true)?.code // 'HUG_GUARANTEE_SHARE_REDUCED'
 */
export function hugGuaranteeShareCondition(
  product: LoanProductDefinition,
  facts: LoanFacts,
  row: HugGuaranteeShareRow | null,
  explain: boolean,
): ProductCondition | null {
  if (row === null || !facts.isCapital || !isHugGuaranteedBankLoan(product)) return null;
  return {
    code: 'HUG_GUARANTEE_SHARE_REDUCED',
    message: explain
      ? `${formatPolicyDate(row.effectiveFrom)}부터 수도권·규제지역에서는 HUG가 전세대출의 ${row.capitalAreaSharePercent}%만 보증해요(전에는 ${row.previousSharePercent}%). 나머지는 은행이 떠안아서 은행 심사에 따라 한도가 이보다 적게 나올 수 있어요.`
      : '',
  };
}
