import type { Won } from '../money/won.ts';

// NOTE: docs/product-spec.md §9 "Business constants and limits": principal max 10,000,000 만원 (1,000억원),
// term and grace max 720 (months), interest max 100 (%). Input bounds, not regulation.
export const MAX_LOAN_AMOUNT: Won = 100_000_000_000;
export const MAX_TERM_MONTHS = 720;
export const MAX_GRACE_MONTHS = MAX_TERM_MONTHS - 1;
export const MAX_INTEREST_RATE_PERCENT = 100;
/** docs/domain-rules.md §1: rates carry up to 3 decimals. */
export const INTEREST_RATE_DECIMALS = 3;
