import { tableInForce, type SourcedPolicyTableRow } from '../policy/table-in-force.ts';

/**
 * How a rule was read (ADR 0013): [P] in the official text itself, [S] in a copy or report of it (a statute site, a
 * news report, a public repository's transcription), [U] not found — such a rule is never silent: the plan states it
 * as a condition.
 */
export type Certainty = 'P' | 'S' | 'U';

/** A dated rule of the renewal plan: from when it holds, where it was read and how surely. */
export type RenewalRule = SourcedPolicyTableRow & { readonly certainty: Certainty };

/** Why a condition is stated: each names a reading the answer rests on, or an input it assumed. */
export const RENEWAL_CONDITION_CODES = [
  'RENEWAL_REFUSAL_GROUNDS',
  'LOCAL_ORDINANCE_CAP',
  'AGREED_CONTRACT_HAS_NO_CAP',
  'MIXED_LEASE_CAP_READING',
  'EARLY_EXIT_COUNTS_FROM_RECEIPT',
  'FUND_TERM_READING',
  'FUND_NEWBORN_EXTRA_EXTENSIONS',
  'FUND_ADD_ON_READING',
  'FUND_LOAN_TO_DEPOSIT_ASSUMED',
  'FUND_PRODUCT_LIMIT_NOT_GIVEN',
  'SINGLE_HOUSE_LIMIT_ON_EXTENSION',
  'REFINANCE_WINDOW_UNCONFIRMED',
  'REFINANCE_OUTSIDE_WINDOW',
  'REFINANCE_MONTHS_NOT_DAYS',
  'REFINANCE_GUARANTEE_FEE_KEPT',
  'GUARANTEE_DEADLINE_ESTIMATE',
  'GUARANTEE_INCREASE_HANDLING',
  'GUARANTEE_FEE_NOT_GIVEN',
  'BROKERAGE_FEE_IS_A_CEILING',
  'STAY_OR_MOVE_WHAT_IS_COUNTED',
  'MOVING_COST_NOT_GIVEN',
] as const;
export type RenewalConditionCode = (typeof RENEWAL_CONDITION_CODES)[number];

/** A condition the answer holds on, said in 해요체 with the mark of the reading it rests on. */
export type RenewalCondition = {
  readonly code: RenewalConditionCode;
  readonly message: string;
  readonly certainty: Certainty;
};

/**
 * The rule a dated table holds for `date`; a date before the table gets its first row (every table here was read
 * as in force now, and holds no older text — the row's source says so).
 * @example ruleOn([{ effectiveFrom: '2020-12-10', source: '…', certainty: 'S' }], '2019-01-01').effectiveFrom // '2020-12-10'
 */
export function ruleOn<Rule extends RenewalRule>(rules: readonly [Rule, ...Rule[]], date: string): Rule {
  return tableInForce(rules, date) ?? rules[0];
}
