import type { MarketRateHistoryFigure, MarketRateHistoryRow } from '@jipsa/contracts';

/** The three figures the page draws (issue 28), in the legend's order. */
export const CHART_FIGURES = [
  'baseRate',
  'cofixNewBalance',
  'depositRate',
] as const satisfies readonly MarketRateHistoryFigure[];
export type ChartFigure = (typeof CHART_FIGURES)[number];

export type RatePoint = Pick<MarketRateHistoryRow, 'date' | 'valuePercent' | 'source' | 'isEstimate'>;

/** One figure's points, oldest first. Empty when the answer has no row of it. */
export type RateSeries = { figure: ChartFigure; points: readonly RatePoint[] };

/** One figure's rows as points, oldest first (the server sends them so; sorting again keeps a line from doubling back). */
function pointsOf(rows: readonly MarketRateHistoryRow[], figure: MarketRateHistoryFigure): RatePoint[] {
  return rows
    .filter((row) => row.figure === figure)
    .map(({ date, valuePercent, source, isEstimate }) => ({ date, valuePercent, source, isEstimate }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The answer's rows as one series per drawn figure; rows of the other figures are left out. */
export function rateSeriesOf(rows: readonly MarketRateHistoryRow[]): RateSeries[] {
  return CHART_FIGURES.map((figure) => ({ figure, points: pointsOf(rows, figure) }));
}

/**
 * The figure's newest point: its value as of that date (a daily series' last observation, a monthly one's month,
 * the operator's newest row).
 */
export function latestPoint(points: readonly RatePoint[]): RatePoint | null {
  return points.at(-1) ?? null;
}

/**
 * The newest date of any figure in the answer, drawn or not: without a feed, the newest row of the table the
 * operator keeps. Null without rows.
 * @example newestDate([{ figure: 'financeBond6M', date: '2026-03-02', … }, { figure: 'baseRate', date: '2026-02-19', … }])
 *   // '2026-03-02'
 */
export function newestDate(rows: readonly MarketRateHistoryRow[]): string | null {
  return rows.reduce<string | null>((newest, row) => (newest === null || row.date > newest ? row.date : newest), null);
}

/**
 * The first and last date of the drawn points: the span the chart really covers, which the title names (a window
 * of 24 months asked for may hold far less). Null without points.
 * @example dataSpan([{ figure: 'baseRate', points: [{ date: '2025-07-15', … }, { date: '2026-02-19', … }] }])
 *   // { first: '2025-07-15', last: '2026-02-19' }
 */
export function dataSpan(series: readonly RateSeries[]): { first: string; last: string } | null {
  const dates = series.flatMap((one) => one.points.map((point) => point.date)).sort();
  return dates.length === 0 ? null : { first: dates[0]!, last: dates.at(-1)! };
}
