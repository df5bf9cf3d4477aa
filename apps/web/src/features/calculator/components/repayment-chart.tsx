import { useId } from 'react';
import type { RepaymentCalcResponse } from '@jipsa/contracts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { repaymentCopy } from '../repayment-copy.ts';
import { groupScheduleByYear } from '../lib/group-schedule-by-year.ts';
import styles from './repayment-chart.module.css';

const copy = repaymentCopy;

/** Up to this many installments the bars are months; longer loans are drawn by year. */
export const MONTHLY_BARS_UP_TO = 24;

type Bar = { label: string; principal: number; interest: number };

const WIDTH = 320;
const HEIGHT = 160;
const AXIS = 18;

function barsOf(schedule: RepaymentCalcResponse['schedule']): { bars: Bar[]; bucket: string } {
  if (schedule.length <= MONTHLY_BARS_UP_TO) {
    return {
      bucket: '회차',
      bars: schedule.map((row) => ({
        label: copy.month(row.installmentNumber),
        principal: row.principalPayment,
        interest: row.interestPayment,
      })),
    };
  }
  return {
    bucket: '연도',
    bars: groupScheduleByYear(schedule).map((year) => ({
      label: copy.year(year.year),
      principal: year.principal,
      interest: year.interest,
    })),
  };
}

/**
 * Principal vs interest over the loan as stacked bars (hand-written SVG): principal below in blue,
 * interest above in orange, one bar per month (short loans) or per loan year.
 */
export function RepaymentChart({ schedule }: { schedule: RepaymentCalcResponse['schedule'] }) {
  const titleId = useId();
  const descriptionId = useId();
  const { bars, bucket } = barsOf(schedule);
  const largest = Math.max(1, ...bars.map((bar) => bar.principal + bar.interest));
  const plotHeight = HEIGHT - AXIS;
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(1, slot * 0.7);
  const scale = (amount: number) => (amount / largest) * (plotHeight - 4);
  const labelled = new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1]);
  const totalPrincipal = bars.reduce((sum, bar) => sum + bar.principal, 0);
  const totalInterest = bars.reduce((sum, bar) => sum + bar.interest, 0);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span>{copy.chartTitle}</span>
        <span className={styles.legend}>
          <span className={styles.key} data-part="principal">
            {copy.chartPrincipal}
          </span>
          <span className={styles.key} data-part="interest">
            {copy.chartInterest}
          </span>
        </span>
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
      >
        <title id={titleId}>{copy.chartTitle}</title>
        <desc id={descriptionId}>
          {copy.chartSummary(bucket, bars.length)}{' '}
          {copy.yearSummary(formatWon(totalPrincipal), formatWon(totalInterest))}
        </desc>
        <line x1="0" x2={WIDTH} y1={plotHeight} y2={plotHeight} className={styles.axis} />
        {bars.map((bar, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const principalHeight = scale(bar.principal);
          const interestHeight = scale(bar.interest);
          return (
            <g key={bar.label} data-bar={bar.label}>
              <title>{`${bar.label}: ${copy.yearSummary(formatWon(bar.principal), formatWon(bar.interest))}`}</title>
              <rect
                x={x}
                y={plotHeight - principalHeight}
                width={barWidth}
                height={principalHeight}
                className={styles.principal}
              />
              <rect
                x={x}
                y={plotHeight - principalHeight - interestHeight}
                width={barWidth}
                height={interestHeight}
                className={styles.interest}
              />
              {labelled.has(index) && (
                <text
                  x={Math.min(Math.max(x + barWidth / 2, 16), WIDTH - 16)}
                  y={HEIGHT - 4}
                  className={styles.tick}
                  textAnchor="middle"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
