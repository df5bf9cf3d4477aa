import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce } from '../policy/table-in-force.ts';
import {
  MARKET_RATE_FIELDS,
  type MarketRateField,
  type MarketRateRow,
  type MarketRateTable,
} from './market-rate-row.ts';

/**
 * A figure a feed published and the checks let through: in force from `effectiveFrom`, the Korean day it was
 * first fetched (never earlier: a report made before we knew a value must not be priced on it afterwards).
 */
export type FedMarketRate = {
  readonly figure: MarketRateField;
  /** The day or month the publication dates the value to (a month as its first day). */
  readonly observedOn: PolicyDate;
  readonly effectiveFrom: PolicyDate;
  readonly valuePercent: number;
  /** The publication, e.g. '한국은행 ECOS 722Y001/0101000 (2026-11-26 기준)'. */
  readonly source: string;
};

type FigureValue = { value: number; source: string | null; estimated: boolean };

type FedByFigure = ReadonlyMap<MarketRateField, readonly FedMarketRate[]>;

/**
 * Per figure, the value that counts on each day values took effect (the latest observation of that day), sorted by
 * day: a dated table of its own, read with `tableInForce` like every other.
 */
function fedByFigure(fed: readonly FedMarketRate[]): FedByFigure {
  const byDay = new Map<string, FedMarketRate>();
  for (const rate of fed) {
    const key = `${rate.figure}|${rate.effectiveFrom}`;
    const known = byDay.get(key);
    // Stryker disable next-line EqualityOperator: equivalent — a tie has no later observation to prefer, and the store
    // already hands over one value per figure and day (the newest observation).
    if (known === undefined || rate.observedOn > known.observedOn) byDay.set(key, rate);
  }
  const sorted = [...byDay.values()].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  return new Map(MARKET_RATE_FIELDS.map((figure) => [figure, sorted.filter((rate) => rate.figure === figure)]));
}

function valueOn(committed: MarketRateTable, fed: FedByFigure, figure: MarketRateField, date: PolicyDate): FigureValue {
  const row = tableInForce(committed.rows, date) ?? committed.rows[0]!;
  const rate = tableInForce(fed.get(figure) ?? [], date);
  const isEstimate = row.estimatedFields?.includes(figure) ?? false;
  // An operator's row of the same day or later wins over a feed (it was written by hand on purpose), except where
  // the operator marked the figure an estimate: a published value of the same day replaces a guess.
  const feedIsNewer =
    rate !== null &&
    (rate.effectiveFrom > row.effectiveFrom || (rate.effectiveFrom === row.effectiveFrom && isEstimate));
  // Stryker disable next-line ConditionalExpression: equivalent — `feedIsNewer` already requires `rate !== null`; the
  // check only narrows the type.
  if (rate !== null && feedIsNewer) {
    return { value: rate.valuePercent, source: rate.source, estimated: false };
  }
  return { value: row[figure], source: null, estimated: isEstimate };
}

/**
 * The committed table (shipped or the operator's file) with the fed figures laid over it: a row starts on every
 * date either changes, each figure taking whichever of the two started later (on the same day the operator's,
 * unless the operator marked that figure an estimate).
 * A figure no feed gives keeps its committed value and its estimate mark. Rows that change nothing are left out.
 *
 * @example
 * mergeFedRates(table, [{ figure: 'baseRate', observedOn: '2026-11-26', effectiveFrom: '2026-11-26', valuePercent: 2.25, source: 'ECOS' }])
 *   .rows.at(-1) // { effectiveFrom: '2026-11-26', baseRate: 2.25, … the last committed row's other figures }
 */
export function mergeFedRates(committed: MarketRateTable, fed: readonly FedMarketRate[]): MarketRateTable {
  if (fed.length === 0) return committed;
  const dates = [
    ...new Set([...committed.rows.map((row) => row.effectiveFrom), ...fed.map((rate) => rate.effectiveFrom)]),
  ]
    .filter((date) => date >= committed.rows[0]!.effectiveFrom)
    .sort();
  const fedInForce = fedByFigure(fed);
  const rows: MarketRateRow[] = [];
  for (const date of dates) {
    const committedRow = tableInForce(committed.rows, date)!;
    const values = Object.fromEntries(
      MARKET_RATE_FIELDS.map((figure) => [figure, valueOn(committed, fedInForce, figure, date)]),
    ) as Record<MarketRateField, FigureValue>;
    const previous = rows.at(-1);
    const isCommittedStart = committedRow.effectiveFrom === date;
    if (
      !isCommittedStart &&
      previous &&
      MARKET_RATE_FIELDS.every((figure) => previous[figure] === values[figure].value)
    ) {
      continue;
    }
    const fedSources = MARKET_RATE_FIELDS.flatMap((figure) => values[figure].source ?? []);
    const estimatedFields = MARKET_RATE_FIELDS.filter((figure) => values[figure].estimated);
    rows.push({
      effectiveFrom: date,
      ...(Object.fromEntries(MARKET_RATE_FIELDS.map((figure) => [figure, values[figure].value])) as Record<
        MarketRateField,
        number
      >),
      note: fedSources.length === 0 ? committedRow.note : `공시에서 받아온 값: ${[...new Set(fedSources)].join(', ')}`,
      sources: [...new Set([...fedSources, ...(committedRow.sources ?? [committedRow.note])])],
      ...(estimatedFields.length === 0 ? {} : { estimatedFields }),
    });
  }
  return { source: committed.source, rows };
}
