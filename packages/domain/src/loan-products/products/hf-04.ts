import type { Won } from '../../money/won.ts';
import {
  checkAge,
  checkDepositCap,
  checkHouseOwnership,
  checkIncomeCap,
  checkLoanLimitPositive,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductDefinition } from '../loan-product.ts';
import { marketPricedRateMilli } from '../market-priced-rate.ts';

// NOTE: docs/domain-rules.md §5 row HF-04 HF 무주택 청년 특례, policy 2026-07-01: 만 ≤ 34 (19 is the form's
// floor), 무주택, 부부합산 ≤ 7천만; deposit 7억/5억; limit 2억, ≤ 90 %; 금융채 6M + ~1.0 %p [S].
const MIN_AGE = 19;
const MAX_AGE = 34;
const INCOME_CAP: Won = 70_000_000;
const DEPOSIT_CAP = { capital: 700_000_000, other: 500_000_000 } as const;
const LIMIT_CAP: Won = 200_000_000;
const RATIO_PERCENT = 90;
const MARGIN_PERCENT = 1.0;

/** HF 무주택 청년 특례 전세대출. */
export const HF_04: LoanProductDefinition = {
  code: 'HF-04',
  name: 'HF 무주택 청년 특례 전세대출',
  institution: 'HF',
  // NOTE: plausible lender set, data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'IM', 'BNK'],
  features: ['만 34세 이하 무주택 청년', '보증금의 90%까지', '금융채 6개월 연동'],
  isEstimate: false,
  reads: [
    'rentalDeposit',
    'cashOnHand',
    'age',
    'maritalStatus',
    'annualIncome',
    'spouseAnnualIncome',
    'houseOwnershipType',
    'districtCode',
  ],
  limitBounds: { maxDepositRatioPercent: RATIO_PERCENT, maxLimit: LIMIT_CAP },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
  assess(facts, marketRates, explain) {
    const reasons = reasonList(explain);
    checkAge(reasons, facts, MIN_AGE, MAX_AGE);
    checkHouseOwnership(reasons, facts, ['NO_HOUSE']);
    checkIncomeCap(reasons, facts.householdIncome, INCOME_CAP, '부부합산 연소득');
    checkDepositCap(reasons, facts, DEPOSIT_CAP[facts.isCapital ? 'capital' : 'other'], true);
    const limit = loanLimit({ deposit: facts.profile.rentalDeposit, ratioPercent: RATIO_PERCENT, cap: LIMIT_CAP });
    checkLoanLimitPositive(reasons, facts, limit);
    const rateMilli = marketPricedRateMilli(marketRates.financeBond6M, MARGIN_PERCENT);
    return assessmentOf(reasons, {
      possibleLoanLimit: limit,
      depositLoanLimit: limit,
      rateMilli,
    });
  },
};
