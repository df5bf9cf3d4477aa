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
  /** Where the rule was read, with its mark ([P] / [S] / [U], ADR 0013). */
  readonly source: string;
  /** Counted by the rule's text, for a 전세대출 on a home in 수도권·규제지역. */
  readonly countedFor: readonly DsrHouseOwnership[];
  /** Counted on a condition the result states: the text does not say, and the stricter reading is kept. */
  readonly countedOnConditionFor: readonly DsrHouseOwnership[];
  /** Only loans made (or increased) on or after this day are covered; an extension without an increase is not. */
  readonly newLoansFrom: PolicyDate;
  /** A lease on the home signed with its deposit paid on or before this day keeps the earlier rule. */
  readonly leasesSignedBy: PolicyDate;
  /** 버팀목 and bank–local-government 협약 전세대출 are outside. */
  readonly excludesPolicyLoans: boolean;
};

// NOTE: before the first row, 전세자금대출 is outside 차주단위 DSR altogether (2021-10-26 가계부채 관리 강화방안:
// "excluded from DSR application as it is now"; BoK 금융안정보고서 2022-12: "Currently, Jeonse loans are not subject
// to DSR regulations") [S]. 무주택자 stay outside: fnnews 2026-02-04 reports the authorities "reviewing" it, no later
// announcement found up to 2026-11-29 [U]. 2주택 이상 is not named (guaranteed jeonse loans are closed to them);
// counted as a 1주택자 on a stated condition (ADR 0026). Who the 10·15 row covers (issue 47 #6, ADR 0041), from the
// text of 「대출수요 관리 방안 FAQ」 2025.10 (관계기관 합동) as kept word for word in a public repository
// (docs/research/issue-47-sources.md §5, R-FAQ1015) [S]:
// - §5-1 "1주택자 … 수도권·규제지역에서 전세대출이용시 적용(정책적 목적의 전세대출* 제외) * (예) 버팀목 전세대출,
//   은행↔지자체 협약 전세대출 등";
// - §5-3 "'25.10.29일부터 시행"; §5-4 "규제시행일이후 신규 취급된 전세대출부터 적용 … 계약 갱신등을 통해 전세대출
//   만기를 연장하는 경우에는 DSR 미적용 * 다만, … 대출금액을 증액하는 것은 신규대출에 해당하므로 DSR 적용";
// - §5-4 and 참고 「조치별 경과규정」: "시행일 전일(10.28일)까지 임대차계약 체결하고 계약금 납부 사실 증명시 DSR 미적용".
export const JEONSE_INTEREST_IN_DSR_RULES: readonly JeonseInterestInDsrRule[] = [
  {
    effectiveFrom: '2025-10-29',
    name: '10·15 대책 1주택자 전세대출 DSR 반영',
    source:
      '금융위원회 2025-10-15 「주택시장 안정화 대책」 긴급 가계부채 점검회의 §II.3, 「대출수요 관리 방안 FAQ」 2025.10 §5-1·5-3·5-4와 조치별 경과규정 (R-FSC1015, R-FAQ1015) [S]',
    countedFor: ['ONE_HOUSE'],
    countedOnConditionFor: ['TWO_OR_MORE_HOUSES'],
    newLoansFrom: '2025-10-29',
    leasesSignedBy: '2025-10-28',
    excludesPolicyLoans: true,
  },
];

/** Why a 전세대출's interest is or is not in the DSR. The last three count it. */
export type JeonseInterestReason =
  | 'BEFORE_RULE'
  | 'NO_HOUSE'
  | 'OUTSIDE_CAPITAL_OR_REGULATED_AREA'
  | 'POLICY_LOAN'
  | 'EXTENSION_WITHOUT_INCREASE'
  | 'LOAN_BEFORE_RULE'
  | 'LEASE_BEFORE_RULE'
  | 'ONE_HOUSE'
  | 'TWO_OR_MORE_HOUSES'
  | 'OWNERSHIP_NOT_GIVEN';

/** An answer not given (or not settled by a text) on which a counted 전세대출 counts: the other answer leaves it out. */
export type JeonseCountCondition =
  | 'OWNERSHIP_NOT_GIVEN'
  | 'TWO_OR_MORE_HOUSES'
  | 'POLICY_LOAN_NOT_GIVEN'
  | 'LOAN_DATE_NOT_GIVEN'
  | 'LEASE_DATE_NOT_GIVEN';

export type JeonseInterestTreatment = {
  readonly counted: boolean;
  readonly reason: JeonseInterestReason;
  /** Empty unless counted; each is said in the result with the DSR its other answer gives. */
  readonly conditions: readonly JeonseCountCondition[];
  readonly rule: JeonseInterestInDsrRule | null;
};

/** The facts of a 전세대출 the rule reads. */
export type JeonseLoanFacts = Pick<
  DsrLoan,
  'isMetroArea' | 'loanDate' | 'extendedWithoutIncrease' | 'leaseSignedDate' | 'isPolicyLoan'
>;

/**
 * Whether a 전세대출's interest enters the DSR on `policyDate`. The loan's `isMetroArea` is the rented home's
 * 수도권 answer: every 규제지역 of the dated table lies in 수도권, so "수도권·규제지역" is 수도권 (checked by the
 * table's test), and the owned home's place does not matter (FAQ §5-1 "보유한 주택 소재지에 관계없이"). Only loans
 * newly made (or increased) from the rule's date count; a policy loan, an extension without an increase and a loan on
 * a lease signed with its deposit paid by the day before do not. A fact not given is not guessed in the borrower's
 * favour: the loan counts, and `conditions` name each answer that would leave it out.
 * @example jeonseInterestTreatment({ isMetroArea: true }, 'NO_HOUSE', '2026-11-26') // { counted: false, reason: 'NO_HOUSE', … }
 * @example jeonseInterestTreatment({ isMetroArea: true, loanDate: '2025-10-28' }, 'ONE_HOUSE', '2026-11-26') // { counted: false, reason: 'LOAN_BEFORE_RULE', … }
 * @example jeonseInterestTreatment({ isMetroArea: true, loanDate: '2025-11-01', leaseSignedDate: '2025-10-30', isPolicyLoan: false }, 'ONE_HOUSE', '2026-11-26')
 * // { counted: true, reason: 'ONE_HOUSE', conditions: [], … }
 */
export function jeonseInterestTreatment(
  loan: JeonseLoanFacts,
  ownership: DsrHouseOwnership | undefined,
  policyDate: PolicyDate,
): JeonseInterestTreatment {
  const rule = tableInForce(JEONSE_INTEREST_IN_DSR_RULES, policyDate);
  const outside = (reason: JeonseInterestReason): JeonseInterestTreatment => ({
    counted: false,
    reason,
    conditions: [],
    rule,
  });
  if (rule === null) return outside('BEFORE_RULE');
  if (ownership === 'NO_HOUSE') return outside('NO_HOUSE');
  if (!loan.isMetroArea) return outside('OUTSIDE_CAPITAL_OR_REGULATED_AREA');
  const exemption = exemptionOf(loan, rule);
  if (exemption !== null) return outside(exemption);
  if (ownership === 'TWO_OR_MORE_HOUSES' && !rule.countedOnConditionFor.includes(ownership)) {
    return outside('TWO_OR_MORE_HOUSES');
  }

  const conditions: JeonseCountCondition[] = [];
  if (ownership === undefined) conditions.push('OWNERSHIP_NOT_GIVEN');
  if (ownership !== undefined && !rule.countedFor.includes(ownership)) conditions.push('TWO_OR_MORE_HOUSES');
  if (rule.excludesPolicyLoans && loan.isPolicyLoan === undefined) conditions.push('POLICY_LOAN_NOT_GIVEN');
  // Without the loan's date its note names the lease's date too, so the lease is a condition of its own only after.
  if (loan.loanDate === undefined) conditions.push('LOAN_DATE_NOT_GIVEN');
  else if (loan.leaseSignedDate === undefined) conditions.push('LEASE_DATE_NOT_GIVEN');
  const reason = ownership ?? 'OWNERSHIP_NOT_GIVEN';
  return { counted: true, reason, conditions, rule };
}

/** The loan's own fact that puts it outside the rule, or null. */
function exemptionOf(loan: JeonseLoanFacts, rule: JeonseInterestInDsrRule): JeonseInterestReason | null {
  if (rule.excludesPolicyLoans && loan.isPolicyLoan === true) return 'POLICY_LOAN';
  if (loan.extendedWithoutIncrease === true) return 'EXTENSION_WITHOUT_INCREASE';
  if (loan.loanDate !== undefined && loan.loanDate < rule.newLoansFrom) return 'LOAN_BEFORE_RULE';
  if (loan.leaseSignedDate !== undefined && loan.leaseSignedDate <= rule.leasesSignedBy) return 'LEASE_BEFORE_RULE';
  return null;
}

/** A question of the DSR loan form about a 전세대출, in the form's order. */
export const JEONSE_LOAN_QUESTIONS = ['isPolicyLoan', 'loanDate', 'leaseSignedDate'] as const;
export type JeonseLoanQuestion = (typeof JEONSE_LOAN_QUESTIONS)[number];

/**
 * The questions about a 전세대출 whose answer changes its DSR on `policyDate`, given the answers so far: none for
 * another loan type, outside 수도권 or before the rule; the loan's date (or "기존 대출 연장") unless it is a policy loan;
 * the lease's date only for a loan made from the rule's date. `loanDate` answers for the extension choice too.
 * @example jeonseLoanQuestions({ loanType: 'JEONSE_LOAN', isMetroArea: true }, '2026-11-26') // ['isPolicyLoan', 'loanDate']
 * @example jeonseLoanQuestions({ loanType: 'JEONSE_LOAN', isMetroArea: true, isPolicyLoan: false, loanDate: '2025-11-01' }, '2026-11-26')
 * // ['isPolicyLoan', 'loanDate', 'leaseSignedDate']
 */
export function jeonseLoanQuestions(
  loan: Pick<DsrLoan, 'loanType'> & JeonseLoanFacts,
  policyDate: PolicyDate,
): readonly JeonseLoanQuestion[] {
  const rule = tableInForce(JEONSE_INTEREST_IN_DSR_RULES, policyDate);
  if (rule === null || loan.loanType !== 'JEONSE_LOAN' || !loan.isMetroArea) return [];
  if (rule.excludesPolicyLoans && loan.isPolicyLoan === true) return ['isPolicyLoan'];
  const questions: JeonseLoanQuestion[] = rule.excludesPolicyLoans ? ['isPolicyLoan', 'loanDate'] : ['loanDate'];
  const newLoan = loan.extendedWithoutIncrease !== true && loan.loanDate !== undefined;
  if (newLoan && loan.loanDate >= rule.newLoansFrom) questions.push('leaseSignedDate');
  return questions;
}

/**
 * Whether the DSR form must ask the household's homes: only when a listed 전세대출 on a 수도권·규제지역 home could
 * count on `policyDate` by its own facts (the answer changes the figure nowhere else).
 * @example asksHouseOwnershipForDsr([{ loanType: 'JEONSE_LOAN', isMetroArea: true }], '2026-11-26') // true
 * @example asksHouseOwnershipForDsr([{ loanType: 'JEONSE_LOAN', isMetroArea: true }], '2025-10-28') // false
 * @example asksHouseOwnershipForDsr([{ loanType: 'JEONSE_LOAN', isMetroArea: true, loanDate: '2025-10-01' }], '2026-11-26') // false
 */
export function asksHouseOwnershipForDsr(
  loans: readonly (Pick<DsrLoan, 'loanType'> & JeonseLoanFacts)[],
  policyDate: PolicyDate,
): boolean {
  return loans.some(
    (loan) => loan.loanType === 'JEONSE_LOAN' && jeonseInterestTreatment(loan, 'ONE_HOUSE', policyDate).counted,
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
 * The stress add-on a bank would add to a counted 전세대출 if it treated it as a 수도권 주택담보대출 of the same rate
 * type [U: every text read counts the interest without naming a stress rate (FAQ §4-1 names 주택담보대출); so it is
 * never in the headline DSR, only in the result's note "은행이 스트레스 금리를 더하면 …" (issue 47 #7)].
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
