import type { RepaymentCalcResponse } from '@jipsa/contracts';
import { MONTHS_PER_YEAR } from './period-to-months.ts';

type ScheduleRow = RepaymentCalcResponse['schedule'][number];

/** One year of a schedule: its rows and their sums, in 원. */
export type ScheduleYear = {
  /** 1 for installments 1–12, 2 for 13–24 … */
  year: number;
  rows: ScheduleRow[];
  principal: number;
  interest: number;
  /** Remaining principal after the year's last installment. */
  remainingPrincipal: number;
};

/**
 * Splits a monthly schedule into loan years (installments 1–12 are year 1), with each year's sums.
 * @example groupScheduleByYear(schedule360).length // 30
 */
export function groupScheduleByYear(schedule: readonly ScheduleRow[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  for (const row of schedule) {
    const year = Math.ceil(row.installmentNumber / MONTHS_PER_YEAR);
    let current = years.at(-1);
    if (current?.year !== year) {
      current = { year, rows: [], principal: 0, interest: 0, remainingPrincipal: row.remainingPrincipal };
      years.push(current);
    }
    current.rows.push(row);
    current.principal += row.principalPayment;
    current.interest += row.interestPayment;
    current.remainingPrincipal = row.remainingPrincipal;
  }
  return years;
}
