import { datedValue, valueOn } from './dated-value.ts';
import { addCondition, type Reasons } from './eligibility-checks.ts';
import { childCountOf } from './loan-facts.ts';
import type { LoanProfile } from './loan-profile.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { fromRateMilli, RATE_FLOOR_MILLI } from './rate-milli.ts';

// NOTE: docs/domain-rules.md §5 "Fund-product preferences (기금 공통)", 주택도시기금 버팀목 상품안내
// as of 2026-08, policy 2026-07-01 [P/S]. Thousandths of a percent.
const CHILD_PREFERENCE_MILLI = [0, 300, 500, 700] as const; // 자녀 0 / 1 / 2 / 3명 이상
const SME_YOUTH_PREFERENCE_MILLI = 300; // 청년 중소기업 재직
const UNDER_25_SINGLE_PREFERENCE_MILLI = 300; // 만 25세 미만 단독세대 청년
const UNDER_25_SINGLE_AGE = 25;
const SMALL_LOAN_PREFERENCE_MILLI = 200; // 대출금 ≤ 한도의 30 %
const ELECTRONIC_CONTRACT_PREFERENCE_MILLI = 100;
/**
 * The 부동산 거래 전자계약 preference, inside the preference cap like every 우대금리: on (true) for new applications
 * until 2026-12-31; the day it ends starts a catalogue edition and shows in "what changed since my report".
 */
export const FUND_ELECTRONIC_CONTRACT_PREFERENCE = datedValue<boolean>({
  before: {
    value: true,
    source:
      '주택도시기금 청년전용 버팀목 상품안내 (2026-09 사본) "부동산 전자계약 체결 — 0.1%p, 2026-12-31 신규 접수분까지 · 최초 대출기한 1회", 버팀목 "0.1%p, 2026-12-31 신규 접수분까지" [S]; 신혼부부전용 "0.1%p" (끝나는 날 없음: 다른 두 상품의 날을 따름) [S]; 시작일 [U]',
  },
  changes: [
    {
      from: '2027-01-01',
      value: false,
      source: '주택도시기금 버팀목·청년전용 버팀목 상품안내 (2026-09 사본) "2026-12-31 신규 접수분까지" [S]',
    },
  ],
  name: (value) => `기금 전세대출 부동산 전자계약 우대금리 연 0.1%p ${value ? '적용' : '종료'}`,
});
/** The small-loan preference holds while the loan is at most this share of the limit. */
export const SMALL_LOAN_SHARE_PERCENT = 30;
// NOTE: the fund's 버팀목 pages (as read for issue 47: "우대금리 적용 상한은 0.5%p로 하되, 기초생활수급권자·
// 차상위계층·한부모가구는 1.0%p, 다자녀가구는 0.7%p"; the same caps in copies of the pages of 2025-09 to 2026-10 [S],
// docs/research/issue-47-sources.md §3). 다자녀 is 미성년 자녀 3명 이상, as in the child preference above. The
// catalogue read "0.5 %p from 2025-03-24 without a 다자녀 exception" before (ADR 0027 #4): the page says otherwise.
const PREFERENCE_CAP_MILLI = 500;
const PREFERENCE_CAP_MULTI_CHILD_MILLI = 700;
const PREFERENCE_CAP_LOW_INCOME_OR_SINGLE_PARENT_MILLI = 1000;
const OUTSIDE_CAPITAL_DISCOUNT_MILLI = 200; // 수도권 밖 주택, outside the preference cap

/** Which 기금 preferences a household earns on a product. */
export type FundRateInput = {
  readonly baseRateMilli: number;
  /** The product grants the 자녀 우대 (all but NHUF-01 and NHUF-06). */
  readonly grantsChildPreference: boolean;
  readonly childCount: 0 | 1 | 2 | 3;
  readonly isSmeYouth: boolean;
  readonly isUnder25Single: boolean;
  readonly isSmallLoan: boolean;
  readonly isOutsideCapital: boolean;
  /** The product grants the 전자계약 preference and the application falls before its end. */
  readonly grantsElectronicContract: boolean;
  /** The lease is a 부동산 거래 전자계약; null when the form did not ask. */
  readonly isElectronicContract: boolean | null;
  /** 기초생활수급·차상위계층·한부모 가구 (the 1.0 %p cap); null when the form did not ask. */
  readonly isLowIncomeOrSingleParent: boolean | null;
};

/**
 * Whether an application on this day still earns the 전자계약 preference (new applications until 2026-12-31).
 * @example electronicContractPreferenceOn('2026-12-31') // true
 * @example electronicContractPreferenceOn('2027-01-01') // false
 */
export function electronicContractPreferenceOn(date: PolicyDate): boolean {
  return valueOn(FUND_ELECTRONIC_CONTRACT_PREFERENCE, date);
}

/**
 * Whether a loan earns the small-loan preference: more than 0 and at most 30 % of the limit.
 * @example isSmallLoan(30_000_000, 100_000_000) // true
 */
export function isSmallLoan(loanAmount: number, limit: number): boolean {
  return loanAmount > 0 && loanAmount * 100 <= limit * SMALL_LOAN_SHARE_PERCENT;
}

/**
 * The cap on the sum of preferences: 1.0 %p for a 기초생활수급·차상위·한부모 household, 0.7 %p for a 다자녀 one
 * (3+ children), else 0.5 %p.
 */
function preferenceCapMilli(input: Pick<FundRateInput, 'childCount' | 'isLowIncomeOrSingleParent'>): number {
  if (input.isLowIncomeOrSingleParent === true) return PREFERENCE_CAP_LOW_INCOME_OR_SINGLE_PARENT_MILLI;
  return input.childCount >= 3 ? PREFERENCE_CAP_MULTI_CHILD_MILLI : PREFERENCE_CAP_MILLI;
}

/**
 * A 기금 rate after preferences: base − min(Σ preferences, the household's cap) − 0.2 %p outside 수도권, never below
 * 1.0 %. In thousandths of a percent.
 * @example
 * fundRateMilli({ baseRateMilli: 2500, grantsChildPreference: true, childCount: 3, isSmeYouth: false,
 *   isUnder25Single: false, isSmallLoan: true, isOutsideCapital: true, isLowIncomeOrSingleParent: false })
 * // 2500 − min(700 + 200, 700) − 200 = 1600
 */
export function fundRateMilli(input: FundRateInput): number {
  return rateWithCap(input, preferenceCapMilli(input));
}

/** The preferences a household earns, before any cap. */
function preferencesMilli(
  input: Pick<
    FundRateInput,
    | 'grantsChildPreference'
    | 'childCount'
    | 'isSmeYouth'
    | 'isUnder25Single'
    | 'isSmallLoan'
    | 'grantsElectronicContract'
    | 'isElectronicContract'
  >,
): number {
  const children = input.grantsChildPreference ? CHILD_PREFERENCE_MILLI[input.childCount] : 0;
  const electronicContract = input.grantsElectronicContract && input.isElectronicContract === true;
  return (
    children +
    (input.isSmeYouth ? SME_YOUTH_PREFERENCE_MILLI : 0) +
    (input.isUnder25Single ? UNDER_25_SINGLE_PREFERENCE_MILLI : 0) +
    (input.isSmallLoan ? SMALL_LOAN_PREFERENCE_MILLI : 0) +
    (electronicContract ? ELECTRONIC_CONTRACT_PREFERENCE_MILLI : 0)
  );
}

function rateWithCap(input: FundRateInput, cap: number): number {
  const regional = input.isOutsideCapital ? OUTSIDE_CAPITAL_DISCOUNT_MILLI : 0;
  return Math.max(RATE_FLOOR_MILLI, input.baseRateMilli - Math.min(preferencesMilli(input), cap) - regional);
}

/** The conditions a 기금 rate carries: the higher cap not asked about, the 전자계약 preference, the child preference's term. */
export function noteFundRateConditions(reasons: Reasons, input: FundRateInput): void {
  noteLowIncomeOrSingleParentCap(reasons, input);
  noteElectronicContract(reasons, input);
  noteChildPreferenceTerm(reasons, input);
}

/**
 * Says, as a condition, the lower rate a 기초생활수급·차상위·한부모 household gets under its 1.0 %p cap, when the form
 * did not ask and the preferences it earns pass the cap it was counted with. Nothing when the rate is the same.
 * @example noteLowIncomeOrSingleParentCap(reasons, threeChildrenSmallLoanUnasked) // '… 연 1.0%p까지 … 연 1.6%예요 …'
 */
export function noteLowIncomeOrSingleParentCap(reasons: Reasons, input: FundRateInput): void {
  // Most households earn no more than their cap: nothing to say, and nothing to price twice (the split asks often).
  if (input.isLowIncomeOrSingleParent !== null || preferencesMilli(input) <= preferenceCapMilli(input)) return;
  const counted = rateWithCap(input, preferenceCapMilli(input));
  const withHigherCap = rateWithCap(input, PREFERENCE_CAP_LOW_INCOME_OR_SINGLE_PARENT_MILLI);
  if (withHigherCap === counted) return;
  addCondition(
    reasons,
    'PREFERRED_BORROWER_RATE',
    () =>
      `우대금리는 합쳐서 연 ${fromRateMilli(preferenceCapMilli(input))}%p까지라서 연 ${fromRateMilli(counted)}%로 계산했어요. 기초생활수급·차상위계층·한부모 가구는 연 ${fromRateMilli(PREFERENCE_CAP_LOW_INCOME_OR_SINGLE_PARENT_MILLI)}%p까지 받아 연 ${fromRateMilli(withHigherCap)}%예요. 은행에서 확인해 보세요.`,
  );
}

/**
 * The 전자계약 preference where it changes the rate: unasked, the lower rate it would give; counted, that it holds
 * for the first term only. Nothing when the product or the day does not grant it, or the cap or the floor eats it.
 * @example noteElectronicContract(reasons, { ...input, grantsElectronicContract: true, isElectronicContract: null })
 * // '부동산 거래 전자계약으로 계약하면 … 연 2.4%예요 …'
 */
export function noteElectronicContract(reasons: Reasons, input: FundRateInput): void {
  if (!input.grantsElectronicContract || input.isElectronicContract === false) return;
  const without = fundRateMilli({ ...input, isElectronicContract: false });
  const withIt = fundRateMilli({ ...input, isElectronicContract: true });
  if (withIt === without) return;
  const counted = input.isElectronicContract === true;
  addCondition(reasons, 'ELECTRONIC_CONTRACT_RATE', () =>
    counted
      ? `부동산 전자계약 우대 연 ${fromRateMilli(ELECTRONIC_CONTRACT_PREFERENCE_MILLI)}%p를 더해 연 ${fromRateMilli(withIt)}%로 계산했어요. 이 우대는 처음 대출기간에만 적용돼서 연장하면 연 ${fromRateMilli(without)}%부터 다시 계산해요.`
      : `부동산 거래 전자계약으로 계약하면 연 ${fromRateMilli(ELECTRONIC_CONTRACT_PREFERENCE_MILLI)}%p 우대를 받아 연 ${fromRateMilli(withIt)}%예요. 2026년 12월 31일 신청분까지, 처음 대출기간에만 적용돼요.`,
  );
}

/**
 * The child preference's term as a condition where the preference lowers the rate: the fund's pages give its
 * figures but not how long it runs (a 4-year term per child is said elsewhere, unconfirmed [U]), so an extension may
 * lose it.
 * @example noteChildPreferenceTerm(reasons, { ...input, childCount: 1 }) // '자녀 우대 연 0.3%p가 …'
 */
export function noteChildPreferenceTerm(reasons: Reasons, input: FundRateInput): void {
  if (!input.grantsChildPreference || input.childCount === 0) return;
  const withoutChildren = fundRateMilli({ ...input, childCount: 0 });
  if (fundRateMilli(input) === withoutChildren) return;
  addCondition(
    reasons,
    'CHILD_PREFERENCE_TERM',
    () =>
      `자녀 우대 연 ${fromRateMilli(CHILD_PREFERENCE_MILLI[input.childCount])}%p가 언제까지 적용되는지는 기금 상품 안내에서 확인하지 못했어요. 자녀 1명당 4년까지라는 안내도 있어서 대출을 연장할 때 빠질 수 있어요. 은행에서 확인해 보세요.`,
  );
}

/**
 * Whether asking "기초생활수급·차상위·한부모 가구인가요?" can change a 기금 rate: the most the household can earn on one
 * product (자녀, 청년 중소기업, 만 25세 미만 단독세대, the small-loan preference and, while it runs and unless the
 * person said no, the 전자계약 one, all of which 청년전용 버팀목 grants) passes the cap it has without the answer. A
 * 중소기업 worker is asked at any age (the product's age decides later), so the question is asked a little more often
 * than it matters, never less.
 * @example lowIncomeOrSingleParentCapMatters({ ...answers, childStatus: 'TWO_CHILD' }, '2027-01-04') // true: 0.5 + 0.2 > 0.5
 */
export function lowIncomeOrSingleParentCapMatters(
  answers: Pick<
    LoanProfile,
    'childStatus' | 'hasNewborn' | 'isSMEEmployee' | 'age' | 'maritalStatus' | 'isElectronicContract'
  >,
  policyDate: PolicyDate,
): boolean {
  const childCount = childCountOf(answers);
  const most = preferencesMilli({
    grantsChildPreference: true,
    childCount,
    isSmeYouth: answers.isSMEEmployee,
    isUnder25Single: answers.maritalStatus === 'SINGLE' && childCount === 0 && answers.age < UNDER_25_SINGLE_AGE,
    isSmallLoan: true,
    grantsElectronicContract: electronicContractPreferenceOn(policyDate),
    isElectronicContract: answers.isElectronicContract !== false,
  });
  return most > preferenceCapMilli({ childCount, isLowIncomeOrSingleParent: null });
}
