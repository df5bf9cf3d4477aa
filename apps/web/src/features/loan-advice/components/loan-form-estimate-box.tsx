import type { PartialLoanProfileRequestInput } from '@jipsa/contracts';
import { formatLoanRate } from '../../../shared/format/format-loan-rate.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value.ts';
import { usePreTermsQuery } from '../api/pre-terms.ts';
import { loanFormCopy } from '../copy-form.ts';
import { lowestOpenRate } from '../lib/lowest-open-rate.ts';
import styles from './loan-form.module.css';

/** Answers settle this long before the estimate is asked for, so typing an amount sends one request. */
export const PRE_TERMS_DEBOUNCE_MS = 300;

export type LoanFormEstimateBoxProps = {
  /** The answers so far (unanswered = null); the box debounces them itself. */
  body: PartialLoanProfileRequestInput;
};

/**
 * The live estimate of /loan-info-entry-b (예상 최대 한도, 예상 최저 금리, how many products fit) from
 * `POST /loanAdvice/pre-terms`, refreshed as the answers change.
 */
export function LoanFormEstimateBox({ body }: LoanFormEstimateBoxProps) {
  const settled = useDebouncedValue(body, PRE_TERMS_DEBOUNCE_MS);
  const estimate = usePreTermsQuery(settled);
  const best = estimate.data?.best ?? null;
  const none = estimate.data !== undefined && best === null;
  // The limit is the largest one's; the rate is the lowest of any product still open, not the largest one's.
  const lowestRate = estimate.data ? lowestOpenRate(estimate.data.products) : null;

  return (
    <section className={styles.estimate} aria-label={loanFormCopy.estimateTitle} aria-live="polite">
      <p className={styles.estimateTitle}>{loanFormCopy.estimateTitle}</p>
      <dl className={styles.estimateFigure}>
        <dt>{loanFormCopy.estimateLimit}</dt>
        <dd>{best ? formatWon(best.possibleLoanLimit) : loanFormCopy.estimateUnknown}</dd>
      </dl>
      <dl className={styles.estimateFigure}>
        <dt>{loanFormCopy.estimateRate}</dt>
        <dd>{lowestRate !== null ? formatLoanRate(lowestRate) : loanFormCopy.estimateUnknown}</dd>
      </dl>
      <p className={styles.estimateCount}>
        {estimate.isError && estimate.data === undefined
          ? loanFormCopy.estimateFailed
          : none
            ? loanFormCopy.estimateNone
            : loanFormCopy.estimateCount(estimate.data?.eligibleCount ?? 0)}
      </p>
    </section>
  );
}
