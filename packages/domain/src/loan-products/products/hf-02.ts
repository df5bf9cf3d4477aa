import type { Won } from '../../money/won.ts';
import {
  checkAge,
  checkDepositCap,
  checkHouseOwnership,
  checkIncomeCap,
  checkLoanLimitPositive,
  checkMonthlyRent,
  checkSeoul,
  assessmentOf,
  reasonList,
} from '../eligibility-checks.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductDefinition } from '../loan-product.ts';
import { marketPricedRateMilli } from '../market-priced-rate.ts';

// NOTE: 서울특별시공고 2026-1552 (청년 임차보증금 이자지원) [P], docs/domain-rules.md §5 row HF-02, policy
// 2026-07-01: a home in 서울; 만 19–39; 무주택 세대주; deposit ≤ 3억 and rent ≤ 90만; limit ≤ 2억, ≤ 90 %;
// own income ≤ 5천만 (married: 부부합산 ≤ 6천만); rate (COFIX + 1.45) − 2.0 (Seoul pays 2.0 %p), ≥ 1.0 %.
const MIN_AGE = 19;
const MAX_AGE = 39;
const DEPOSIT_CAP: Won = 300_000_000;
const RENT_CAP: Won = 900_000;
const LIMIT_CAP: Won = 200_000_000;
const RATIO_PERCENT = 90;
const OWN_INCOME_CAP: Won = 50_000_000;
const MARRIED_INCOME_CAP: Won = 60_000_000;
const BANK_MARGIN_PERCENT = 1.45;
const SEOUL_SUPPORT_PERCENT = 2.0;

/** 서울시 청년 임차보증금 이자지원 (HF 보증). */
export const HF_02: LoanProductDefinition = {
  code: 'HF-02',
  name: '서울시 청년 임차보증금 이자지원',
  institution: 'HF',
  // NOTE: plausible set of 서울시 협약은행, data not a contract.
  availableBanks: ['SHINHAN', 'HANA', 'KB', 'WOORI', 'NH', 'IM'],
  features: ['서울시가 이자 2%p 지원', '만 19~39세 청년', '최대 2억원'],
  isEstimate: false,
  reads: [
    'rentalDeposit',
    'monthlyRent',
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
    checkSeoul(reasons, facts);
    checkAge(reasons, facts, MIN_AGE, MAX_AGE);
    checkHouseOwnership(reasons, facts, ['NO_HOUSE']);
    if (facts.isMarried) checkIncomeCap(reasons, facts.householdIncome, MARRIED_INCOME_CAP, '부부합산 연소득');
    else checkIncomeCap(reasons, facts.profile.annualIncome, OWN_INCOME_CAP, '본인 연소득');
    checkDepositCap(reasons, facts, DEPOSIT_CAP, false);
    checkMonthlyRent(reasons, facts, RENT_CAP, false);
    const limit = loanLimit({ deposit: facts.profile.rentalDeposit, ratioPercent: RATIO_PERCENT, cap: LIMIT_CAP });
    checkLoanLimitPositive(reasons, facts, limit);
    const rateMilli = marketPricedRateMilli(marketRates.cofixNewBalance, BANK_MARGIN_PERCENT, SEOUL_SUPPORT_PERCENT);
    return assessmentOf(reasons, {
      possibleLoanLimit: limit,
      depositLoanLimit: limit,
      rateMilli,
    });
  },
};
