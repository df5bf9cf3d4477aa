import { floorToUnit, type Won } from '../../money/won.ts';
import {
  addCondition,
  checkAge,
  checkDepositCap,
  checkIncomeCap,
  checkMonthlyRent,
  checkRentLoanLimitPositive,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { checkFundCommon, FUND_BANKS, FUND_GUARANTEE_FEE_PERCENT } from '../fund-common.ts';
import { LOAN_LIMIT_UNIT } from '../loan-limit.ts';
import type { LoanProductDefinition } from '../loan-product.ts';
import { toRateMilli } from '../rate-milli.ts';

// NOTE: 주택도시기금 「주거안정 월세대출」 (nhuf.molit.go.kr 개인상품 > 월세, as remembered and as reported by
// the fund's bank partners; the page itself was not reachable from here) [S], added 2026-11-24 (issue 13,
// ADR 0013): 무주택 세대주 (만 19세 이상), 부부합산 연소득 ≤ 5천만, 순자산 ≤ 3.45억; 임차보증금 ≤ 1억 and
// 월세 ≤ 60만, 전용 ≤ 85㎡; it lends the rent, not the deposit: up to 60만 a month for 24 months (1,440만).
// Rate 일반형 1.5 %; 우대형 (취업준비생, 사회초년생, 근로·자녀장려금 수급자, 희망키움통장) 1.0 %, which the
// form cannot tell, so it is a condition.
const MIN_AGE = 19;
const MAX_AGE = 150;
const INCOME_CAP: Won = 50_000_000;
const DEPOSIT_CAP: Won = 100_000_000;
const RENT_CAP: Won = 600_000;
const RENT_FINANCED_PER_MONTH: Won = 600_000;
const RENT_FINANCED_MONTHS = 24;
const GENERAL_RATE_PERCENT = 1.5;
const PREFERRED_RATE_PERCENT = 1.0;

/** 주거안정 월세대출: the monthly-rent loan for renters the youth product does not cover. */
export const NHUF_07: LoanProductDefinition = {
  code: 'NHUF-07',
  name: '주거안정 월세대출',
  institution: 'NHUF',
  availableBanks: FUND_BANKS,
  features: ['월세를 매달 빌려줘요', '월 60만원까지 2년', '연 1.0~1.5%'],
  isEstimate: true,
  reads: [
    'rentalDeposit',
    'monthlyRent',
    'cashOnHand',
    'age',
    'maritalStatus',
    'annualIncome',
    'spouseAnnualIncome',
    'houseOwnershipType',
    'isNetAssetOver345M',
    'exclusiveArea',
  ],
  limitBounds: { maxDepositRatioPercent: 0, maxLimit: RENT_FINANCED_PER_MONTH * RENT_FINANCED_MONTHS },
  guaranteeFee: { kind: 'FLAT_ON_LOAN', ratePercent: FUND_GUARANTEE_FEE_PERCENT },
  assess(facts, _marketRates, explain) {
    const reasons = reasonList(explain);
    const { monthlyRent } = facts.profile;

    checkAge(reasons, facts, MIN_AGE, MAX_AGE);
    checkMonthlyRent(reasons, facts, RENT_CAP, true);
    checkFundCommon(reasons, facts);
    checkIncomeCap(reasons, facts.householdIncome, INCOME_CAP, '부부합산 연소득');
    checkDepositCap(reasons, facts, DEPOSIT_CAP, false);
    addCondition(
      reasons,
      'PREFERRED_BORROWER_RATE',
      () =>
        `금리는 일반형 연 ${GENERAL_RATE_PERCENT.toFixed(1)}%예요. 취업준비생, 취업 5년 이내 사회초년생(만 35세 이하), 근로·자녀장려금 수급자, 희망키움통장 가입자라면 우대형 연 ${PREFERRED_RATE_PERCENT.toFixed(1)}%예요.`,
    );
    const rentLimit = floorToUnit(
      Math.min(monthlyRent, RENT_FINANCED_PER_MONTH) * RENT_FINANCED_MONTHS,
      LOAN_LIMIT_UNIT,
    );
    // No rent already failed above; a rent under 4,167원 a month floors to nothing to lend.
    if (monthlyRent > 0) checkRentLoanLimitPositive(reasons, facts, rentLimit);

    return assessmentOf(reasons, {
      possibleLoanLimit: rentLimit,
      // It pays rent, never the deposit: nothing of the need is covered.
      depositLoanLimit: 0,
      rateMilli: toRateMilli(GENERAL_RATE_PERCENT),
    });
  },
};
