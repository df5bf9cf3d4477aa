import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';
import type { LoanProductCode, LoanProductDefinition } from './loan-product.ts';
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
import { SGI_01 } from './products/sgi-01.ts';

/** The products in force from one date, in the order the report lists them. */
export type LoanCatalogueEdition = PolicyTableRow & {
  readonly note: string;
  readonly products: readonly LoanProductDefinition[];
  readonly byCode: ReadonlyMap<LoanProductCode, LoanProductDefinition>;
};

function edition(
  effectiveFrom: PolicyDate,
  note: string,
  products: readonly LoanProductDefinition[],
): LoanCatalogueEdition {
  return { effectiveFrom, note, products, byCode: new Map(products.map((product) => [product.code, product])) };
}

/**
 * Dated editions of the catalogue, sorted by `effectiveFrom`. A rule change adds an edition (new product
 * definitions), it never edits a past one.
 */
export const LOAN_CATALOGUE_EDITIONS: readonly LoanCatalogueEdition[] = [
  edition(
    '2026-07-01',
    // NOTE: docs/domain-rules.md §5 "policy as of 2026-07-01"; NHUF-03 stopped new loans in 2025 and is
    // reserved, not offered. NHUF-07 (주거안정 월세대출) was on sale all along and was missing: added here
    // as a correction, not as a new edition (ADR 0013).
    '2026년 7월 1일 기준 전세·월세 대출 상품',
    [NHUF_05, NHUF_02, NHUF_04, NHUF_01, NHUF_06, NHUF_07, HF_03, HF_04, HF_05, HUG_01, SGI_01, HF_02, HF_01],
  ),
];

/**
 * The catalogue in force on `policyDate`. A date before the first edition gets the first edition:
 * we hold no older product rules, and an answer by today's rules beats no answer (ADR 0005).
 * @example loanCatalogueFor('2026-11-22').products.length // 12
 */
export function loanCatalogueFor(policyDate: PolicyDate): LoanCatalogueEdition {
  const found = tableInForce(LOAN_CATALOGUE_EDITIONS, policyDate) ?? LOAN_CATALOGUE_EDITIONS[0];
  if (found === undefined) throw new Error('loan catalogue: no edition');
  return found;
}
