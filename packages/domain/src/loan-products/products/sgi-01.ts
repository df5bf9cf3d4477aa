import type { Won } from '../../money/won.ts';
import {
  checkHouseOwnership,
  checkLoanLimitPositive,
  noteSingleHouseOwnerConditions,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductOn } from '../loan-product-on.ts';
import { limitUnderSingleHouseRule } from '../single-house-capital-limit.ts';
import { marketPricedRateMilli } from '../market-priced-rate.ts';

// NOTE: docs/domain-rules.md §5 row SGI-01 SGI 서울보증 전세대출, policy 2026-07-01: 무주택 or 1주택; no
// deposit cap stated; limit min(deposit × 80 %, 5억); 1주택자 수도권 2억 from 2025-09-08 (single-house-capital-limit.ts); 신잔액 COFIX + ~1.6 %p [S].
// 보증료 ≈ 0.2 % a year of the loan [U].
const LIMIT_CAP: Won = 500_000_000;
const RATIO_PERCENT = 80;
const MARGIN_PERCENT = 1.6;
const GUARANTEE_FEE_PERCENT = 0.2;

/** SGI 서울보증 전세자금대출: the largest limit, no deposit cap. */
export const SGI_01: LoanProductOn = (policyDate) => ({
  code: 'SGI-01',
  name: 'SGI 서울보증 전세대출',
  institution: 'SGI',
  // NOTE: plausible lender set, data not a contract.
  availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'KAKAO', 'TOSS'],
  features: ['보증금 상한 없음', '최대 5억원', '1주택자도 가능'],
  isEstimate: false,
  reads: ['rentalDeposit', 'cashOnHand', 'houseOwnershipType', 'districtCode'],
  limitBounds: { maxDepositRatioPercent: RATIO_PERCENT, maxLimit: LIMIT_CAP },
  guaranteeFee: { kind: 'FLAT_ON_LOAN', ratePercent: GUARANTEE_FEE_PERCENT },
  assess(facts, marketRates, explain) {
    const reasons = reasonList(explain);
    checkHouseOwnership(reasons, facts, ['NO_HOUSE', 'SINGLE_HOUSE']);
    noteSingleHouseOwnerConditions(reasons, facts, policyDate);
    const limit = limitUnderSingleHouseRule(reasons, facts, policyDate, LIMIT_CAP, (cap) =>
      loanLimit({ deposit: facts.profile.rentalDeposit, ratioPercent: RATIO_PERCENT, cap }),
    );
    checkLoanLimitPositive(reasons, facts, limit);
    const rateMilli = marketPricedRateMilli(marketRates.cofixNewBalance, MARGIN_PERCENT);
    return assessmentOf(reasons, {
      possibleLoanLimit: limit,
      depositLoanLimit: limit,
      rateMilli,
    });
  },
});
