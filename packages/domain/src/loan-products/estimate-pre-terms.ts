import { rentAsDeposit } from '../jeonse-safety/deposit-return-guarantee.ts';
import { depositReturnGuaranteeTerms } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import type { LoanAdviceContext } from './evaluate-loan-products.ts';
import type { IneligibilityReasonCode } from './ineligibility-reason.ts';
import { loanCatalogueFor } from './loan-catalogue.ts';
import { deriveLoanFacts, type LoanFacts } from './loan-facts.ts';
import type { Institution, LoanProductCode, LoanProductDefinition } from './loan-product.ts';
import {
  LOAN_PROFILE_FIELDS,
  type LoanProfile,
  type LoanProfileField,
  type PartialLoanProfile,
} from './loan-profile.ts';
import { fromRateMilli } from './rate-milli.ts';

/** A product as the deposit-result page and the live estimate show it (docs/api.md `SimpleProduct`). */
export type SimpleProduct = {
  readonly loanProductCode: LoanProductCode;
  readonly loanProductName: string;
  readonly possibleLoanLimit: Won;
  readonly expectedLoanRate: number;
};

/**
 * ELIGIBLE: every answer the product reads is in and it passes. PENDING: it passes for some answers
 * still missing. NOT_ELIGIBLE: the answers already given rule it out whatever comes next.
 */
export type PreTermsStatus = 'ELIGIBLE' | 'PENDING' | 'NOT_ELIGIBLE';

export type PreTermsProduct = SimpleProduct & {
  readonly institution: Institution;
  readonly status: PreTermsStatus;
  /** Unanswered fields the product's rules read: what still needs confirming. */
  readonly pendingFields: readonly LoanProfileField[];
  /** For NOT_ELIGIBLE: the rules the given answers fail. */
  readonly notEligibleReasonCodes: readonly IneligibilityReasonCode[];
};

export type PreTermsEstimate = {
  /** The largest limit still reachable (then the lower rate, then the code), or null. */
  readonly best: SimpleProduct | null;
  /** Products not ruled out by the answers so far. */
  readonly eligibleCount: number;
  readonly products: readonly PreTermsProduct[];
};

// Stand-ins for unanswered fields, chosen so that for every product some stand-in reaches its best limit
// and some its lowest rate (the simple-mode property test checks this against random households).
// Dominated values are left out: e.g. 1주택 is never better than 무주택, MARRIED never beats NEWLY_MARRIED.
const SEOUL_DISTRICT = '1168010100';
// Stryker disable next-line StringLiteral: any code outside 수도권 does, and '' also reads as 지방
const OTHER_AREA_DISTRICT = '2611010100';
const CANDIDATES: { readonly [Field in LoanProfileField]: readonly LoanProfile[Field][] } = {
  // The lowest rate band (5천만), then for every product, tier and region the smallest deposit at which
  // the limit tops out, min(deposit cap, limit cap ÷ ratio), rounded up: NHUF-06 4,500만 ÷ 70 %;
  // NHUF-05 지방 8천만 ÷ 70 %; NHUF-02 25세 미만 1.2억 ÷ 80 %; NHUF-05 1.2억 ÷ 70 %; NHUF-02 1.5억 ÷ 80 %;
  // 지방 1.6억 ÷ 80 %; 2억 ÷ 90 % (HF-04, HF-05, HF-02, HUG 1주택); 2억 ÷ 80 % (1주택 수도권); NHUF-01
  // 2.4억 ÷ 80 %; 2.5억 ÷ 80 %; HF-01 3억 ÷ 90 %; HUG 지방 3.2억 ÷ 90 % and ÷ 80 %; HUG 4억 ÷ 90 %;
  // 4억 ÷ 80 % (HF-03, HUG); SGI 5억 ÷ 80 %.
  rentalDeposit: [
    50_000_000, 65_000_000, 115_000_000, 150_000_000, 172_000_000, 188_000_000, 200_000_000, 223_000_000, 250_000_000,
    300_000_000, 312_500_000, 334_000_000, 356_000_000, 400_000_000, 445_000_000, 500_000_000, 625_000_000,
  ],
  // NHUF-06 finances up to 50만 a month, NHUF-07 up to 60만 (its rent cap); none: a 전세, which HUG's guarantee
  // takes up to its whole cap (it counts a 반전세's rent toward it, ADR 0041 #5).
  monthlyRent: [0, 500_000, 600_000],
  // Unknown cash: the person borrows the whole limit (no small-loan preference is assumed).
  cashOnHand: [0],
  age: [24, 30],
  maritalStatus: ['SINGLE', 'ENGAGED', 'NEWLY_MARRIED'],
  annualIncome: [0, 200_000_000],
  // 0 (외벌이), 1원 (맞벌이 with the least added income: the dual caps of NHUF-01), 2억 (HF-03's income-based limit).
  spouseAnnualIncome: [0, 1, 200_000_000],
  childStatus: ['NO_CHILD', 'THREE_OR_MORE_CHILDREN'],
  hasNewborn: [false, true],
  isSMEEmployee: [true],
  houseOwnershipType: ['NO_HOUSE'],
  isNetAssetOver345M: [false],
  rentHousingType: ['APARTMENT'],
  exclusiveArea: [55],
  // Stryker disable next-line ArrayDeclaration,StringLiteral: no product reads the address text fields
  buildingName: [''],
  districtCode: [SEOUL_DISTRICT, OTHER_AREA_DISTRICT],
  // Stryker disable next-line ArrayDeclaration,StringLiteral: no product reads the address text fields
  dongName: [''],
  // Stryker disable next-line ArrayDeclaration,StringLiteral: no product reads the address text fields
  jibun: [''],
  // 아니요: a landlord who stays is never worse (the 6·27 ban only refuses or adds a condition).
  ownershipTransferOnBalanceDay: ['NO'],
};

/** The deposits where a rent, counted toward a guarantee's cap, leaves the deposit exactly at the cap. */
type DepositEdges = (monthlyRent: Won) => readonly Won[];

/**
 * HUG's return guarantee (HUG-01's) counts a 반전세's rent at its 전월세전환율 toward its 7억/5억 cap: with a rent,
 * the largest deposit it takes is the cap less the rent so counted, which no fixed stand-in reaches.
 */
function convertedCapEdges(policyDate: PolicyDate): DepositEdges {
  const terms = depositReturnGuaranteeTerms('HUG', policyDate);
  const rate = terms.rentConversionRatePercent;
  const caps = [terms.depositCap.capital, terms.depositCap.other].filter((cap): cap is Won => cap !== null);
  return (monthlyRent) =>
    rate === null || monthlyRent === 0
      ? []
      : caps.map((cap) => cap - rentAsDeposit(monthlyRent, rate)).filter((deposit) => deposit > 0);
}

function isKnown<Value>(value: Value | null | undefined): value is Value {
  return value !== undefined && value !== null;
}

/**
 * The stand-ins of one unknown field, given the stand-ins already chosen. Two pairs are pruned because
 * one value dominates: with own income unknown, a spouse income adds nothing own income cannot (so 0);
 * with the number of children unknown too, a newborn goes with 3+ children and none with no child (a
 * newborn with no other child is never better than either). An unknown deposit also stands at the largest
 * deposit HUG's return guarantee takes with the rent chosen (ADR 0041 #5).
 */
function standIns(
  field: LoanProfileField,
  profile: Readonly<Record<LoanProfileField, unknown>>,
  varied: readonly LoanProfileField[],
  depositEdges: DepositEdges,
): readonly unknown[] {
  if (field === 'rentalDeposit') {
    const edges = depositEdges(profile.monthlyRent as Won);
    return edges.length === 0 ? CANDIDATES.rentalDeposit : [...CANDIDATES.rentalDeposit, ...edges];
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,BlockStatement: pruning only, the stand-ins it drops never do better
  if (field === 'spouseAnnualIncome' && (profile.maritalStatus === 'SINGLE' || varied.includes('annualIncome'))) {
    return [0];
  }
  // Stryker disable next-line ConditionalExpression: pruning only, and with 3+ children a newborn changes no product's answer
  if (field === 'hasNewborn' && varied.includes('childStatus')) return [profile.childStatus !== 'NO_CHILD'];
  return CANDIDATES[field];
}

type WorkingProfile = { -readonly [Field in keyof LoanProfile]: LoanProfile[Field] };

/** The answers given, the first stand-in elsewhere: one object of a fixed shape, varied in place. */
function startingProfile(partial: PartialLoanProfile): WorkingProfile {
  const first = <Field extends LoanProfileField>(field: Field): LoanProfile[Field] =>
    partial[field] ?? (CANDIDATES[field][0] as LoanProfile[Field]);
  return {
    rentalDeposit: first('rentalDeposit'),
    monthlyRent: first('monthlyRent'),
    cashOnHand: first('cashOnHand'),
    age: first('age'),
    maritalStatus: first('maritalStatus'),
    annualIncome: first('annualIncome'),
    spouseAnnualIncome: first('spouseAnnualIncome'),
    childStatus: first('childStatus'),
    hasNewborn: first('hasNewborn'),
    isSMEEmployee: first('isSMEEmployee'),
    houseOwnershipType: first('houseOwnershipType'),
    isNetAssetOver345M: first('isNetAssetOver345M'),
    rentHousingType: first('rentHousingType'),
    exclusiveArea: first('exclusiveArea'),
    buildingName: first('buildingName'),
    districtCode: first('districtCode'),
    dongName: first('dongName'),
    jibun: first('jibun'),
    ownershipTransferOnBalanceDay: first('ownershipTransferOnBalanceDay'),
  };
}

/** Every household the partial answers could still describe, varying the unknown fields in `vary`. */
function completions(
  partial: PartialLoanProfile,
  vary: readonly LoanProfileField[],
  depositEdges: DepositEdges,
): LoanFacts[] {
  const working = startingProfile(partial);
  const slots = working as Record<LoanProfileField, unknown>;
  const households: LoanFacts[] = [];
  const visit = (depth: number): void => {
    const field = vary[depth];
    if (field === undefined) {
      households.push(deriveLoanFacts({ ...working }));
      return;
    }
    for (const value of standIns(field, slots, vary, depositEdges)) {
      slots[field] = value;
      visit(depth + 1);
    }
  };
  visit(0);
  return households;
}

// Fields whose stand-ins depend on others come after them (see `standIns`).
// Stryker disable next-line ArrayDeclaration: LOAN_PROFILE_FIELDS already lists them before the fields whose stand-ins read them
const LEADING_FIELDS: readonly LoanProfileField[] = ['maritalStatus', 'annualIncome', 'childStatus', 'monthlyRent'];
const VARY_ORDER: readonly LoanProfileField[] = [
  ...LEADING_FIELDS,
  ...LOAN_PROFILE_FIELDS.filter((field) => !LEADING_FIELDS.includes(field)),
];

function estimateProduct(
  product: LoanProductDefinition,
  partial: PartialLoanProfile,
  unknown: ReadonlySet<LoanProfileField>,
  context: LoanAdviceContext,
  depositEdges: DepositEdges,
): PreTermsProduct {
  // A product's answer depends only on the fields it reads (a property test holds every product to its
  // `product.reads`), so only those unknown fields are varied: a handful of households, not hundreds.
  const pendingFields = product.reads.filter((field) => unknown.has(field));
  const vary = VARY_ORDER.filter((field) => pendingFields.includes(field));
  let bestLimit = -1;
  let lowestRateMilli = Number.POSITIVE_INFINITY;
  let fewestReasons: readonly IneligibilityReasonCode[] | null = null;
  for (const facts of completions(partial, vary, depositEdges)) {
    // Stryker disable next-line BooleanLiteral: explaining only adds sentences, and the estimate reads codes, limits and rates
    const assessment = product.assess(facts, context.marketRates, false);
    if (assessment.reasons.length === 0) {
      bestLimit = Math.max(bestLimit, assessment.possibleLoanLimit);
      lowestRateMilli = Math.min(lowestRateMilli, assessment.rateMilli);
    } else if (fewestReasons === null || assessment.reasons.length < fewestReasons.length) {
      fewestReasons = assessment.reasons.map((reason) => reason.code);
    }
  }
  // Stryker disable next-line EqualityOperator: an eligible product lends at least 10만원 (every product refuses a limit of 0)
  const reachable = bestLimit >= 0;
  return {
    loanProductCode: product.code,
    loanProductName: product.name,
    institution: product.institution,
    possibleLoanLimit: reachable ? bestLimit : 0,
    expectedLoanRate: reachable ? fromRateMilli(lowestRateMilli) : 0,
    status: !reachable ? 'NOT_ELIGIBLE' : pendingFields.length > 0 ? 'PENDING' : 'ELIGIBLE',
    pendingFields,
    notEligibleReasonCodes: reachable ? [] : (fewestReasons ?? []),
  };
}

/** Largest limit first, then the lower rate, then the code: one order for every list of estimates. */
export function compareSimpleProducts(a: SimpleProduct, b: SimpleProduct): number {
  return (
    b.possibleLoanLimit - a.possibleLoanLimit ||
    a.expectedLoanRate - b.expectedLoanRate ||
    (a.loanProductCode < b.loanProductCode ? -1 : a.loanProductCode > b.loanProductCode ? 1 : 0)
  );
}

/** The four fields of api.md's `SimpleProduct`. */
export function toSimpleProduct(product: PreTermsProduct): SimpleProduct {
  return {
    loanProductCode: product.loanProductCode,
    loanProductName: product.loanProductName,
    possibleLoanLimit: product.possibleLoanLimit,
    expectedLoanRate: product.expectedLoanRate,
  };
}

/**
 * The live estimate of the one-question-per-screen form (loanAdvice/pre-terms). Unanswered fields never
 * rule a product out: each product is judged at the most favourable answers still possible, and the
 * fields it still depends on are listed as pending.
 * @example
 * estimatePreTerms({ rentalDeposit: 200_000_000, age: 29 }, context)
 * // { best: { loanProductCode: 'HUG-01', … }, eligibleCount: 11, products: [...] }
 */
export function estimatePreTerms(partial: PartialLoanProfile, context: LoanAdviceContext): PreTermsEstimate {
  const unknown = new Set(LOAN_PROFILE_FIELDS.filter((field) => !isKnown(partial[field])));
  const depositEdges = convertedCapEdges(context.policyDate);
  const products = loanCatalogueFor(context.policyDate).products.map((product) =>
    estimateProduct(product, partial, unknown, context, depositEdges),
  );
  const open = products.filter((product) => product.status !== 'NOT_ELIGIBLE');
  const best = [...open].sort(compareSimpleProducts)[0];
  return { best: best === undefined ? null : toSimpleProduct(best), eligibleCount: open.length, products };
}
