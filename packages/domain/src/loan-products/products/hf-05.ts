import type { Won } from '../../money/won.ts';
import {
  checkDepositCap,
  checkHouseOwnership,
  checkLoanLimitPositive,
  checkMinChildren,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductDefinition } from '../loan-product.ts';
import { marketPricedRateMilli } from '../market-priced-rate.ts';

// NOTE: docs/domain-rules.md §5 row HF-05 HF 다자녀 특례, policy 2026-07-01: 미성년 자녀 2명 이상, 무주택;
// deposit 7억/5억; limit 2억, ≤ 90 %. Rate COFIX + ~1.5 %p is unconfirmed [U]: estimate data.
const MIN_CHILDREN = 2;
const DEPOSIT_CAP = { capital: 700_000_000, other: 500_000_000 } as const;
const LIMIT_CAP: Won = 200_000_000;
const RATIO_PERCENT = 90;
const MARGIN_PERCENT = 1.5;

/** HF 다자녀 특례 전세대출. */
export const HF_05: LoanProductDefinition = {
  code: 'HF-05',
  name: 'HF 다자녀 특례 전세대출',
  institution: 'HF',
  // NOTE: plausible lender set, data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH'],
  features: ['미성년 자녀 2명 이상', '보증금의 90%까지', '최대 2억원'],
  isEstimate: true,
  reads: [
    'rentalDeposit',
    'cashOnHand',
    'maritalStatus',
    'annualIncome',
    'spouseAnnualIncome',
    'childStatus',
    'houseOwnershipType',
    'districtCode',
  ],
  limitBounds: { maxDepositRatioPercent: RATIO_PERCENT, maxLimit: LIMIT_CAP },
  guaranteeFee: { kind: 'HF_BY_INCOME' },
  assess(facts, marketRates, explain) {
    const reasons = reasonList(explain);
    checkMinChildren(reasons, facts, MIN_CHILDREN);
    checkHouseOwnership(reasons, facts, ['NO_HOUSE']);
    checkDepositCap(reasons, facts, DEPOSIT_CAP[facts.isCapital ? 'capital' : 'other'], true);
    const limit = loanLimit({ deposit: facts.profile.rentalDeposit, ratioPercent: RATIO_PERCENT, cap: LIMIT_CAP });
    checkLoanLimitPositive(reasons, facts, limit);
    const rateMilli = marketPricedRateMilli(marketRates.cofixNewBalance, MARGIN_PERCENT);
    return assessmentOf(reasons, {
      possibleLoanLimit: limit,
      depositLoanLimit: limit,
      rateMilli,
    });
  },
};
