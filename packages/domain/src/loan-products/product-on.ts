import type { PolicyDate } from '../policy/policy-date.ts';
import { assessTerms, everyHouseholdFigure, isByHousehold } from './assess-terms.ts';
import { institutionOf, type LoanProductDefinition } from './loan-product.ts';
import { productBreakpoints } from './product-breakpoints.ts';
import { nationalMeasuresOn, withMeasureReads, withNationalMeasures } from './national-measures.ts';
import {
  DEPOSIT_DAMAGE_FIELDS,
  LOAN_PROFILE_FIELDS,
  type DepositDamageField,
  type LoanProfileField,
} from './loan-profile.ts';
import type { HouseholdTest, PerHousehold, ProductTerms, Regional } from './product-terms.ts';
import type { Won } from '../money/won.ts';

/**
 * A product as the catalogue offers it on a policy date: its terms, what they read of the form, the bounds of its
 * limit, and the one interpreter bound to that date with the national measures in force then (an edition's dated
 * figures hold throughout the edition).
 * @example productOn(NHUF_05, '2026-07-01').limitBounds // { maxDepositRatioPercent: 80, maxLimit: 250_000_000 }
 */
export function productOn(terms: ProductTerms, policyDate: PolicyDate): LoanProductDefinition {
  const measures = nationalMeasuresOn(policyDate);
  const limitBounds = limitBoundsOf(terms);
  const institution = institutionOf(terms.code);
  const product: LoanProductDefinition = {
    code: terms.code,
    name: terms.name,
    institution,
    availableBanks: terms.availableBanks,
    features: terms.features,
    isEstimate: terms.isEstimate === true,
    reads: withMeasureReads({ institution, limitBounds }, fieldsReadBy(terms)),
    depositDamageReads: depositDamageFieldsReadBy(terms),
    ...(terms.limit.kind === 'OTHER_PURPOSE' ? { otherPurpose: terms.limit.purpose } : {}),
    limitBounds,
    guaranteeFee: terms.guaranteeFee,
    assess: (facts, marketRates, explain) =>
      withNationalMeasures(
        assessTerms(terms, facts, { policyDate, marketRates }, explain),
        product,
        facts,
        measures,
        explain,
      ),
    breakpoints: (facts) => productBreakpoints(terms, facts, policyDate),
  };
  return product;
}

function testsOf(figure: PerHousehold<unknown> | undefined): HouseholdTest[] {
  if (figure === undefined || !isByHousehold(figure)) return [];
  const flatten = (test: HouseholdTest): HouseholdTest[] =>
    typeof test === 'object' && 'anyOf' in test ? test.anyOf.flatMap(flatten) : [test];
  return figure.byHousehold.flatMap(([test]) => flatten(test));
}

const maxOf = (values: readonly number[]) => Math.max(0, ...values);
const everyRegion = (figure: Won | Regional<Won>): Won[] =>
  typeof figure === 'number' ? [figure] : [figure.capital, figure.other];

/** The upper bounds of a product's limit whoever borrows: deposit × the largest ratio, the largest cap. */
function limitBoundsOf(terms: ProductTerms): LoanProductDefinition['limitBounds'] {
  const { limit } = terms;
  if (limit.kind === 'OTHER_PURPOSE') return { maxDepositRatioPercent: 0, maxLimit: limit.cap };
  const rentPart = limit.rent === undefined ? 0 : limit.rent.perMonth * limit.rent.months;
  if (limit.kind === 'RENT_ONLY') return { maxDepositRatioPercent: 0, maxLimit: rentPart };
  return {
    maxDepositRatioPercent: maxOf(everyHouseholdFigure(limit.ratioPercent)),
    maxLimit: maxOf(everyHouseholdFigure(limit.cap).flatMap(everyRegion)) + rentPart,
  };
}

/**
 * The form fields a product's answer can change with, read off its terms: what a rule, a figure per household,
 * the rate or the fee reads (the pre-terms estimate varies only these).
 */
function fieldsReadBy(terms: ProductTerms): readonly LoanProfileField[] {
  const { borrower, lease, limit, rate, guaranteeFee } = terms;
  const limitFigures = limit.kind === 'DEPOSIT' ? [limit.ratioPercent, limit.cap] : [];
  const tests = [borrower.maxArea, borrower.incomeCap, lease.depositCap, ...limitFigures].flatMap(testsOf);
  const fundPreferences = rate.kind === 'FUND_GRID' ? rate.preferences : undefined;
  const support = rate.kind === 'MARKET' && typeof rate.support === 'object' ? rate.support : undefined;
  const singleTest = tests.some((test) => typeof test === 'object' && 'singleUnderAge' in test);
  const household = borrower.household;
  // A rule that counts any child (one or none) reads the newborn too: a newborn is a first child.
  const countsFirstChild =
    borrower.singleHousehold === true ||
    singleTest ||
    fundPreferences?.children === true ||
    (support !== undefined && support.perChildren[1] !== support.perChildren[0]) ||
    (household?.kind === 'CHILDREN' && household.atLeast <= 1);
  const countsChildren =
    countsFirstChild ||
    household?.kind === 'CHILDREN' ||
    tests.includes('TWO_OR_MORE_CHILDREN') ||
    guaranteeFee.kind === 'HUG_BY_DEPOSIT';
  const regional = [lease.depositCap, ...(limit.kind === 'DEPOSIT' ? [limit.cap] : [])]
    .flatMap((figure) => (figure === undefined ? [] : everyHouseholdFigure(figure)))
    .some((figure) => typeof figure !== 'number');
  const readsHousehold =
    borrower.incomeCap !== undefined ||
    household?.kind === 'NEWLYWED' ||
    tests.length > 0 ||
    countsChildren ||
    rate.kind === 'FUND_GRID' ||
    support !== undefined ||
    guaranteeFee.kind !== 'FLAT_ON_LOAN';
  const reads: Readonly<Record<LoanProfileField, boolean>> = {
    rentalDeposit: true,
    // A deposit-return guarantee (HUG) counts a 반전세's rent toward its deposit cap (ADR 0041 #5).
    monthlyRent:
      lease.monthlyRent !== undefined ||
      (limit.kind !== 'OTHER_PURPOSE' && limit.rent !== undefined) ||
      lease.depositReturnGuarantee !== undefined,
    cashOnHand: true,
    age:
      borrower.age !== undefined || singleTest || tests.some((test) => typeof test === 'object' && 'ageFrom' in test),
    maritalStatus: readsHousehold,
    annualIncome: readsHousehold,
    spouseAnnualIncome: readsHousehold,
    childStatus: countsChildren,
    hasNewborn: countsFirstChild || household?.kind === 'NEWBORN',
    isSMEEmployee: fundPreferences?.smeYouth === true,
    houseOwnershipType: true,
    isNetAssetOver345M: borrower.netAssetCap !== undefined,
    rentHousingType: lease.housingTypes !== undefined || guaranteeFee.kind === 'HUG_BY_DEPOSIT',
    exclusiveArea: borrower.maxArea !== undefined || fundPreferences?.under25Single !== undefined,
    buildingName: false,
    districtCode:
      borrower.region !== undefined || regional || rate.kind === 'FUND_GRID' || borrower.homes.includes('SINGLE_HOUSE'),
    dongName: false,
    jibun: false,
    ownershipTransferOnBalanceDay: false,
  };
  return LOAN_PROFILE_FIELDS.filter((field) => reads[field]);
}

/**
 * The deposit-damage fields a product reads (issue 49 #4): what the form asks a renter who reported a lost deposit.
 * @example depositDamageFieldsReadBy(NHUF_09) // ['damagedLeaseDeposit', 'lostDepositAmount', 'hasLeaseholdRegistration', 'netAssets']
 */
export function depositDamageFieldsReadBy(terms: ProductTerms): readonly DepositDamageField[] {
  const damage = terms.borrower.depositDamage;
  if (damage === undefined) return [];
  const reads: Readonly<Record<DepositDamageField, boolean>> = {
    damagedLeaseDeposit: true,
    lostDepositAmount: damage.minLostPercent !== undefined,
    hasLeaseholdRegistration: damage.leaseholdRegistration === true,
    isDecidedFraudVictim: damage.decidedFraudVictim === true,
    netAssets: terms.borrower.netAssetAmountCap !== undefined,
  };
  return DEPOSIT_DAMAGE_FIELDS.filter((field) => reads[field]);
}
