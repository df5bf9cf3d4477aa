import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { ratesCopy as copy } from '../copy.ts';
import type { RateSeries } from '../lib/rate-series.ts';
import styles from './rates.module.css';
import { SourceText } from '../../../shared/ui/source-text.tsx';

/**
 * Every point of the chart as text, newest first, one table per figure: its date, then its value (marked when an
 * estimate) with the publication it was read from under it, linked by the publisher's name, not a raw address (two columns leave the long sources room on a phone). Folded under "표로 보기" so the chart stays the first thing seen.
 */
export function RateHistoryTable({ series }: { series: readonly RateSeries[] }) {
  const listed = series.filter((one) => one.points.length > 0);
  if (listed.length === 0) return null;
  return (
    <details className={styles.tables}>
      <summary className={styles.tablesToggle}>{copy.tableToggle}</summary>
      {listed.map((one) => (
        <table key={one.figure} className={styles.table} data-figure={one.figure}>
          <caption className={styles.tableCaption}>{copy.tableCaption(copy.figures[one.figure])}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.tableDate}</th>
              <th scope="col">{copy.tableValueAndSource}</th>
            </tr>
          </thead>
          <tbody>
            {[...one.points].reverse().map((point, index) => (
              <tr key={index} data-date={point.date}>
                <th scope="row">{formatKoreanDate(point.date)}</th>
                <td>
                  <span className={styles.tableRate}>{copy.tableRate(point.valuePercent)}</span>
                  {point.isEstimate && (
                    <>
                      {' '}
                      <span className={styles.estimateTag}>{copy.estimate}</span>
                    </>
                  )}{' '}
                  <span className={styles.source}>
                    <SourceText source={point.source} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}
