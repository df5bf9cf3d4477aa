import type { Won } from '../../money/won.ts';
import {
  checkDepositCap,
  checkIncomeCap,
  checkLoanLimitPositive,
  reasonList,
  assessmentOf,
} from '../eligibility-checks.ts';
import { checkFundCommon, FUND_BANKS, FUND_GUARANTEE_FEE_PERCENT } from '../fund-common.ts';
import { fundRateMilli, isSmallLoan, notePreferenceCapException } from '../fund-rate.ts';
import { loanLimit } from '../loan-limit.ts';
import type { LoanProductOn } from '../loan-product-on.ts';
import { defineRateGrid, rateFromGrid } from '../rate-grid.ts';

// NOTE: docs/domain-rules.md §5 row NHUF-05 버팀목전세자금 (일반), 주택도시기금 FP05020101 as of 2026-08,
// policy 2026-07-01 [P/S]. 부부합산 income caps: 5천만; 2자녀 이상 6천만; 신혼 7,500만.
const INCOME_CAP: Won = 50_000_000;
const INCOME_CAP_TWO_CHILDREN: Won = 60_000_000;
const INCOME_CAP_NEWLYWED: Won = 75_000_000;

// NOTE: same source: deposit caps and limits (수도권 / 지방); 신혼·2자녀 이상 use the larger row.
const GENERAL = {
  depositCap: { capital: 300_000_000, other: 200_000_000 },
  limitCap: { capital: 120_000_000, other: 80_000_000 },
  ratioPercent: 70,
} as const;
const NEWLYWED_OR_TWO_CHILDREN = {
  depositCap: { capital: 400_000_000, other: 300_000_000 },
  limitCap: { capital: 250_000_000, other: 160_000_000 },
  ratioPercent: 80,
} as const;

// NOTE: same source [S]: income ≤2천/≤4천/≤6천/≤7.5천 × deposit ≤5천만/≤1억/>1억; 지방 −0.2 %p is the
// 기금 공통 regional discount (fund-rate.ts).
const RATE_GRID = defineRateGrid(
  [20_000_000, 40_000_000, 60_000_000],
  [50_000_000, 100_000_000],
  [
    [2.5, 2.6, 2.7],
    [2.7, 2.8, 2.9],
    [3.0, 3.1, 3.2],
    [3.3, 3.4, 3.5],
  ],
);

/** 버팀목전세자금대출 (일반): the 기금's general jeonse loan for 무주택 세대주. */
export const NHUF_05: LoanProductOn = (policyDate) => ({
  code: 'NHUF-05',
  name: '버팀목 전세자금대출',
  institution: 'NHUF',
  availableBanks: FUND_BANKS,
  features: ['정부 기금 저금리', '자녀 수만큼 금리 우대', '중도상환수수료 없음'],
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
  limitBounds: { maxDepositRatioPercent: 80, maxLimit: 250_000_000 },
  guaranteeFee: { kind: 'FLAT_ON_LOAN', ratePercent: FUND_GUARANTEE_FEE_PERCENT },
  assess(facts, _marketRates, explain) {
    const reasons = reasonList(explain);
    const deposit = facts.profile.rentalDeposit;
    const larger = facts.isNewlywed || facts.childCount >= 2;
    const terms = larger ? NEWLYWED_OR_TWO_CHILDREN : GENERAL;
    const region = facts.isCapital ? 'capital' : 'other';
    const incomeCap = facts.isNewlywed
      ? INCOME_CAP_NEWLYWED
      : facts.childCount >= 2
        ? INCOME_CAP_TWO_CHILDREN
        : INCOME_CAP;

    checkFundCommon(reasons, facts);
    checkIncomeCap(reasons, facts.householdIncome, incomeCap, '부부합산 연소득');
    checkDepositCap(reasons, facts, terms.depositCap[region], true);
    const limit = loanLimit({ deposit, ratioPercent: terms.ratioPercent, cap: terms.limitCap[region] });
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
