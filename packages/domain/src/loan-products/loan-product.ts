import type { MarketRateRow } from '../market-rates/market-rate-row.ts';
import type { Won } from '../money/won.ts';
import type { IneligibilityReason, ProductCondition } from './ineligibility-reason.ts';
import type { LoanFacts } from './loan-facts.ts';
import type { DepositDamageField, LoanProfileField } from './loan-profile.ts';
import type { GuaranteeFeePolicy } from './guarantee-fee.ts';

/**
 * The products 집사 offers (docs/domain-rules.md §5). NHUF-03 (중소기업취업청년 전월세보증금대출)
 * stopped taking new loans in 2025: its code stays reserved in {@link RESERVED_LOAN_PRODUCT_CODES}.
 */
export const LOAN_PRODUCT_CODES = [
  'NHUF-05',
  'NHUF-02',
  'NHUF-04',
  'NHUF-01',
  'NHUF-06',
  'NHUF-07',
  'HF-03',
  'HF-04',
  'HF-05',
  'HUG-01',
  'SGI-01',
  'HF-02',
  'HF-01',
  // The fund's products for a renter whose deposit was lost (issue 49 #4, ADR 0044): listed only when reported.
  'NHUF-08',
  'NHUF-09',
  'NHUF-10',
  'NHUF-11',
] as const;
export type LoanProductCode = (typeof LOAN_PRODUCT_CODES)[number];

/** Codes that must never be reused for another product. */
export const RESERVED_LOAN_PRODUCT_CODES = ['NHUF-03'] as const;

/** The code prefix picks the institution icon (docs/product-spec.md §3). */
export const INSTITUTIONS = ['NHUF', 'HF', 'HUG', 'SGI'] as const;
export type Institution = (typeof INSTITUTIONS)[number];

/**
 * The institution a product code names.
 * @example institutionOf('NHUF-05') // 'NHUF'
 */
export function institutionOf(code: LoanProductCode): Institution {
  const institution = INSTITUTIONS.find((prefix) => code.startsWith(`${prefix}-`));
  // Stryker disable next-line StringLiteral: unreachable — every code starts with an institution.
  if (institution === undefined) throw new Error(`no institution for ${code}`);
  return institution;
}

/** Banks of the icon set (docs/product-spec.md §3); equal to contracts' `bankSchema`. */
export const BANKS = ['HANA', 'SHINHAN', 'KB', 'WOORI', 'KAKAO', 'NH', 'TOSS', 'IM', 'BNK'] as const;
export type Bank = (typeof BANKS)[number];

/** One product's answer for one household before the advice picks a loan amount. */
export type ProductAssessment = {
  /** Every failed rule; empty when the household is eligible. */
  readonly reasons: readonly IneligibilityReason[];
  /** What the form cannot check and the answer depends on; the product stays eligible. */
  readonly conditions: readonly ProductCondition[];
  /**
   * What could be borrowed in total (NHUF-06: deposit part + monthly-rent part; NHUF-07: rent only), floored
   * to 10만원.
   */
  readonly possibleLoanLimit: Won;
  /** The part of the limit that pays the deposit. */
  readonly depositLoanLimit: Won;
  /** The expected rate in thousandths of a percent (2350 = 2.35 %), floor already applied. */
  readonly rateMilli: number;
};

/** A product of the catalogue on a policy date: what is read off its terms (`productOn`). */
export type LoanProductDefinition = {
  readonly code: LoanProductCode;
  readonly name: string;
  readonly institution: Institution;
  /** NOTE: plausible lender sets, not a contract with any bank: data to update, not a rule. */
  readonly availableBanks: readonly Bank[];
  readonly features: readonly [string, string, string];
  readonly guaranteeFee: GuaranteeFeePolicy;
  /** Some figure rests on an unconfirmed rule [U]: the screen says "추정". */
  readonly isEstimate: boolean;
  /** The form fields the product's rules, limit, rate and fee read (the rest never changes them). */
  readonly reads: readonly LoanProfileField[];
  /** The deposit-damage fields it reads (empty but for the deposit-damage products, ADR 0044). */
  readonly depositDamageReads: readonly DepositDamageField[];
  /** A 대환 or a purchase loan: listed with its reasons and cap, never ranked against this lease's loans. */
  readonly otherPurpose?: 'REFINANCE' | 'PURCHASE';
  /** Upper bounds of its limit: the deposit part never exceeds deposit × ratio, the total never the cap. */
  readonly limitBounds: { readonly maxDepositRatioPercent: number; readonly maxLimit: Won };
  /**
   * Checks every rule and prices the loan: the one interpreter, `assessTerms`, bound to the edition's date, with the
   * national measures of that date on top (ADR 0028). With
   * `explain` off the reasons carry codes and empty messages (the live estimate runs the rules many times).
   */
  readonly assess: (facts: LoanFacts, marketRates: MarketRateRow, explain: boolean) => ProductAssessment;
  /** Where along the deposit its answer for a household can change, read off its terms (`productBreakpoints`). */
  readonly breakpoints: (facts: LoanFacts) => ProductBreakpoints | null;
};

/**
 * Where, along the deposit, one product's loan for one household can change: payable or not, its rate, its fee's
 * band. Between two of these deposits (with the rent held within two of `rentSteps`) the loan is the need (deposit −
 * cash) at one rate, or no loan at all, so its cost is linear in the deposit.
 */
export type ProductBreakpoints = {
  /** Deposits where a stretch begins: the answer there may differ from the won before. */
  readonly depositStarts: readonly Won[];
  /** Rents where it may differ from a rent one won lower (a rent cap, a lease that must have a rent). */
  readonly rentSteps: readonly Won[];
  /**
   * Caps on the deposit with the rent counted at a 전월세전환율 (HUG's return guarantee on a 반전세, ADR 0041 #5):
   * the answer may differ where deposit + 월세 × 12 ÷ rate crosses the cap.
   */
  readonly convertedDepositCaps: readonly { readonly cap: Won; readonly conversionRatePercent: number }[];
};
