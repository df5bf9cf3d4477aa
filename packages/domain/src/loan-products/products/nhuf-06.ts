import { floorToUnit, type Won } from '../../money/won.ts';
import {
  checkAge,
  checkDepositCap,
  checkIncomeCap,
  checkLoanLimitPositive,
  checkMonthlyRent,
  checkSingleHousehold,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { checkFundCommon, FUND_BANKS, FUND_GUARANTEE_FEE_PERCENT } from '../fund-common.ts';
import { LOAN_LIMIT_UNIT, loanLimit } from '../loan-limit.ts';
import type { LoanProductDefinition } from '../loan-product.ts';
import { toRateMilli } from '../rate-milli.ts';

// NOTE: docs/domain-rules.md §5 row NHUF-06 청년전용 보증부월세, 주택도시기금 FP05020701 as of 2026-08,
// policy 2026-07-01 [P]: 만 19–34 단독세대주 with a monthly rent; income ≤ 5천만; deposit ≤ 6,500만 and
// rent ≤ 70만; 전용 ≤ 60㎡ (not the fund-wide 85㎡: corrected 2026-11-24, ADR 0013); limit = deposit part
// ≤ 4,500만 (≤ 70 %) + rent part ≤ 50만 × 24 months.
const MIN_AGE = 19;
const MAX_AGE = 34;
const INCOME_CAP: Won = 50_000_000;
const DEPOSIT_CAP: Won = 65_000_000;
const RENT_CAP: Won = 700_000;
const MAX_EXCLUSIVE_AREA = 60;
const DEPOSIT_LIMIT_CAP: Won = 45_000_000;
const DEPOSIT_RATIO_PERCENT = 70;
const RENT_FINANCED_PER_MONTH: Won = 500_000;
const RENT_FINANCED_MONTHS = 24;
// NOTE: same source [P]: deposit part 1.3 %; the rent part is 0 % up to 20만/월 and 1.0 % above. The report
// quotes the deposit part's rate; the rent part finances rent and is not a deposit cost (ADR 0005).
const DEPOSIT_RATE_PERCENT = 1.3;

/** 청년전용 보증부월세대출: a deposit loan plus 24 months of rent. */
export const NHUF_06: LoanProductDefinition = {
  code: 'NHUF-06',
  name: '청년전용 보증부월세대출',
  institution: 'NHUF',
  availableBanks: FUND_BANKS,
  features: ['청년 단독세대주 월세', '보증금 연 1.3%', '월세 최대 1,200만원 추가 대출'],
  isEstimate: false,
  reads: [
    'rentalDeposit',
    'monthlyRent',
    'cashOnHand',
    'age',
    'maritalStatus',
    'annualIncome',
    'spouseAnnualIncome',
    'childStatus',
    'hasNewborn',
    'houseOwnershipType',
    'isNetAssetOver345M',
    'exclusiveArea',
  ],
  limitBounds: {
    maxDepositRatioPercent: DEPOSIT_RATIO_PERCENT,
    maxLimit: DEPOSIT_LIMIT_CAP + RENT_FINANCED_PER_MONTH * RENT_FINANCED_MONTHS,
  },
  guaranteeFee: { kind: 'FLAT_ON_LOAN', ratePercent: FUND_GUARANTEE_FEE_PERCENT },
  assess(facts, _marketRates, explain) {
    const reasons = reasonList(explain);
    const { rentalDeposit: deposit, monthlyRent } = facts.profile;

    checkAge(reasons, facts, MIN_AGE, MAX_AGE);
    checkSingleHousehold(reasons, facts);
    checkMonthlyRent(reasons, facts, RENT_CAP, true);
    checkFundCommon(reasons, facts, MAX_EXCLUSIVE_AREA);
    checkIncomeCap(reasons, facts.householdIncome, INCOME_CAP, '연소득');
    checkDepositCap(reasons, facts, DEPOSIT_CAP, false);
    const depositLimit = loanLimit({ deposit, ratioPercent: DEPOSIT_RATIO_PERCENT, cap: DEPOSIT_LIMIT_CAP });
    checkLoanLimitPositive(reasons, facts, depositLimit);
    const rentLimit = floorToUnit(
      Math.min(monthlyRent, RENT_FINANCED_PER_MONTH) * RENT_FINANCED_MONTHS,
      LOAN_LIMIT_UNIT,
    );

    return assessmentOf(reasons, {
      possibleLoanLimit: depositLimit + rentLimit,
      depositLoanLimit: depositLimit,
      rateMilli: toRateMilli(DEPOSIT_RATE_PERCENT),
    });
  },
};
