import type { Won } from '../../money/won.ts';
import {
  checkDepositCap,
  checkDepositReturnGuarantee,
  checkHouseOwnership,
  checkHousingType,
  checkLoanLimitPositive,
  noteSingleHouseOwnerConditions,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductOn } from '../loan-product-on.ts';
import { limitUnderSingleHouseRule } from '../single-house-capital-limit.ts';
import { marketPricedRateMilli } from '../market-priced-rate.ts';
import { depositReturnGuaranteeTerms } from '../../jeonse-safety/deposit-return-guarantee-terms.ts';

// NOTE: docs/domain-rules.md §5 row HUG-01 HUG 전세금안심대출보증, policy 2026-07-01: 무주택 or 1주택;
// 아파트·오피스텔·연립·다세대; deposit 7억/5억; limit min(deposit × 80 %, 4억 수도권 / 3.2억 지방);
// 90 % for 청년 (만 19–34) with 부부합산 ≤ 5천만 or 신혼 with ≤ 6천만 (read as income thresholds, ADR 0005);
// 1주택자 수도권 2억 from 2025-09-08 (single-house-capital-limit.ts). Rate 신잔액 COFIX + ~1.3 %p [S].
const DEPOSIT_CAP = { capital: 700_000_000, other: 500_000_000 } as const;
const LIMIT_CAP = { capital: 400_000_000, other: 320_000_000 } as const;
const RATIO_PERCENT = 80;
const RATIO_PERCENT_YOUTH_OR_NEWLYWED = 90;
const YOUTH_MIN_AGE = 19;
const YOUTH_MAX_AGE = 34;
const YOUTH_INCOME_CAP: Won = 50_000_000;
const NEWLYWED_INCOME_CAP: Won = 60_000_000;
const MARGIN_PERCENT = 1.3;

/** HUG 전세금안심대출: the loan comes with the deposit-return guarantee. */
export const HUG_01: LoanProductOn = (policyDate) => {
  // NOTE: the loan is sold only with HUG 전세보증금반환보증 (HUG 상품안내): the guarantee's terms of the policy
  // date (전세가율 90 %, 공시가격 140 %, since 2023-05-01) decide it when the house value is known.
  const returnGuaranteeTerms = depositReturnGuaranteeTerms('HUG', policyDate);
  return {
    code: 'HUG-01',
    name: 'HUG 전세금안심대출',
    institution: 'HUG',
    // NOTE: plausible lender set, data not a contract.
    availableBanks: ['KB', 'SHINHAN', 'HANA', 'WOORI', 'NH', 'KAKAO', 'IM', 'BNK'],
    features: ['전세금 반환 보증까지 함께', '보증금의 최대 90%', '아파트·오피스텔·빌라'],
    isEstimate: false,
    reads: [
      'rentalDeposit',
      'cashOnHand',
      'age',
      'maritalStatus',
      'annualIncome',
      'spouseAnnualIncome',
      'childStatus',
      'houseOwnershipType',
      'rentHousingType',
      'districtCode',
    ],
    limitBounds: { maxDepositRatioPercent: RATIO_PERCENT_YOUTH_OR_NEWLYWED, maxLimit: LIMIT_CAP.capital },
    guaranteeFee: { kind: 'HUG_BY_DEPOSIT' },
    assess(facts, marketRates, explain) {
      const reasons = reasonList(explain);
      const { age } = facts.profile;
      const region = facts.isCapital ? 'capital' : 'other';
      const isYouth = age >= YOUTH_MIN_AGE && age <= YOUTH_MAX_AGE && facts.householdIncome <= YOUTH_INCOME_CAP;
      const isNewlywed = facts.isNewlywed && facts.householdIncome <= NEWLYWED_INCOME_CAP;

      checkHouseOwnership(reasons, facts, ['NO_HOUSE', 'SINGLE_HOUSE']);
      noteSingleHouseOwnerConditions(reasons, facts, policyDate);
      checkHousingType(reasons, facts, ['APARTMENT', 'OFFICETEL', 'HOUSEHOLD_HOUSE']);
      checkDepositCap(reasons, facts, DEPOSIT_CAP[region], true);
      checkDepositReturnGuarantee(reasons, facts, 'HUG', returnGuaranteeTerms);
      const limit = limitUnderSingleHouseRule(reasons, facts, policyDate, LIMIT_CAP[region], (cap) =>
        loanLimit({
          deposit: facts.profile.rentalDeposit,
          ratioPercent: isYouth || isNewlywed ? RATIO_PERCENT_YOUTH_OR_NEWLYWED : RATIO_PERCENT,
          cap,
        }),
      );
      checkLoanLimitPositive(reasons, facts, limit);
      const rateMilli = marketPricedRateMilli(marketRates.cofixNewBalance, MARGIN_PERCENT);
      return assessmentOf(reasons, {
        possibleLoanLimit: limit,
        depositLoanLimit: limit,
        rateMilli,
      });
    },
  };
};
