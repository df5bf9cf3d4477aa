import type { ComparedRentOffer, RentOfferCompareResponse } from '@jipsa/contracts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { rentOffersCopy as copy } from '../copy-rent-offers.ts';
import styles from './rent-offers.module.css';

type Point = RentOfferCompareResponse['conversionCurve'][number];

const WIDTH = 320;
const HEIGHT = 180;
const PAD = { left: 8, right: 8, top: 16, bottom: 28 };

/**
 * The monthly cost against the deposit along the landlord's conversion line, the cheapest split marked. Deposits
 * no cash and loan can pay leave a gap in the line. The figures are in the sentence above; the chart says the
 * same for a screen reader in its label.
 */
export function CostCurveChart({ points, best }: { points: readonly Point[]; best: ComparedRentOffer | null }) {
  const feasible = points.filter((point) => point.feasible);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined || feasible.length === 0) return null;

  const minDeposit = first.rentalDeposit;
  const depositSpan = Math.max(1, last.rentalDeposit - minDeposit);
  const totals = feasible.map((point) => point.monthlyTotal);
  const low = Math.min(...totals);
  const costSpan = Math.max(1, Math.max(...totals) - low);
  const x = (deposit: number) => PAD.left + ((deposit - minDeposit) / depositSpan) * (WIDTH - PAD.left - PAD.right);
  const y = (total: number) => PAD.top + (1 - (total - low) / costSpan) * (HEIGHT - PAD.top - PAD.bottom);

  // Consecutive payable points make one stretch of the line.
  const stretches: Point[][] = [];
  for (const point of points) {
    if (!point.feasible) stretches.push([]);
    else if (stretches.length === 0) stretches.push([point]);
    else stretches.at(-1)!.push(point);
  }

  return (
    <figure className={styles.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${copy.chartLabel(formatWon(minDeposit), formatWon(last.rentalDeposit))}${
          best ? `. ${copy.split(formatWon(best.rentalDeposit), best.monthlyRent, best.monthlyTotal)}` : ''
        }`}
      >
        <line
          className={styles.axis}
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
        />
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
        <text className={styles.axisText} x={PAD.left} y={HEIGHT - 8}>
          {formatWon(minDeposit)}
        </text>
        <text className={styles.axisText} x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {formatWon(last.rentalDeposit)}
        </text>
      </svg>
      <figcaption className={styles.hint}>
        {copy.chartX} ↔ {copy.chartY}
      </figcaption>
    </figure>
  );
}
