import { depositReturnGuaranteeTerms, type Guarantor } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { MarketRateRow } from '../market-rates/market-rate-row.ts';
import { floorToUnit, type Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import {
  addCondition,
  assessmentOf,
  checkAge,
  checkDepositCap,
  checkDepositDamage,
  checkDepositReturnGuarantee,
  checkExclusiveArea,
  checkHousehold,
  checkHouseOwnership,
  checkHousingType,
  checkIncomeBasedLimit,
  checkIncomeCap,
  checkLoanLimitPositive,
  checkMonthlyRent,
  checkNetAsset,
  checkNetAssetAmount,
  checkOwnedHomeValue,
  checkRentLoanLimitPositive,
  checkSeoul,
  checkSingleHousehold,
  checkYouthAgeWithExtension,
  noteSingleHouseOwnerConditions,
  reasonList,
  type Reasons,
} from './eligibility-checks.ts';
import { valueOn } from './dated-value.ts';
import { electronicContractPreferenceOn, fundRateMilli, isSmallLoan, noteFundRateConditions } from './fund-rate.ts';
import type { LoanFacts } from './loan-facts.ts';
import { LOAN_LIMIT_UNIT, loanLimit, percentOfWholeFloor } from './loan-limit.ts';
import { institutionOf, type ProductAssessment } from './loan-product.ts';
import { marketPricedRateMilli } from './market-priced-rate.ts';
import type {
  ByHousehold,
  DepositLimit,
  HouseholdTest,
  PerHousehold,
  ProductTerms,
  RateTerms,
  Regional,
  RentFinancing,
  SupportByIncome,
} from './product-terms.ts';
import { rateFromGrid } from './rate-grid.ts';
import { toRateMilli } from './rate-milli.ts';
import { noteRepaymentAbilityTests } from './repayment-ability-tests.ts';
import { capWithSingleHouseLimit, limitUnderSingleHouseRule } from './single-house-capital-limit.ts';

/**
 * Whether a household is the one a test singles out.
 * @example passesHouseholdTest({ anyOf: ['NEWLYWED', 'TWO_OR_MORE_CHILDREN'] }, facts) // true for a 신혼부부
 */
export function passesHouseholdTest(test: HouseholdTest, facts: LoanFacts): boolean {
  switch (test) {
    case 'NEWLYWED':
      return facts.isNewlywed;
    case 'MARRIED':
      return facts.isMarried;
    case 'DUAL_INCOME':
      return facts.isDualIncome;
    case 'TWO_OR_MORE_CHILDREN':
      return facts.childCount >= 2;
  }
  if ('anyOf' in test) return test.anyOf.some((each) => passesHouseholdTest(each, facts));
  if ('singleUnderAge' in test) return facts.profile.age < test.singleUnderAge && facts.isSingleHousehold;
  if ('newlywedWithIncomeUpTo' in test) return facts.isNewlywed && facts.householdIncome <= test.newlywedWithIncomeUpTo;
  const { age } = facts.profile;
  return age >= test.ageFrom && age <= test.ageTo && facts.householdIncome <= test.incomeUpTo;
}

/** Whether a figure differs by household (no figure of the terms has a `byHousehold` of its own). */
export function isByHousehold<Value>(figure: PerHousehold<Value>): figure is ByHousehold<Value> {
  return typeof figure === 'object' && figure !== null && 'byHousehold' in figure;
}

/**
 * The figure that applies to this household: the first matching case, or the figure every household gets.
 * @example forHousehold({ byHousehold: [['NEWLYWED', 75_000_000]], otherwise: 50_000_000 }, facts) // 75_000_000 for a 신혼부부
 */
export function forHousehold<Value>(figure: PerHousehold<Value>, facts: LoanFacts): Value {
  if (!isByHousehold(figure)) return figure;
  const found = figure.byHousehold.find(([test]) => passesHouseholdTest(test, facts));
  return found === undefined ? figure.otherwise : found[1];
}

/** Every figure a `PerHousehold` can take, whoever asks (the bounds of a product's limit). */
export function everyHouseholdFigure<Value>(figure: PerHousehold<Value>): Value[] {
  return isByHousehold(figure) ? [...figure.byHousehold.map(([, value]) => value), figure.otherwise] : [figure];
}

/** A regional figure for this household's region, or the figure that holds everywhere. */
export function inRegion(figure: Won | Regional<Won>, facts: LoanFacts): Won {
  return typeof figure === 'number' ? figure : figure[facts.isCapital ? 'capital' : 'other'];
}

/**
 * The rent lent: min(rent, per month) × months, floored to 10만원.
 * @example rentFinanced({ perMonth: 500_000, months: 24 }, 350_000) // 8_400_000
 */
export function rentFinanced(rent: RentFinancing, monthlyRent: Won): Won {
  return floorToUnit(Math.min(monthlyRent, rent.perMonth) * rent.months, LOAN_LIMIT_UNIT);
}

/** What the rules read on the way: the policy date and the market row. */
type TermsContext = { readonly policyDate: PolicyDate; readonly marketRates: MarketRateRow };

/**
 * One product's answer from its terms: every failed rule (in the order the lender's page reads: who, the lease,
 * then the limit), the conditions the form cannot check, the limit and the rate. With `explain` off the reasons
 * carry codes and empty messages (the live estimate runs the rules many times and shows no sentences).
 * @example assessTerms(NHUF_05, deriveLoanFacts(profile), { policyDate, marketRates }, true).rateMilli // 2300
 */
export function assessTerms(
  terms: ProductTerms,
  facts: LoanFacts,
  context: TermsContext,
  explain: boolean,
): ProductAssessment {
  const reasons = reasonList(explain);
  checkBorrowerAndLease(reasons, terms, facts, context.policyDate);
  for (const condition of terms.conditions ?? []) addCondition(reasons, condition.code, () => condition.message);
  const { possibleLoanLimit, depositLoanLimit } = limitsOf(reasons, terms, facts, context.policyDate);
  const loanAmount = Math.min(facts.need, depositLoanLimit);
  noteRepaymentAbilityTests(reasons, facts, context.policyDate, institutionOf(terms.code), loanAmount);
  return assessmentOf(reasons, {
    possibleLoanLimit,
    depositLoanLimit,
    rateMilli: rateMilliOf(reasons, terms.rate, facts, context, depositLoanLimit),
  });
}

/** Whether a 1주택자 may borrow: then the 1주택자 rules of guaranteed jeonse loans apply too. */
function allowsOneHome(terms: ProductTerms): boolean {
  return terms.borrower.homes.includes('SINGLE_HOUSE');
}

/** The guarantor whose 1주택자 limit applies: a product that lends to a 1주택자 is a guaranteed bank loan. */
function oneHomeGuarantor(terms: ProductTerms): Guarantor {
  const institution = institutionOf(terms.code);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable — the 기금 lends to 무주택 only
  if (institution === 'NHUF') throw new Error(`${terms.code}: a 기금 product lends to 무주택 only`);
  return institution;
}

function checkBorrowerAndLease(reasons: Reasons, terms: ProductTerms, facts: LoanFacts, policyDate: PolicyDate): void {
  const { borrower, lease } = terms;
  if (borrower.depositDamage !== undefined) checkDepositDamage(reasons, facts, borrower.depositDamage);
  if (borrower.region === 'SEOUL') checkSeoul(reasons, facts);
  if (borrower.household !== undefined) checkHousehold(reasons, facts, borrower.household);
  const { age } = borrower;
  if (age?.extendedUpTo !== undefined) {
    checkYouthAgeWithExtension(reasons, facts, age.min, age.max, age.extendedUpTo);
  } else if (age !== undefined) checkAge(reasons, facts, age.min, age.max);
  if (borrower.singleHousehold) checkSingleHousehold(reasons, facts);
  if (lease.monthlyRent?.required) checkMonthlyRent(reasons, facts, lease.monthlyRent.cap, true);
  checkHouseOwnership(reasons, facts, borrower.homes);
  if (allowsOneHome(terms)) {
    noteSingleHouseOwnerConditions(reasons, facts, policyDate);
    checkOwnedHomeValue(reasons, facts, policyDate, oneHomeGuarantor(terms));
  }
  if (borrower.netAssetCap !== undefined) checkNetAsset(reasons, facts, valueOn(borrower.netAssetCap, policyDate));
  if (borrower.netAssetAmountCap !== undefined) {
    checkNetAssetAmount(reasons, facts, valueOn(borrower.netAssetAmountCap, policyDate));
  }
  if (borrower.maxArea !== undefined) {
    const area = forHousehold(borrower.maxArea, facts);
    checkExclusiveArea(reasons, facts, area.squareMeters, area.who);
  }
  if (lease.housingTypes !== undefined) checkHousingType(reasons, facts, lease.housingTypes);
  if (borrower.incomeCap !== undefined) {
    const income = forHousehold(borrower.incomeCap, facts);
    const earned = income.of === 'OWN' ? facts.profile.annualIncome : facts.householdIncome;
    checkIncomeCap(reasons, earned, income.cap, income.label, income.basis, income.announced);
  }
  if (lease.depositCap !== undefined) {
    const cap = forHousehold(lease.depositCap, facts);
    checkDepositCap(reasons, facts, inRegion(cap, facts), typeof cap !== 'number');
  }
  if (lease.monthlyRent?.required === false) checkMonthlyRent(reasons, facts, lease.monthlyRent.cap, false);
  const guarantor = lease.depositReturnGuarantee;
  if (guarantor !== undefined) {
    checkDepositReturnGuarantee(reasons, facts, guarantor, depositReturnGuaranteeTerms(guarantor, policyDate));
  }
}

/**
 * How a deposit loan's limit grows for this household: min(cap, income-based cap, deposit × ratio), floored to
 * 10만원, where `ruleCap` is the product's cap after the 1주택자 수도권 rule. Null for a product that lends rent only.
 */
export function depositLimitTerms(terms: ProductTerms, facts: LoanFacts, policyDate: PolicyDate) {
  return terms.limit.kind === 'DEPOSIT' ? depositLimitOf(terms, terms.limit, facts, policyDate) : null;
}

function depositLimitOf(terms: ProductTerms, limit: DepositLimit, facts: LoanFacts, policyDate: PolicyDate) {
  const generalCap = inRegion(forHousehold(limit.cap, facts), facts);
  return {
    ratioPercent: forHousehold(limit.ratioPercent, facts),
    generalCap,
    ruleCap: allowsOneHome(terms)
      ? capWithSingleHouseLimit(facts, policyDate, oneHomeGuarantor(terms), generalCap)
      : generalCap,
    incomeBasedCap:
      limit.incomeMultiplePercent === undefined
        ? undefined
        : percentOfWholeFloor(facts.householdIncome, limit.incomeMultiplePercent),
  };
}

function limitsOf(reasons: Reasons, terms: ProductTerms, facts: LoanFacts, policyDate: PolicyDate) {
  const { limit } = terms;
  const { rentalDeposit: deposit, monthlyRent } = facts.profile;
  // A 대환 or a purchase pays none of this lease's deposit: its cap is shown, nothing of the need is covered.
  if (limit.kind === 'OTHER_PURPOSE') return { possibleLoanLimit: limit.cap, depositLoanLimit: 0 };
  if (limit.kind === 'RENT_ONLY') {
    const rentLimit = rentFinanced(limit.rent, monthlyRent);
    // No rent already failed the lease rules; a rent under 4,167원 a month floors to nothing to lend.
    if (monthlyRent > 0) checkRentLoanLimitPositive(reasons, facts, rentLimit);
    // It pays rent, never the deposit: nothing of the need is covered.
    return { possibleLoanLimit: rentLimit, depositLoanLimit: 0 };
  }
  const { ratioPercent, generalCap, ruleCap, incomeBasedCap } = depositLimitOf(terms, limit, facts, policyDate);
  const byCap = (cap: Won) => loanLimit({ deposit, ratioPercent, cap, incomeBasedCap });
  const depositLoanLimit = allowsOneHome(terms)
    ? limitUnderSingleHouseRule(reasons, facts, policyDate, oneHomeGuarantor(terms), generalCap, byCap)
    : byCap(generalCap);
  // The deposit's part and the income's part of the limit are refused with their own reasons.
  checkLoanLimitPositive(reasons, facts, loanLimit({ deposit, ratioPercent, cap: ruleCap }));
  if (incomeBasedCap !== undefined && limit.incomeMultiplePercent !== undefined) {
    const multiple = `${limit.incomeMultiplePercent / 100}배`;
    checkIncomeBasedLimit(reasons, floorToUnit(incomeBasedCap, LOAN_LIMIT_UNIT), multiple);
  }
  const rentPart = limit.rent === undefined ? 0 : rentFinanced(limit.rent, monthlyRent);
  return { possibleLoanLimit: depositLoanLimit + rentPart, depositLoanLimit };
}

/** A local government's support by income band (above the last band, the last band's) plus its per-child add. */
function supportPercent(support: number | SupportByIncome | undefined, facts: LoanFacts): number {
  if (support === undefined || typeof support === 'number') return support ?? 0;
  const band = support.byIncome.find((row) => facts.householdIncome <= row.upTo) ?? support.byIncome.at(-1);
  return (band?.percent ?? 0) + support.perChildren[facts.childCount];
}

function rateMilliOf(
  reasons: Reasons,
  rate: RateTerms,
  facts: LoanFacts,
  context: TermsContext,
  depositLoanLimit: Won,
): number {
  switch (rate.kind) {
    case 'FIXED':
      return toRateMilli(rate.percent);
    case 'MARKET':
      return marketPricedRateMilli(
        context.marketRates[rate.base],
        rate.marginPercent,
        supportPercent(rate.support, facts),
      );
    case 'FUND_GRID': {
      const { preferences } = rate;
      const under25 = preferences.under25Single;
      const input = {
        baseRateMilli: rateFromGrid(rate.grid, facts.householdIncome, facts.profile.rentalDeposit),
        grantsChildPreference: preferences.children,
        childCount: facts.childCount,
        isSmeYouth: preferences.smeYouth && facts.profile.isSMEEmployee,
        isUnder25Single:
          under25 !== undefined &&
          passesHouseholdTest({ singleUnderAge: under25.singleUnderAge }, facts) &&
          facts.profile.exclusiveArea <= under25.maxArea,
        isSmallLoan: isSmallLoan(Math.min(facts.need, depositLoanLimit), depositLoanLimit),
        isOutsideCapital: !facts.isCapital,
        isLowIncomeOrSingleParent: facts.profile.isLowIncomeOrSingleParent ?? null,
        grantsElectronicContract: preferences.electronicContract && electronicContractPreferenceOn(context.policyDate),
        isElectronicContract: facts.profile.isElectronicContract ?? null,
      };
      noteFundRateConditions(reasons, input);
      return fundRateMilli(input);
    }
  }
}
