import { CURRENT_LEGAL_MAX_INTEREST_RATE } from '@jipsa/domain';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { dsrFormCopy } from '../dsr-form-copy.ts';
import type { DsrLoanFormField } from './dsr-loan-form-values.ts';

// NOTE: spec §5 "Inline limits" and §9: principal and maturity payment at most 10,000,000 만원
// (1,000억원); term and grace at most 720 (in the unit shown). Interest: the spec's 100 gave way to the
// 법정 최고금리 (20 % since 2021-07-07; issue 13, ADR 0013).
export const MAX_PRINCIPAL_MANWON = 10_000_000;
export const MAX_PERIOD_VALUE = 720;
export const MAX_INTEREST_PERCENT = CURRENT_LEGAL_MAX_INTEREST_RATE.ratePercent;

const { inline } = dsrFormCopy;

type Limit = {
  /** Said when the field is empty or 0; a field without one takes both as 0 and a real answer. */
  readonly empty?: string;
  readonly max: number;
  readonly overMax: string;
};

/** The fields with an inline limit and their rule. */
export const DSR_INLINE_LIMITS = {
  principal: { empty: inline.amountRequired, max: MAX_PRINCIPAL_MANWON, overMax: inline.amountMax },
  term: { empty: inline.periodRequired, max: MAX_PERIOD_VALUE, overMax: inline.periodMax },
  // No grace period is a real answer (issue 11), and a blank field says it as well as 0 does (issue 26).
  gracePeriod: { max: MAX_PERIOD_VALUE, overMax: inline.periodMax },
  interestRatePercentage: { empty: inline.rateRequired, max: MAX_INTEREST_PERCENT, overMax: inline.rateMax },
} as const satisfies Partial<Record<DsrLoanFormField, Limit>>;

export type DsrLimitedField = keyof typeof DSR_INLINE_LIMITS;

/**
 * The red inline message of a field (spec §5 "Inline limits"), or `null` when it is fine: empty or 0 is "please
 * enter" (but for the grace period, where both mean none), above the maximum names the maximum.
 * @example dsrInlineLimitMessage('term', '0') // '기간을 입력해주세요'
 * @example dsrInlineLimitMessage('gracePeriod', '') // null
 * @example dsrInlineLimitMessage('interestRatePercentage', '21') // '법정 최고금리인 연 20% 이하로 입력해주세요.'
 */
export function dsrInlineLimitMessage(field: DsrLimitedField, value: string): string | null {
  const limit: Limit = DSR_INLINE_LIMITS[field];
  const amount = amountValue(value);
  if (limit.empty !== undefined && !(amount > 0)) return limit.empty;
  return amount > limit.max ? limit.overMax : null;
}
