import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { dsrCopy } from '../dsr-copy.ts';
import { loanChoiceLabels } from '../loan-choice-copy.ts';
import { isRegionAsked } from '../lib/dsr-asked-fields.ts';
import type { DsrLoanEditState } from '../lib/dsr-loan-edit-state.ts';
import type { DsrLoanEntry } from '../../../shared/store/app-store.ts';
import type { FieldErrorMap } from '../lib/field-error-map.ts';
import { formatMonths } from '../lib/format-months.ts';
import { formatPercent } from '../lib/format-percent.ts';
import styles from './dsr-loan-list.module.css';

const copy = dsrCopy;

/** The first server message about loan `index` ('loans.0.term' …), if any. */
function loanErrorOf(errors: FieldErrorMap, index: number): string | null {
  const prefix = `loans.${index}`;
  const field = Object.keys(errors).find((key) => key === prefix || key.startsWith(`${prefix}.`));
  return field === undefined ? null : (errors[field] ?? null);
}

function jeonseFactsText(loan: DsrLoanEntry): string | null {
  if (loan.isPolicyLoan === true) return copy.policyLoan;
  if (loan.extendedWithoutIncrease === true) return copy.extendedWithoutIncrease;
  return loan.loanDate === undefined ? null : copy.loanDate(loan.loanDate);
}

/**
 * The loans added for DSR (type, amount, term, rate, 수도권 여부, rate type), each with edit (the
 * add page, prefilled; its loan replaces this one) and remove.
 */
export function DsrLoanList({ errors }: { errors: FieldErrorMap }) {
  const loans = useAppStore((state) => state.dsrLoans);
  const removeDsrLoan = useAppStore((state) => state.removeDsrLoan);
  const navigate = useNavigate();

  if (loans.length === 0) return <p className={styles.empty}>{copy.noLoans}</p>;

  return (
    <ol className={styles.list}>
      {loans.map((loan, index) => {
        const error = loanErrorOf(errors, index);
        const edit = () => navigate(PATHS.dsrLoanAdd, { state: { editIndex: index, loan } satisfies DsrLoanEditState });
        return (
          // The list has no ids; a loan is its position, which is also what edit and remove address.
          <li key={index} className={styles.item} data-invalid={error ? true : undefined}>
            <div className={styles.heading}>
              <strong className={styles.type}>{loanChoiceLabels.loanTypes[loan.loanType]}</strong>
              <span className={styles.amount}>{formatWon(loan.principal)}</span>
            </div>
            <p className={styles.details}>
              {[
                formatMonths(loan.term),
                copy.rate(formatPercent(loan.interestRatePercentage, 3)),
                loanChoiceLabels.repaymentTypes[loan.repaymentType],
                // The region only where it was asked (it moves the stress add-on of mortgages and 중도금, and whether a
                // 전세대출 counts).
                isRegionAsked(loan.loanType) ? loanChoiceLabels.metroArea(loan.isMetroArea) : null,
                loanChoiceLabels.interestRateTypes[loan.interestRateType],
                // Issue 47 #6: what decides whether a 전세대출 counts, as answered.
                jeonseFactsText(loan),
              ]
                .filter((part) => part !== null)
                .join(' · ')}
            </p>
            {error && <p className={styles.error}>{copy.loanError(index, error)}</p>}
            <div className={styles.actions}>
              <button type="button" className={styles.action} aria-label={copy.editLoan(index)} onClick={edit}>
                {copy.edit}
              </button>
              <button
                type="button"
                className={styles.action}
                aria-label={copy.removeLoan(index)}
                onClick={() => removeDsrLoan(index)}
              >
                {copy.remove}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
