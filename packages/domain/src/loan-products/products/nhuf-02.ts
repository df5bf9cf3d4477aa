import type { Won } from '../../money/won.ts';
import {
  checkDepositCap,
  checkIncomeCap,
  checkLoanLimitPositive,
  checkYouthAgeWithMilitaryService,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { checkFundCommon, FUND_BANKS, FUND_GUARANTEE_FEE_PERCENT, FUND_MAX_EXCLUSIVE_AREA } from '../fund-common.ts';
import { fundRateMilli, isSmallLoan, notePreferenceCapException } from '../fund-rate.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductOn } from '../loan-product-on.ts';
import { defineRateGrid, rateFromGrid } from '../rate-grid.ts';

// NOTE: docs/domain-rules.md §5 row NHUF-02 청년전용 버팀목전세자금, 주택도시기금 FP05020301 as of
// 2026-08, policy 2026-07-01 [P]: 만 19–34 세대주 (예비 포함), extended by 병역 복무기간 up to 만 39세
// (not by SME employment: corrected 2026-11-24, ADR 0013); 부부합산 5천만 (2자녀 이상 6천만, 신혼 7,500만);
// deposit ≤ 3억 everywhere; limit 1.5억, ≤ 80 %; 만 25 미만 단독세대 1.2억 and 전용 ≤ 60㎡, and their
// 0.3 %p preference only there.
const MIN_AGE = 19;
const MAX_AGE = 34;
const MAX_AGE_MILITARY_SERVICE = 39;
const UNDER_25_AGE = 25;
const INCOME_CAP: Won = 50_000_000;
const INCOME_CAP_TWO_CHILDREN: Won = 60_000_000;
const INCOME_CAP_NEWLYWED: Won = 75_000_000;
const DEPOSIT_CAP: Won = 300_000_000;
const LIMIT_CAP: Won = 150_000_000;
const LIMIT_CAP_UNDER_25_SINGLE: Won = 120_000_000;
const MAX_AREA_UNDER_25_SINGLE = 60;
const RATIO_PERCENT = 80;

// NOTE: same source [P]: ≤2천 2.2, ≤4천 2.5, ≤6천 2.9, ≤7.5천 3.3 whatever the deposit.
const RATE_GRID = defineRateGrid([20_000_000, 40_000_000, 60_000_000], [], [[2.2], [2.5], [2.9], [3.3]]);

/** 청년전용 버팀목전세자금대출: young 세대주, up to 39 after military service. */
export const NHUF_02: LoanProductOn = (policyDate) => ({
  code: 'NHUF-02',
  name: '청년전용 버팀목 전세자금대출',
  institution: 'NHUF',
  availableBanks: FUND_BANKS,
  features: ['만 34세 이하 청년', '중소기업 재직 시 금리 우대', '보증금의 80%까지'],
  isEstimate: false,
  reads: [
    'rentalDeposit',
    'cashOnHand',
    'age',
    'maritalStatus',
    'annualIncome',
    'spouseAnnualIncome',
    'childStatus',
    'hasNewborn',
    'isSMEEmployee',
    'houseOwnershipType',
    'isNetAssetOver345M',
    'exclusiveArea',
    'districtCode',
  ],
  limitBounds: { maxDepositRatioPercent: RATIO_PERCENT, maxLimit: LIMIT_CAP },
  guaranteeFee: { kind: 'FLAT_ON_LOAN', ratePercent: FUND_GUARANTEE_FEE_PERCENT },
  assess(facts, _marketRates, explain) {
    const reasons = reasonList(explain);
    const { age, isSMEEmployee, rentalDeposit: deposit } = facts.profile;
    const isUnder25Single = age < UNDER_25_AGE && facts.isSingleHousehold;

    checkYouthAgeWithMilitaryService(reasons, facts, MIN_AGE, MAX_AGE, MAX_AGE_MILITARY_SERVICE);
    if (isUnder25Single) checkFundCommon(reasons, facts, MAX_AREA_UNDER_25_SINGLE, '만 25세 미만 단독세대는 ');
    else checkFundCommon(reasons, facts, FUND_MAX_EXCLUSIVE_AREA);
    checkIncomeCap(reasons, facts.householdIncome, incomeCap(facts.isNewlywed, facts.childCount), '부부합산 연소득');
    checkDepositCap(reasons, facts, DEPOSIT_CAP, false);
    const cap = isUnder25Single ? LIMIT_CAP_UNDER_25_SINGLE : LIMIT_CAP;
    const limit = loanLimit({ deposit, ratioPercent: RATIO_PERCENT, cap });
    checkLoanLimitPositive(reasons, facts, limit);

    const rateInput = {
      policyDate,
      baseRateMilli: rateFromGrid(RATE_GRID, facts.householdIncome, deposit),
      grantsChildPreference: true,
      childCount: facts.childCount,
      isSmeYouth: isSMEEmployee,
      isUnder25Single: isUnder25Single && facts.profile.exclusiveArea <= MAX_AREA_UNDER_25_SINGLE,
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

/** The highest cap the household qualifies for: 신혼 7,500만, 2자녀 이상 6천만, otherwise 5천만. */
function incomeCap(isNewlywed: boolean, childCount: number): Won {
  if (isNewlywed) return INCOME_CAP_NEWLYWED;
  return childCount >= 2 ? INCOME_CAP_TWO_CHILDREN : INCOME_CAP;
}
