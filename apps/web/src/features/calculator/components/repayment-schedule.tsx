import { useState } from 'react';
import type { RepaymentCalcResponse } from '@jipsa/contracts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { repaymentCopy } from '../repayment-copy.ts';
import { groupScheduleByYear } from '../lib/group-schedule-by-year.ts';
import styles from './repayment-schedule.module.css';

const copy = repaymentCopy;

/**
 * The full schedule, one collapsible section per loan year (the first open): the year's sums in the
 * summary, its installments in a three-column table that fits a phone. Rows are drawn only for open
 * years, so a 60-year loan stays light.
 */
export function RepaymentSchedule({ schedule }: { schedule: RepaymentCalcResponse['schedule'] }) {
  const years = groupScheduleByYear(schedule);
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(() => new Set([1]));

  const toggle = (year: number, isOpen: boolean) =>
    setOpenYears((current) => {
      if (current.has(year) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(year);
      else next.delete(year);
      return next;
    });

  return (
    <div className={styles.schedule}>
      {years.map((year) => {
        const isOpen = openYears.has(year.year);
        return (
          <details
            key={year.year}
            className={styles.year}
            open={isOpen}
            onToggle={(event) => toggle(year.year, event.currentTarget.open)}
          >
            <summary className={styles.summary}>
              <span className={styles.yearLabel}>{copy.year(year.year)}</span>
              <span className={styles.yearSums}>
                <span>{copy.yearPrincipal(formatWon(year.principal))}</span>
                <span>{copy.yearInterest(formatWon(year.interest))}</span>
                <span>{copy.remaining(formatWon(year.remainingPrincipal))}</span>
              </span>
            </summary>
            {isOpen && (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{copy.columns.installment}</th>
                    <th scope="col">{copy.columns.payment}</th>
                    <th scope="col">{copy.columns.remaining}</th>
                  </tr>
                </thead>
                <tbody>
                  {year.rows.map((row) => (
                    <tr key={row.installmentNumber}>
                      <th scope="row">{row.installmentNumber}</th>
                      <td>
                        <strong>{formatPayment(row.totalPayment)}</strong>
                        <span className={styles.parts}>
                          {copy.paymentParts(formatPayment(row.principalPayment), formatPayment(row.interestPayment))}
                        </span>
                      </td>
                      <td>{formatWon(row.remainingPrincipal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </details>
        );
      })}
    </div>
  );
}
