import type {
  MarketRateFeedStatus,
  MarketRateHistoryFigure,
  MarketRateHistoryResponse,
  MarketRateHistoryRow,
} from '@jipsa/contracts';
import {
  addMonths,
  MARKET_RATE_FIELDS,
  mergeFedRates,
  type FedMarketRate,
  type MarketRateField,
  type MarketRateRow,
  type MarketRateTable,
} from '@jipsa/domain';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { marketRateFeeds, marketRateObservations } from '../../db/schema/market-rates.ts';
import type { RateFeed } from './feeds/rate-feed.ts';
import { publishedOn, sourcesNaming } from './market-rate-figures.ts';

export type MarketRateStore = {
  /** The table reports are priced with now: the committed one with the applied feed values laid over it. */
  table(): MarketRateTable;
  /** Reads the applied values and the feeds' status again (after a run here or on another instance). */
  refresh(): Promise<void>;
  history(months: number, today: string): Promise<MarketRateHistoryResponse>;
  feeds(): MarketRateFeedStatus[];
};

const isEngineFigure = (figure: string): figure is MarketRateField =>
  (MARKET_RATE_FIELDS as readonly string[]).includes(figure);

/** The sentences of an operator's row that speak of `figure`, else the row's note. */
function committedSourceOf(row: MarketRateRow, figure: MarketRateField): string {
  const naming = sourcesNaming(row, [figure]);
  return naming.length > 0 ? naming.join(' · ') : `운영자 표: ${row.note}`;
}

/** A daily series repeats its value on every business day: keep where it changes, and the window's last point. */
function changesOnly(rows: MarketRateHistoryRow[]): MarketRateHistoryRow[] {
  return rows.filter((row, index) => {
    const before = rows[index - 1];
    const after = rows[index + 1];
    return before === undefined || after === undefined || before.valuePercent !== row.valuePercent;
  });
}

/**
 * The market rates of this process: the committed table (shipped or the operator's file) and what the feeds
 * stored in PostgreSQL, merged once per refresh so pricing a report reads memory only.
 */
export function createMarketRateStore({
  db,
  committed,
  feeds,
}: {
  db: Database;
  committed: MarketRateTable;
  feeds: readonly RateFeed[];
}): MarketRateStore {
  let merged = committed;
  let statuses: MarketRateFeedStatus[] = feeds.map((feed) => ({
    name: feed.name,
    label: feed.label,
    enabled: feed.enabled,
    lastSuccessAt: null,
    lastError: null,
  }));

  return {
    table: () => merged,

    async refresh() {
      // Only the value that counts on each day a figure's values took effect: a daily series backfilled on one day
      // is hundreds of rows of which pricing reads the newest.
      const { figure, effectiveFrom, observedOn } = marketRateObservations;
      const applied = await db
        .selectDistinctOn([figure, effectiveFrom])
        .from(marketRateObservations)
        .where(and(eq(marketRateObservations.status, 'APPLIED'), inArray(figure, [...MARKET_RATE_FIELDS])))
        .orderBy(figure, effectiveFrom, desc(observedOn));
      const fed: FedMarketRate[] = applied.flatMap((row) =>
        isEngineFigure(row.figure)
          ? [
              {
                figure: row.figure,
                observedOn: row.observedOn,
                effectiveFrom: row.effectiveFrom,
                valuePercent: row.valuePercent,
                source: `${row.source} (${row.observedOn.slice(0, 7)}${row.observedOn.endsWith('-01') ? '' : row.observedOn.slice(7)})`,
              },
            ]
          : [],
      );
      merged = mergeFedRates(committed, fed);
      const stored = await db.select().from(marketRateFeeds);
      statuses = feeds.map((feed) => {
        const status = stored.find((row) => row.feed === feed.name);
        return {
          name: feed.name,
          label: feed.label,
          enabled: feed.enabled,
          lastSuccessAt: status?.lastSuccessAt?.toISOString() ?? null,
          lastError: status?.lastError ?? null,
        };
      });
    },

    async history(months, today) {
      const since = addMonths(today, -months);
      const observed = await db
        .select()
        .from(marketRateObservations)
        .where(and(eq(marketRateObservations.status, 'APPLIED'), gte(marketRateObservations.observedOn, since)))
        .orderBy(marketRateObservations.observedOn);
      const fedFigures = new Set(observed.map((row) => row.figure));
      const byFigure = new Map<MarketRateHistoryFigure, MarketRateHistoryRow[]>();
      const add = (row: MarketRateHistoryRow) => {
        const rows = byFigure.get(row.figure) ?? [];
        rows.push(row);
        byFigure.set(row.figure, rows);
      };
      for (const row of committed.rows) {
        for (const figure of MARKET_RATE_FIELDS) {
          const isEstimate = row.estimatedFields?.includes(figure) ?? false;
          // A feed's published values replace the operator's estimates of the same figure; the operator's
          // copied-from-publication values stay as the record before the feeds.
          // A published value is dated as its publication is; an estimate has only its row's date.
          const date = (isEstimate ? null : publishedOn(row, figure)) ?? row.effectiveFrom;
          if (date < since || (isEstimate && fedFigures.has(figure))) continue;
          add({
            figure,
            date,
            valuePercent: row[figure],
            source: committedSourceOf(row, figure),
            isEstimate,
          });
        }
      }
      for (const row of observed) {
        const figure = row.figure as MarketRateHistoryFigure;
        const operatorSameDay = (byFigure.get(figure) ?? []).some((each) => each.date === row.observedOn);
        if (!operatorSameDay)
          add({ figure, date: row.observedOn, valuePercent: row.valuePercent, source: row.source, isEstimate: false });
      }
      const rows = [...byFigure.values()].flatMap((figureRows) =>
        changesOnly(figureRows.sort((a, b) => a.date.localeCompare(b.date))),
      );
      const successes = statuses.flatMap((status) => (status.lastSuccessAt ? [status.lastSuccessAt] : [])).sort();
      return { rows, lastFetchedAt: successes.at(-1) ?? null, feeds: statuses };
    },

    feeds: () => statuses,
  };
}
