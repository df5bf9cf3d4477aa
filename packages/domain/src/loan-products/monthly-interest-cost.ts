import { percentOfRound } from '../money/percent-of.ts';
import type { Won } from '../money/won.ts';

/**
 * What a loan costs in interest a month, as every screen shows it (the report, its reason sentence, the
 * 전세·월세 comparison): the year's interest ÷ 12, rounded half up to the won. One rule, so the same loan reads
 * the same figure everywhere (issue 26); half up because the comparison's figures must add up to its total
 * rounded half up (ADR 0023). A repayment schedule's instalment interest is another figure: it floors
 * (`monthlyInterest`), as the bank charges it.
 * @example monthlyInterestCost(78_119_000, 4.2) // 273_417 (273,416.5)
 */
export function monthlyInterestCost(loanAmount: Won, ratePercent: number): Won {
  return percentOfRound(loanAmount, ratePercent, 12);
}
