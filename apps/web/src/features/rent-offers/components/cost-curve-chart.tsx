import type { ComparedRentOffer, RentOfferCompareResponse } from '@jipsa/contracts';
import { formatPayment, formatWon } from '../../../shared/format/format-won.ts';
import { rentOffersCopy as copy } from '../copy.ts';
import styles from './rent-offers.module.css';

type Point = RentOfferCompareResponse['conversionCurve'][number];

const WIDTH = 320;
const HEIGHT = 200;
// Room on the left for the cost labels ("1,021,325원"), above for the cost axis' name, below for the deposits
// and the deposit axis' name.
const PAD = { left: 72, right: 12, top: 28, bottom: 44 };
const TICK = 4;

/**
 * The monthly cost against the deposit along the landlord's conversion line, the cheapest split marked, with both
 * axes named and their ends labelled with amounts. Deposits no cash and loan can pay leave a gap in the line.
 * The chart's label says the same for a screen reader, and `summary` (the split's sentence) after it.
 */
export function CostCurveChart({
  points,
  best,
  summary,
}: {
  points: readonly Point[];
  best: ComparedRentOffer | null;
  summary: string | null;
}) {
  const feasible = points.filter((point) => point.feasible);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || feasible.length === 0) return null;

  const minDeposit = first.rentalDeposit;
  const depositSpan = Math.max(1, last.rentalDeposit - minDeposit);
  const totals = feasible.map((point) => point.monthlyTotal);
  const low = Math.min(...totals);
  const high = Math.max(...totals);
  const costSpan = Math.max(1, high - low);
  const plotLeft = PAD.left;
  const plotRight = WIDTH - PAD.right;
  const plotTop = PAD.top;
  const plotBottom = HEIGHT - PAD.bottom;
  const x = (deposit: number) => plotLeft + ((deposit - minDeposit) / depositSpan) * (plotRight - plotLeft);
  const y = (total: number) => plotTop + (1 - (total - low) / costSpan) * (plotBottom - plotTop);

  // Consecutive payable points make one stretch of the line.
  const stretches: Point[][] = [];
  for (const point of points) {
    if (!point.feasible) stretches.push([]);
    else if (stretches.length === 0) stretches.push([point]);
    else stretches.at(-1)!.push(point);
  }
  const costTicks = high === low ? [low] : [high, low];
  const label = copy.chartLabel(formatWon(minDeposit), formatWon(last.rentalDeposit), low, high);

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary ? `${label}. ${summary}` : label}>
        <text className={styles.axisTitle} x={0} y={12} data-axis="y">
          {copy.chartY}
        </text>
        <line className={styles.axis} x1={plotLeft} x2={plotLeft} y1={plotTop} y2={plotBottom} />
        <line className={styles.axis} x1={plotLeft} x2={plotRight} y1={plotBottom} y2={plotBottom} />
        {costTicks.map((total) => (
          <g key={total} data-tick="cost">
            <line className={styles.axis} x1={plotLeft - TICK} x2={plotLeft} y1={y(total)} y2={y(total)} />
            <text className={styles.axisText} x={plotLeft - TICK - 2} y={y(total) + 4} textAnchor="end">
              {formatPayment(total)}
            </text>
          </g>
        ))}
        {stretches
          .filter((stretch) => stretch.length > 0)
          .map((stretch) => (
            <polyline
              key={stretch[0]!.rentalDeposit}
              className={styles.curve}
              points={stretch.map((point) => `${x(point.rentalDeposit)},${y(point.monthlyTotal)}`).join(' ')}
            />
          ))}
        {best && (
          <circle
            className={styles.bestPoint}
            cx={x(best.rentalDeposit)}
            cy={y(best.monthlyTotal)}
            r={6}
            data-best-deposit={best.rentalDeposit}
          />
        )}
        <text className={styles.axisText} x={plotLeft} y={plotBottom + 16} data-tick="deposit">
          {formatWon(minDeposit)}
        </text>
        <text className={styles.axisText} x={plotRight} y={plotBottom + 16} textAnchor="end" data-tick="deposit">
          {formatWon(last.rentalDeposit)}
        </text>
        <text
          className={styles.axisTitle}
          x={(plotLeft + plotRight) / 2}
          y={HEIGHT - 6}
          textAnchor="middle"
          data-axis="x"
        >
          {copy.chartX}
        </text>
      </svg>
    </figure>
  );
}
