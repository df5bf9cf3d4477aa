import type { Won } from '../../money/won.ts';
import {
  checkDepositCap,
  checkHouseOwnership,
  checkIncomeCap,
  checkLoanLimitPositive,
  checkNewlywed,
  checkSeoul,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductDefinition } from '../loan-product.ts';
import { marketPricedRateMilli } from '../market-priced-rate.ts';

// NOTE: docs/domain-rules.md §5 row HF-01 서울시 신혼부부 임차보증금 이자지원, policy 2026-07-01: a home in 서울;
// 혼인 7년 이내 or 결혼 6개월 내 예정; 부부 무주택; deposit ≤ 7억; limit ≤ 3억, ≤ 90 %; rate = bank rate −
// support (≤ 3.0 %p by income band, + per child), borrower ≥ 1.0 % [P for the frame].
const PLANNED_WITHIN_MONTHS = 6;
const DEPOSIT_CAP: Won = 700_000_000;
const LIMIT_CAP: Won = 300_000_000;
const RATIO_PERCENT = 90;

// NOTE: [U] not confirmed by an official text yet: estimate data, the report says 추정. The bank rate is
// taken as HF-02's (신잔액 COFIX + 1.45 %p); 부부합산 income cap 1.3억; support by income band
// ≤4천만 3.0 / ≤6천만 2.5 / ≤8천만 2.0 / ≤1억 1.5 / ≤1.3억 1.0 %p; per-child add 1명 0.2 / 2명 0.5 /
// 3명 이상 1.0 %p.
const BANK_MARGIN_PERCENT = 1.45;
const INCOME_CAP: Won = 130_000_000;
const SUPPORT_BANDS: readonly { readonly upTo: Won; readonly supportPercent: number }[] = [
  { upTo: 40_000_000, supportPercent: 3.0 },
  { upTo: 60_000_000, supportPercent: 2.5 },
  { upTo: 80_000_000, supportPercent: 2.0 },
  { upTo: 100_000_000, supportPercent: 1.5 },
  { upTo: INCOME_CAP, supportPercent: 1.0 },
];
const CHILD_SUPPORT_PERCENT = [0, 0.2, 0.5, 1.0] as const;

function supportPercent(householdIncome: Won, childCount: 0 | 1 | 2 | 3): number {
  const band = SUPPORT_BANDS.find((row) => householdIncome <= row.upTo);
  // Above the cap the household is ineligible; the rate shown is the one it would have at the cap's band.
  const base = band?.supportPercent ?? SUPPORT_BANDS.at(-1)?.supportPercent ?? 0;
  return base + CHILD_SUPPORT_PERCENT[childCount];
}

/** 서울시 신혼부부 임차보증금 이자지원 (HF 보증). */
export const HF_01: LoanProductDefinition = {
  code: 'HF-01',
  name: '서울시 신혼부부 임차보증금 이자지원',
  institution: 'HF',
  // NOTE: plausible set of 서울시 협약은행, data not a contract.
  availableBanks: ['SHINHAN', 'HANA', 'KB', 'WOORI', 'NH'],
  features: ['서울시가 이자 최대 3%p 지원', '혼인 7년 이내·결혼 예정', '최대 3억원'],
  isEstimate: true,
  reads: [
    'rentalDeposit',
    'cashOnHand',
    'maritalStatus',
    'annualIncome',
    'spouseAnnualIncome',
    'childStatus',
    'hasNewborn',
    'houseOwnershipType',
    'districtCode',
  ],
  limitBounds: { maxDepositRatioPercent: RATIO_PERCENT, maxLimit: LIMIT_CAP },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
  assess(facts, marketRates, explain) {
    const reasons = reasonList(explain);
    checkSeoul(reasons, facts);
    checkNewlywed(reasons, facts, PLANNED_WITHIN_MONTHS);
    checkHouseOwnership(reasons, facts, ['NO_HOUSE']);
    checkIncomeCap(reasons, facts.householdIncome, INCOME_CAP, '부부합산 연소득');
    checkDepositCap(reasons, facts, DEPOSIT_CAP, false);
    const limit = loanLimit({ deposit: facts.profile.rentalDeposit, ratioPercent: RATIO_PERCENT, cap: LIMIT_CAP });
    checkLoanLimitPositive(reasons, facts, limit);
    const support = supportPercent(facts.householdIncome, facts.childCount);
    const rateMilli = marketPricedRateMilli(marketRates.cofixNewBalance, BANK_MARGIN_PERCENT, support);
    return assessmentOf(reasons, {
      possibleLoanLimit: limit,
      depositLoanLimit: limit,
      rateMilli,
    });
  },
};
