import type { Certainty, RenewalRule } from '../renewal/renewal-rule.ts';

/**
 * A dated rule of the deposit-trouble plan: from when it holds, where it was read and how surely ([P] the official
 * text, [S] a copy or report of it, [U] not found — said as a condition). The renewal plan's rule type and marks.
 */
export type DepositTroubleRule = RenewalRule;

/** Why a condition is stated: each names a reading the answer rests on, or an input it assumed. */
export const DEPOSIT_TROUBLE_CONDITION_CODES = [
  'MOVED_OUT_WITHOUT_REGISTRATION',
  'TACIT_RENEWAL_COUNTS_FROM_RECEIPT',
  'AUCTION_CLAIM_DIVIDEND',
  'SEIZURE_MAY_LEAD_TO_AUCTION',
  'SERVICE_FEE_UNIT_UNCONFIRMED',
  'COURT_COST_FIGURES_SECONDARY',
  'HUG_ACCIDENT_DAY_READING',
  'GUARANTEE_REVIEW_TIME_UNKNOWN',
  'GUARANTEE_TERMS_NOT_FOUND',
  'GUARANTEE_UNKNOWN',
  'NO_GUARANTEE',
  'FRAUD_DECISION_IS_THE_COMMITTEES',
  'FRAUD_WITHOUT_OPPOSABILITY',
  'FRAUD_LAW_MAY_BE_EXTENDED',
  'CONTACTS_CHECKED_SECONDARY',
  'LANDLORD_LIST_PAGE_ADDRESS',
] as const;
export type DepositTroubleConditionCode = (typeof DEPOSIT_TROUBLE_CONDITION_CODES)[number];

/** A condition the answer holds on, said in 해요체 with the mark of the reading it rests on. */
export type DepositTroubleCondition = {
  readonly code: DepositTroubleConditionCode;
  readonly message: string;
  readonly certainty: Certainty;
};

/** Builds a condition (one shape for every part of the plan). */
export function depositTroubleCondition(
  code: DepositTroubleConditionCode,
  certainty: Certainty,
  message: string,
): DepositTroubleCondition {
  return { code, certainty, message };
}

/** The day the rules here were read; a rule whose first day was not found starts on it (its source says so). */
export const DEPOSIT_TROUBLE_READ_ON = '2026-11-29';
