import { floorToUnit, type Won } from '../../money/won.ts';
import {
  checkDepositCap,
  checkHouseOwnership,
  checkIncomeBasedLimit,
  checkLoanLimitPositive,
  noteSingleHouseOwnerConditions,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { LOAN_LIMIT_UNIT, loanLimit, percentOfWholeFloor } from '../loan-limit.ts';
import type { LoanProductOn } from '../loan-product-on.ts';
import { capWithSingleHouseLimit, limitUnderSingleHouseRule } from '../single-house-capital-limit.ts';
import { marketPricedRateMilli } from '../market-priced-rate.ts';

// NOTE: docs/domain-rules.md §5 row HF-03 HF 일반전세자금보증, policy 2026-07-01: 무주택 or 1주택 (부부 합산);
// deposit 7억/5억; limit min(4억, deposit × 80 %, 부부소득 × 4.5 [S]); 1주택자 in 수도권 2억 from 2025-09-08 (single-house-capital-limit.ts; the 규제지역
// part of the rule is not modelled: the form has no 규제지역 answer, 수도권 covers them today).
const DEPOSIT_CAP = { capital: 700_000_000, other: 500_000_000 } as const;
const LIMIT_CAP: Won = 400_000_000;
const RATIO_PERCENT = 80;
const INCOME_MULTIPLE_PERCENT = 450;
// NOTE: same source: 신잔액 COFIX + ~1.6 %p, a typical bank margin [S].
const MARGIN_PERCENT = 1.6;

/** HF 일반 전세자금보증 bank loan. */
export const HF_03: LoanProductOn = (policyDate) => ({
  code: 'HF-03',
  name: 'HF 일반 전세자금보증대출',
  institution: 'HF',
  // NOTE: plausible lender set (HF 협약은행), data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'KAKAO', 'TOSS', 'IM', 'BNK'],
  features: ['1주택자도 가능', '최대 4억원', '소득에 따라 한도 결정'],
  isEstimate: false,
  reads: [
    'rentalDeposit',
    'cashOnHand',
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
    const deposit = facts.profile.rentalDeposit;
    const incomeBasedCap = percentOfWholeFloor(facts.householdIncome, INCOME_MULTIPLE_PERCENT);

    checkHouseOwnership(reasons, facts, ['NO_HOUSE', 'SINGLE_HOUSE']);
    noteSingleHouseOwnerConditions(reasons, facts, policyDate);
    checkDepositCap(reasons, facts, DEPOSIT_CAP[facts.isCapital ? 'capital' : 'other'], true);
    const cap = capWithSingleHouseLimit(facts, policyDate, LIMIT_CAP);
    const limit = limitUnderSingleHouseRule(reasons, facts, policyDate, LIMIT_CAP, (ruleCap) =>
      loanLimit({ deposit, ratioPercent: RATIO_PERCENT, cap: ruleCap, incomeBasedCap }),
    );
    checkLoanLimitPositive(reasons, facts, loanLimit({ deposit, ratioPercent: RATIO_PERCENT, cap }));
    checkIncomeBasedLimit(reasons, floorToUnit(incomeBasedCap, LOAN_LIMIT_UNIT), '4.5배');

    const rateMilli = marketPricedRateMilli(marketRates.cofixNewBalance, MARGIN_PERCENT);
    return assessmentOf(reasons, {
      possibleLoanLimit: limit,
      depositLoanLimit: limit,
      rateMilli,
    });
  },
});
