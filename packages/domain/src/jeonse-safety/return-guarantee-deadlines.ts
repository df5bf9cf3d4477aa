import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';
import type { Guarantor } from './deposit-return-guarantee-terms.ts';
import { addDays, addMonths, daysBetween } from '../policy/calendar-date.ts';

/** How late a new lease can still be guaranteed, counted from the lease's start (the 잔금·입주일). */
export type ReturnGuaranteeDeadline =
  { readonly kind: 'BEFORE_HALF_OF_TERM' } | { readonly kind: 'MONTHS_FROM_START'; readonly months: number };

export type ReturnGuaranteeDeadlineRule = PolicyTableRow & {
  readonly guarantor: Guarantor;
  readonly productName: string;
  readonly deadline: ReturnGuaranteeDeadline;
  /** The guarantor takes only leases at least this long. */
  readonly minimumTermMonths: number;
  /** Not confirmed at the guarantor's own page: the step says "확인이 필요해요". */
  readonly isEstimate: boolean;
  readonly source: string;
};

// NOTE: HUG 전세보증금반환보증 — a new lease (1년 이상) can be guaranteed until half of the lease term has passed
// ("전세계약기간의 1/2 경과 전"; HUG 상품안내 khug.or.kr, reported by 부동산114 in 이투데이 2019-11-30 and unchanged
// in the 2023-05-01 measure that lowered the ratio cap; checked 2026-11-26). [P/S]
// NOTE: HF 전세지킴보증 — the same half-of-term deadline is what the secondary comparisons of 2026-01 state; HF's
// own page could not be read at the source, so the row is an estimate. [U]
// NOTE: SGI 전세금보장신용보험 — a lease of 1년 이상, until 10 months after the lease starts (부동산114 in 이투데이
// 2019-11-30; SGI 상품안내 sgic.co.kr). [S]
export const RETURN_GUARANTEE_DEADLINE_RULES: readonly ReturnGuaranteeDeadlineRule[] = [
  {
    effectiveFrom: '2019-11-30',
    guarantor: 'HUG',
    productName: 'HUG 전세보증금반환보증',
    deadline: { kind: 'BEFORE_HALF_OF_TERM' },
    minimumTermMonths: 12,
    isEstimate: false,
    source: 'HUG 전세보증금반환보증 상품안내 (khug.or.kr): 전세계약기간의 1/2 경과 전, 2019-11 이후 확인 2026-11-26',
  },
  {
    effectiveFrom: '2019-11-30',
    guarantor: 'HF',
    productName: 'HF 전세지킴보증',
    deadline: { kind: 'BEFORE_HALF_OF_TERM' },
    minimumTermMonths: 12,
    isEstimate: true,
    source: 'HF 전세지킴보증 상품안내 (hf.go.kr): 전세계약기간의 1/2 경과 전 (2차 자료 2026-01-14, 공사 확인 필요)',
  },
  {
    effectiveFrom: '2019-11-30',
    guarantor: 'SGI',
    productName: 'SGI 전세금보장신용보험',
    deadline: { kind: 'MONTHS_FROM_START', months: 10 },
    minimumTermMonths: 12,
    isEstimate: true,
    source: 'SGI서울보증 전세금보장신용보험 상품안내 (sgic.co.kr): 임대차 개시 후 10개월 이내 (부동산114, 2019-11-30)',
  },
];

/**
 * Each guarantor's deadline rule in force on `policyDate` (the earliest row stands in for earlier dates).
 * @example returnGuaranteeDeadlineRules('2026-11-26').map((rule) => rule.guarantor) // ['HUG', 'HF', 'SGI']
 */
export function returnGuaranteeDeadlineRules(policyDate: PolicyDate): readonly ReturnGuaranteeDeadlineRule[] {
  const guarantors: readonly Guarantor[] = ['HUG', 'HF', 'SGI'];
  return guarantors.flatMap((guarantor) => {
    const rows = RETURN_GUARANTEE_DEADLINE_RULES.filter((rule) => rule.guarantor === guarantor);
    const row = tableInForce(rows, policyDate) ?? rows[0];
    return row ? [row] : [];
  });
}

/**
 * The last day to apply, counted from the lease's start to its end. "1/2 경과 전" is read strictly: the last day
 * is the day before half of the lease's days have passed, so a person who applies on it is inside every reading.
 * "10개월 이내" ends the day before the same date ten months on.
 * @example lastDayToApply({ kind: 'BEFORE_HALF_OF_TERM' }, '2027-03-01', '2029-03-01') // '2028-02-28'
 * @example lastDayToApply({ kind: 'MONTHS_FROM_START', months: 10 }, '2027-03-01', '2029-03-01') // '2027-12-31'
 */
export function lastDayToApply(
  deadline: ReturnGuaranteeDeadline,
  leaseStart: PolicyDate,
  leaseEnd: PolicyDate,
): PolicyDate {
  if (deadline.kind === 'MONTHS_FROM_START') return addDays(addMonths(leaseStart, deadline.months), -1);
  const halfOfTermDays = Math.floor(daysBetween(leaseStart, leaseEnd) / 2);
  return addDays(leaseStart, halfOfTermDays - 1);
}
