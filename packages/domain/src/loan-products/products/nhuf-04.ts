import type { Won } from '../../money/won.ts';
import {
  checkDepositCap,
  checkIncomeCap,
  type AnnouncedIncomeCap,
  checkLoanLimitPositive,
  checkNewlywed,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { checkFundCommon, FUND_BANKS, FUND_GUARANTEE_FEE_PERCENT } from '../fund-common.ts';
import { fundRateMilli, isSmallLoan, notePreferenceCapException } from '../fund-rate.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductOn } from '../loan-product-on.ts';
import { defineRateGrid, rateFromGrid } from '../rate-grid.ts';

// NOTE: docs/domain-rules.md §5 row NHUF-04 신혼부부전용 전세자금, 주택도시기금 FP05020401 as of 2026-08,
// policy 2026-07-01 [P]: 혼인 7년 이내 or 3개월 내 결혼 예정; 부부합산 ≤ 7,500만; deposit 4억/3억;
// limit 2.5억/1.6억, ≤ 80 %.
const PLANNED_WITHIN_MONTHS = 3;
const INCOME_CAP: Won = 75_000_000;
// NOTE: a cap of 1억 for 신혼 버팀목 was announced (2024–2025, issue 29 #5) but the fund's page still states 7,500만
// (FP05020401 as read 2026-08 [P]; the same page as scraped 2025-09-08 [S]): not in force as far as read, so a
// household between the two gets the product on that stated condition, to confirm with the bank (ADR 0027).
const ANNOUNCED_INCOME_CAP: AnnouncedIncomeCap = {
  cap: 100_000_000,
  condition:
    '1억원으로 올린다는 발표가 시행됐다면 받을 수 있어요. 확인한 상품 안내(2026년 8월)에는 아직 7,500만원이라 은행에서 소득 기준을 꼭 확인해 보세요.',
};
const DEPOSIT_CAP = { capital: 400_000_000, other: 300_000_000 } as const;
const LIMIT_CAP = { capital: 250_000_000, other: 160_000_000 } as const;
const RATIO_PERCENT = 80;

// NOTE: same source [P]: income ≤2천/≤4천/≤6천/≤7.5천 × deposit ≤5천만/≤1억/≤1.5억/>1.5억.
const RATE_GRID = defineRateGrid(
  [20_000_000, 40_000_000, 60_000_000],
  [50_000_000, 100_000_000, 150_000_000],
  [
    [1.9, 2.0, 2.1, 2.2],
    [2.2, 2.3, 2.4, 2.5],
    [2.6, 2.7, 2.8, 2.9],
    [3.0, 3.1, 3.2, 3.3],
  ],
);

/** 신혼부부전용 전세자금대출. */
export const NHUF_04: LoanProductOn = (policyDate) => ({
  code: 'NHUF-04',
  name: '신혼부부전용 전세자금대출',
  institution: 'NHUF',
  availableBanks: FUND_BANKS,
  features: ['혼인 7년 이내·결혼 예정', '연 1%대부터', '자녀 수만큼 금리 우대'],
  isEstimate: false,
  reads: [
    'rentalDeposit',
    'cashOnHand',
    'maritalStatus',
    'annualIncome',
    'spouseAnnualIncome',
    'childStatus',
    'hasNewborn',
    'houseOwnershipType',
    'isNetAssetOver345M',
    'exclusiveArea',
    'districtCode',
  ],
  limitBounds: { maxDepositRatioPercent: RATIO_PERCENT, maxLimit: LIMIT_CAP.capital },
  guaranteeFee: { kind: 'FLAT_ON_LOAN', ratePercent: FUND_GUARANTEE_FEE_PERCENT },
  assess(facts, _marketRates, explain) {
    const reasons = reasonList(explain);
    const deposit = facts.profile.rentalDeposit;
    const region = facts.isCapital ? 'capital' : 'other';

    checkNewlywed(reasons, facts, PLANNED_WITHIN_MONTHS);
    checkFundCommon(reasons, facts);
    checkIncomeCap(reasons, facts.householdIncome, INCOME_CAP, '부부합산 연소득', '', ANNOUNCED_INCOME_CAP);
    checkDepositCap(reasons, facts, DEPOSIT_CAP[region], true);
    const limit = loanLimit({ deposit, ratioPercent: RATIO_PERCENT, cap: LIMIT_CAP[region] });
    checkLoanLimitPositive(reasons, facts, limit);

    const rateInput = {
      policyDate,
      baseRateMilli: rateFromGrid(RATE_GRID, facts.householdIncome, deposit),
      grantsChildPreference: true,
      childCount: facts.childCount,
      isSmeYouth: false,
      isUnder25Single: false,
      isSmallLoan: isSmallLoan(Math.min(facts.need, limit), limit),
      isOutsideCapital: !facts.isCapital,
    };
    const rateMilli = fundRateMilli(rateInput);
    notePreferenceCapException(reasons, rateInput);
    return assessmentOf(reasons, {
      possibleLoanLimit: limit,
      depositLoanLimit: limit,
      rateMilli,
    });
  },
});
