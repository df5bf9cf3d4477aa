import type { PolicyDate } from '../policy/policy-date.ts';
import type { StressDsrStage } from '../policy/stress-dsr-stages.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';
import type { DsrLoan } from './dsr-loan.ts';
import { stressAddOnBasisPoints } from './stress-add-on.ts';

/** How many homes the borrower's household owns, as the DSR form asks it. */
export const DSR_HOUSE_OWNERSHIPS = ['NO_HOUSE', 'ONE_HOUSE', 'TWO_OR_MORE_HOUSES'] as const;
export type DsrHouseOwnership = (typeof DSR_HOUSE_OWNERSHIPS)[number];

/** A dated rule on whose 전세대출 interest enters 차주단위 DSR. */
export type JeonseInterestInDsrRule = PolicyTableRow & {
  readonly name: string;
  /** Counted by the rule's text, for a 전세대출 on a home in 수도권·규제지역. */
  readonly countedFor: readonly DsrHouseOwnership[];
  /** Counted on a condition the result states: the text does not say, and the stricter reading is kept. */
  readonly countedOnConditionFor: readonly DsrHouseOwnership[];
};

// NOTE: before the first row, 전세자금대출 is outside 차주단위 DSR altogether (2021-10-26 가계부채 관리 강화방안:
// "excluded from DSR application as it is now"; BoK 금융안정보고서 2022-12: "Currently, Jeonse loans are not subject
// to DSR regulations") [S]. 10·15 대책 (FSC 2025-10-15, effective 2025-10-29): a 1주택자's 전세대출 in 수도권·규제지역
// counts with its interest only [P: FSC release opening, fsc.go.kr/eng/pr010101/85413; the 10·15 FAQ §5 as read for
// ADR 0013] [S: 아시아경제 2025-10-15]. 무주택자 stay outside: fnnews 2026-02-04 reports the authorities "reviewing"
// applying DSR to large jeonse loans of 무주택자, the 10·15 rule being the only extension so far [S]; no later
// announcement was found up to 2026-11-26 [U]. 2주택 이상 is not named (guaranteed jeonse loans are closed to them);
// counted as a 1주택자 on a stated condition (ADR 0026).
export const JEONSE_INTEREST_IN_DSR_RULES: readonly JeonseInterestInDsrRule[] = [
  {
    effectiveFrom: '2025-10-29',
    name: '10·15 대책 1주택자 전세대출 DSR 반영',
    countedFor: ['ONE_HOUSE'],
    countedOnConditionFor: ['TWO_OR_MORE_HOUSES'],
  },
];

/** Why a 전세대출's interest is or is not in the DSR. */
export type JeonseInterestReason =
  | 'BEFORE_RULE'
  | 'NO_HOUSE'
  | 'OUTSIDE_CAPITAL_OR_REGULATED_AREA'
  | 'ONE_HOUSE'
  | 'TWO_OR_MORE_HOUSES'
  | 'OWNERSHIP_NOT_GIVEN';

export type JeonseInterestTreatment = {
  readonly counted: boolean;
  readonly reason: JeonseInterestReason;
  readonly rule: JeonseInterestInDsrRule | null;
};

/**
 * Whether a 전세대출's interest enters the DSR on `policyDate`. The loan's `isMetroArea` is the rented home's
 * 수도권 answer: every 규제지역 of the dated table lies in 수도권, so "수도권·규제지역" is 수도권 (checked by the
 * table's test). An ownership not given is not guessed in the borrower's favour: it counts, and the result says what
 * a 무주택자 would get.
 * @example jeonseInterestTreatment({ isMetroArea: true }, 'NO_HOUSE', '2026-11-26') // { counted: false, reason: 'NO_HOUSE', … }
 * @example jeonseInterestTreatment({ isMetroArea: true }, 'ONE_HOUSE', '2026-11-26') // { counted: true, reason: 'ONE_HOUSE', … }
 */
export function jeonseInterestTreatment(
  loan: Pick<DsrLoan, 'isMetroArea'>,
  ownership: DsrHouseOwnership | undefined,
  policyDate: PolicyDate,
): JeonseInterestTreatment {
  const rule = tableInForce(JEONSE_INTEREST_IN_DSR_RULES, policyDate);
  if (rule === null) return { counted: false, reason: 'BEFORE_RULE', rule };
  if (ownership === 'NO_HOUSE') return { counted: false, reason: 'NO_HOUSE', rule };
  if (!loan.isMetroArea) return { counted: false, reason: 'OUTSIDE_CAPITAL_OR_REGULATED_AREA', rule };
  if (ownership === undefined) return { counted: true, reason: 'OWNERSHIP_NOT_GIVEN', rule };
  if (rule.countedFor.includes(ownership)) return { counted: true, reason: 'ONE_HOUSE', rule };
  return { counted: rule.countedOnConditionFor.includes(ownership), reason: 'TWO_OR_MORE_HOUSES', rule };
}

/**
 * Whether the DSR form must ask the household's homes: only when a listed 전세대출 on a 수도권·규제지역 home could
 * count on `policyDate` (the answer changes the figure nowhere else).
 * @example asksHouseOwnershipForDsr([{ loanType: 'JEONSE_LOAN', isMetroArea: true }], '2026-11-26') // true
 * @example asksHouseOwnershipForDsr([{ loanType: 'JEONSE_LOAN', isMetroArea: true }], '2025-10-28') // false
 */
export function asksHouseOwnershipForDsr(
  loans: readonly Pick<DsrLoan, 'loanType' | 'isMetroArea'>[],
  policyDate: PolicyDate,
): boolean {
  return (
    jeonseRegionMattersForDsr(policyDate) && loans.some((loan) => loan.loanType === 'JEONSE_LOAN' && loan.isMetroArea)
  );
}

/**
 * Whether a 전세대출's home region changes its DSR on `policyDate` (so the loan form asks it).
 * @example jeonseRegionMattersForDsr('2025-10-29') // true
 */
export function jeonseRegionMattersForDsr(policyDate: PolicyDate): boolean {
  return tableInForce(JEONSE_INTEREST_IN_DSR_RULES, policyDate) !== null;
}

/**
 * The stress add-on of a counted 전세대출: that of a 수도권 주택담보대출 of the same rate type [U: no text read says
 * whether or which stress rate applies to the newly counted interest; the stricter reading is kept and the result
 * gives the figure without it].
 * @example jeonseStressBasisPoints({ interestRateType: 'VARIABLE' }, stageFrom20251016) // 300
 */
export function jeonseStressBasisPoints(loan: Pick<DsrLoan, 'interestRateType'>, stage: StressDsrStage | null): number {
  return stressAddOnBasisPoints(
    { loanType: 'MORTGAGE', isMetroArea: true, interestRateType: loan.interestRateType },
    stage,
    // Stryker disable next-line BooleanLiteral: only credit loan types read the flag, this is a mortgage
    false,
  );
}
