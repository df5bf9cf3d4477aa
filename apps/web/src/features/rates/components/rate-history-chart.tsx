import { ratesCopy as copy } from '../copy.ts';
import { dateTicks, dayNumber, rateTicks } from '../lib/rate-chart-scale.ts';
import type { RatePoint, RateSeries } from '../lib/rate-series.ts';
import styles from './rates.module.css';

const WIDTH = 340;
const HEIGHT = 210;
// Room on the left for the rate labels ("2.45%"), below for the dates.
const PAD = { left: 44, right: 14, top: 12, bottom: 26 };
/** Date labels closer than this to the window's ends would overlap them at phone width. */
const MIN_TICK_GAP_DAYS = 120;

type Stretch = { isEstimate: boolean; path: string };

/**
 * The figure as a step line: a rate holds from its date until the next one. Each step is drawn solid, or dashed
 * when the value it holds is an estimate; consecutive steps of one kind make one path. The line ends at the last
 * dot: past it nothing is known (issue 50 #4), so the empty stretch up to today shows how old the figure is.
 */
function stretchesOf(points: readonly RatePoint[], x: (date: string) => number, y: (percent: number) => number) {
  const stretches: Stretch[] = [];
  points.forEach((point, index) => {
    const next = points[index + 1];
    if (next === undefined) return;
    const step = `H${x(next.date)}V${y(next.valuePercent)}`;
    const current = stretches.at(-1);
    if (current && current.isEstimate === point.isEstimate) current.path += step;
    else stretches.push({ isEstimate: point.isEstimate, path: `M${x(point.date)} ${y(point.valuePercent)}${step}` });
  });
  return stretches;
}

/**
 * 기준금리, COFIX and the deposit rate over the window as step lines on one date axis (hand-written SVG: no chart
 * library on a cheap phone's first load), its axis running to `today`, so a figure not updated for months ends in
 * a long blank after its last dot. Every value is a dot, hollow when it is an estimate. The picture is one image for
 * a screen reader, named by what each line did; the dated values and their sources are in the table.
 */
export function RateHistoryChart({ series, today }: { series: readonly RateSeries[]; today: string }) {
  const drawn = series.filter((one) => one.points.length > 0);
  const points = drawn.flatMap((one) => one.points);
  if (points.length === 0) return <p className={styles.empty}>{copy.empty}</p>;

  const dates = points.map((point) => point.date).sort();
  const first = dates[0]!;
  const last = dates.at(-1)! > today ? dates.at(-1)! : today;
  const values = points.map((point) => point.valuePercent);
  const ticks = rateTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0]!;
  const high = ticks.at(-1)!;
  const plotLeft = PAD.left;
  const plotRight = WIDTH - PAD.right;
  const plotTop = PAD.top;
  const plotBottom = HEIGHT - PAD.bottom;
  const daySpan = dayNumber(last) - dayNumber(first);
  const round = (n: number) => Math.round(n * 10) / 10;
  const x = (date: string) =>
    round(
      daySpan === 0
        ? (plotLeft + plotRight) / 2
        : plotLeft + ((dayNumber(date) - dayNumber(first)) / daySpan) * (plotRight - plotLeft),
    );
  const y = (percent: number) => round(plotTop + (1 - (percent - low) / (high - low)) * (plotBottom - plotTop));
  const summaries = drawn.map((one) =>
    copy.seriesSummary(copy.figures[one.figure], one.points[0]!.valuePercent, one.points.at(-1)!.valuePercent),
  );

  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={copy.chartLabel(summaries)}>
      {ticks.map((tick) => (
        <g key={tick} data-tick={tick}>
          <line className={styles.grid} x1={plotLeft} x2={plotRight} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={plotLeft - 6} y={y(tick) + 3.5} textAnchor="end">
            {copy.axisRate(tick)}
          </text>
        </g>
      ))}
      {dateTicks(first, last, MIN_TICK_GAP_DAYS).map((date, index, all) => (
        <text
          key={date}
          className={styles.tick}
          x={x(date)}
          y={HEIGHT - 8}
          textAnchor={
            all.length > 1 && index === 0 ? 'start' : index === all.length - 1 && index > 0 ? 'end' : 'middle'
          }
        >
          {copy.axisDate(date)}
        </text>
      ))}
      {drawn.map((one) => (
        <g key={one.figure} data-figure={one.figure} className={styles.series}>
          {stretchesOf(one.points, x, y).map((stretch, index) => (
            <path
              key={index}
              d={stretch.path}
              className={styles.line}
              data-estimate={stretch.isEstimate || undefined}
            />
          ))}
          {one.points.map((point, index) => (
            <circle
              key={index}
              cx={x(point.date)}
              cy={y(point.valuePercent)}
              r={3.5}
              className={styles.point}
              data-date={point.date}
              data-estimate={point.isEstimate || undefined}
            >
              <title>
                {copy.pointTitle(copy.figures[one.figure], point.date, point.valuePercent, point.isEstimate)}
              </title>
            </circle>
          ))}
        </g>
      ))}
    </svg>
  );
}
