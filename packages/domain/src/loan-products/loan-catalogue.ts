import { DEPOSIT_RETURN_GUARANTEE_TERMS } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import { formatPolicyDate } from '../policy/format-policy-date.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';
import type { LoanProductCode, LoanProductDefinition } from './loan-product.ts';
import { productOn } from './product-on.ts';
import type { ProductTerms } from './product-terms.ts';
import { HF_01 } from './products/hf-01.ts';
import { HF_02 } from './products/hf-02.ts';
import { HF_03 } from './products/hf-03.ts';
import { HF_04 } from './products/hf-04.ts';
import { HF_05 } from './products/hf-05.ts';
import { HUG_01 } from './products/hug-01.ts';
import { NHUF_01 } from './products/nhuf-01.ts';
import { NHUF_02 } from './products/nhuf-02.ts';
import { NHUF_04 } from './products/nhuf-04.ts';
import { NHUF_05 } from './products/nhuf-05.ts';
import { NHUF_06 } from './products/nhuf-06.ts';
import { NHUF_07 } from './products/nhuf-07.ts';
import { NHUF_08 } from './products/nhuf-08.ts';
import { NHUF_09 } from './products/nhuf-09.ts';
import { NHUF_10 } from './products/nhuf-10.ts';
import { NHUF_11 } from './products/nhuf-11.ts';
import { reportsDepositDamage, type LoanProfile } from './loan-profile.ts';
import { SGI_01 } from './products/sgi-01.ts';
import { LOAN_PRODUCT_RULE_CHANGES } from './rule-changes-between.ts';

/** The products as in force from one date, in the order the report lists them. */
export type LoanCatalogueEdition = PolicyTableRow & {
  readonly note: string;
  readonly products: readonly LoanProductDefinition[];
  /**
   * The fund's products for a renter whose deposit was lost (issue 49 #4, ADR 0044): listed after `products`, and
   * only for a renter who reports it (`productsFor`), so everyone else's answer is the one before they existed.
   */
  readonly depositDamageProducts: readonly LoanProductDefinition[];
  readonly byCode: ReadonlyMap<LoanProductCode, LoanProductDefinition>;
};

// NOTE: docs/domain-rules.md §5 "policy as of 2026-07-01"; NHUF-03 stopped new loans in 2025 and is reserved,
// not offered. NHUF-07 was on sale all along and was added as a correction (ADR 0013). Every product's terms are
// bound to each edition's date, so the dated figures they read (ADR 0027) hold throughout an edition.
const PRODUCT_TERMS: readonly ProductTerms[] = [
  NHUF_05,
  NHUF_02,
  NHUF_04,
  NHUF_01,
  NHUF_06,
  NHUF_07,
  HF_03,
  HF_04,
  HF_05,
  HUG_01,
  SGI_01,
  HF_02,
  HF_01,
];

/** The deposit-damage products (ADR 0044), in the order the report lists them after the others. */
const DEPOSIT_DAMAGE_PRODUCT_TERMS: readonly ProductTerms[] = [NHUF_08, NHUF_09, NHUF_10, NHUF_11];

/**
 * The dates on which any dated figure the products read changes, ascending: an edition starts on each, so every
 * figure holds throughout an edition. The first is the oldest row any of those tables holds.
 */
// Stryker disable next-line MethodExpression: equivalent with today's tables — the HUG dates come first and are the oldest.
const EDITION_DATES: readonly PolicyDate[] = [
  ...new Set([
    ...DEPOSIT_RETURN_GUARANTEE_TERMS.HUG.map((terms) => terms.effectiveFrom),
    ...LOAN_PRODUCT_RULE_CHANGES.map((change) => change.effectiveFrom),
  ]),
].sort();

function editionNote(effectiveFrom: PolicyDate): string {
  const changes = LOAN_PRODUCT_RULE_CHANGES.filter((change) => change.effectiveFrom === effectiveFrom);
  if (changes.length === 0) return `${formatPolicyDate(effectiveFrom)} 기준 전세·월세 대출 상품`;
  // Stryker disable next-line StringLiteral: equivalent with today's tables — no two changes share a date.
  const names = changes.map((change) => change.name).join(', ');
  // Stryker disable next-line StringLiteral: equivalent with today's tables — no two changes share a date.
  const sources = [...new Set(changes.map((change) => change.source))].join(' · ');
  return `${formatPolicyDate(effectiveFrom)}부터 ${names} (${sources})`;
}

function edition(effectiveFrom: PolicyDate): LoanCatalogueEdition {
  const products = PRODUCT_TERMS.map((terms) => productOn(terms, effectiveFrom));
  const depositDamageProducts = DEPOSIT_DAMAGE_PRODUCT_TERMS.map((terms) => productOn(terms, effectiveFrom));
  return {
    effectiveFrom,
    note: editionNote(effectiveFrom),
    products,
    depositDamageProducts,
    byCode: new Map([...products, ...depositDamageProducts].map((product) => [product.code, product])),
  };
}

/**
 * Dated editions of the catalogue's terms, sorted by `effectiveFrom`: one from each date a dated figure changes,
 * every product's terms bound to that date. A rule change is a dated row of its figure (`datedValue`), never an edited past.
 */
export const LOAN_CATALOGUE_EDITIONS: readonly LoanCatalogueEdition[] = EDITION_DATES.map(edition);

/**
 * The catalogue in force on `policyDate`: the same edition object for every date it covers. A date before the
 * first edition gets the first edition: we hold no older product rules, and an answer beats none (ADR 0005).
 * @example loanCatalogueFor('2026-11-22').products.length // 13
 * @example loanCatalogueFor('2025-09-07').byCode.get('HUG-01') // bound to the rules before 9·7
 */
export function loanCatalogueFor(policyDate: PolicyDate): LoanCatalogueEdition {
  const found = tableInForce(LOAN_CATALOGUE_EDITIONS, policyDate) ?? LOAN_CATALOGUE_EDITIONS[0];
  // Stryker disable next-line StringLiteral: unreachable — the catalogue always has editions.
  if (found === undefined) throw new Error('loan catalogue: no edition');
  return found;
}

/**
 * The products an edition offers this renter: the deposit-damage ones only when a lost deposit is reported.
 * @example productsFor(loanCatalogueFor('2026-11-29'), profile).length // 13, or 17 with a lost deposit
 */
export function productsFor(
  edition: LoanCatalogueEdition,
  profile: Pick<LoanProfile, 'damagedLeaseDeposit'>,
): readonly LoanProductDefinition[] {
  return reportsDepositDamage(profile) ? [...edition.products, ...edition.depositDamageProducts] : edition.products;
}
