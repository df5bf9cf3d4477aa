import { koreaPolicyDate } from '@jipsa/domain';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMarketRateHistory } from '../api/market-rate-history.ts';
import { ratesCopy as copy } from '../copy.ts';
import { dataSpan, rateSeriesOf } from '../lib/rate-series.ts';
import { CofixMeaning } from './cofix-meaning.tsx';
import { RateHistoryChart } from './rate-history-chart.tsx';
import { RateHistoryTable } from './rate-history-table.tsx';
import { RateLegend } from './rate-legend.tsx';
import { RatesSourceNote } from './rates-source-note.tsx';
import styles from './rates.module.css';

/**
 * A chart-sized placeholder while the history loads: the prerendered page shows it (the server preloads the
 * history meanwhile), so the first screen holds the page's shape, not a blank.
 */
function RatesLoading() {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>{copy.loading}</span>
    </div>
  );
}

/**
 * `/rates` (issue 28): 기준금리, COFIX and the 1-year deposit rate of the last 24 months as a chart with every
 * dated point and its source (titled by the span the points really cover, each figure's age beside it), what COFIX means for a jeonse loan, and where the figures come from. Linked from the
 * calculator's market-rate note and from a report's rate date.
 */
export function RatesPage() {
  useDocumentTitle(copy.title);
  const history = useMarketRateHistory();
  const series = history.data ? rateSeriesOf(history.data.rows) : [];
  const hasEstimate = series.some((one) => one.points.some((point) => point.isEstimate));
  const span = dataSpan(series);
  const today = koreaPolicyDate(new Date());

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.lead}>{copy.lead}</p>
      {history.isPending ? (
        <RatesLoading />
      ) : history.isError ? (
        <ErrorView onRetry={() => void history.refetch()} />
      ) : (
        <>
          <CofixMeaning cofix={series.find((one) => one.figure === 'cofixNewBalance')?.points ?? []} />
          <figure className={styles.figure}>
            <figcaption className={styles.heading}>
              {span === null ? copy.chartTitleEmpty : copy.chartTitle(span.first, span.last)}
            </figcaption>
            <RateLegend series={series} today={today} />
            <RateHistoryChart series={series} today={today} />
            {hasEstimate && <p className={styles.estimateNote}>{copy.estimateNote}</p>}
            <RateHistoryTable series={series} />
          </figure>
          <RatesSourceNote history={history.data} />
        </>
      )}
    </section>
  );
}
