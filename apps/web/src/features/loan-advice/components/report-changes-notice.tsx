import type { ReportAnswer } from '@jipsa/contracts';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { noReportPath, reportPath } from '../../../shared/config/paths.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { useReportChangesQuery, useRenewReportMutation } from '../api/report-changes.ts';
import { reportChangesCopy as copy } from '../copy-report-changes.ts';
import styles from './report-changes-notice.module.css';

type Figure = { term: string; before: string; after: string };

const rateText = (answer: ReportAnswer) =>
  answer.expectedLoanRate === null ? copy.none : copy.yearlyRate(answer.expectedLoanRate);
const limitText = (answer: ReportAnswer) =>
  answer.possibleLoanLimit === null ? copy.none : copy.won(answer.possibleLoanLimit);

function figuresOf(before: ReportAnswer, after: ReportAnswer): Figure[] {
  return [
    {
      term: copy.product,
      before: before.loanProductName ?? copy.noProduct,
      after: after.loanProductName ?? copy.noProduct,
    },
    { term: copy.rate, before: rateText(before), after: rateText(after) },
    { term: copy.limit, before: limitText(before), after: limitText(after) },
    { term: copy.monthlyCost, before: copy.payment(before.monthlyCost), after: copy.payment(after.monthlyCost) },
  ];
}

/**
 * Above a saved report (issue 28): what it would say if it were made today — product, rate, limit and monthly cost,
 * old → new, the monthly difference and why (rates or rules, with date and source) — and one tap to make it again.
 * Says nothing while it loads, when nothing would change, or when the changes cannot be read: the report itself
 * stands as it was made either way.
 */
export function ReportChangesNotice({ reportId }: { reportId: string }) {
  const headingId = useId();
  const navigate = useNavigate();
  const changes = useReportChangesQuery(reportId);
  const renew = useRenewReportMutation();
  const data = changes.data;
  if (!data?.changed) return null;

  const again = () =>
    renew.mutate(reportId, {
      onSuccess: (created) => {
        const id = created.loanAdviceResultId;
        void navigate(created.hasEligibleProduct ? reportPath(id) : noReportPath(id));
      },
    });
  const renewError = renew.error instanceof ApiError && renew.error.message ? renew.error.message : copy.renewFailed;

  return (
    <section className={`${cardStyles.card} ${cardStyles.highlight}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.lead}>{copy.lead(data.madeOn, data.today)}</p>
      <dl className={styles.figures}>
        {figuresOf(data.before, data.after).map((figure) => (
          <div key={figure.term} className={styles.figure}>
            <dt>{figure.term}</dt>
            {figure.before === figure.after ? (
              <dd>
                {figure.after} <span className={styles.same}>{copy.unchanged}</span>
              </dd>
            ) : (
              <dd>
                <span className={styles.before}>{figure.before}</span>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden">, {copy.changedTo} </span>
                <strong>{figure.after}</strong>
              </dd>
            )}
          </div>
        ))}
      </dl>
      <p className={styles.difference}>{copy.monthlyDifference(data.monthlyDifference)}</p>
      {data.reasons.length > 0 && (
        <ul className={styles.reasons} aria-label={copy.reasonsHeading}>
          {data.reasons.map((reason) => (
            <li key={`${reason.kind}-${reason.date}`}>
              {reason.text}
              <span className={styles.meta}>{copy.reasonMeta(reason.date, reason.source)}</span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.renew} disabled={renew.isPending} onClick={again}>
        {renew.isPending ? copy.renewing : copy.renew}
      </button>
      {renew.isError && (
        <p className={styles.alert} role="alert">
          {renewError}
        </p>
      )}
    </section>
  );
}
