import {
  koreaPolicyDate,
  MARKET_RATE_FIELDS,
  marketRateInForce,
  type MarketRateField,
  type MarketRateTable,
} from '@jipsa/domain';
import type { MarketRateHistoryFigure } from '@jipsa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { marketRateFeeds, marketRateObservations } from '../../db/schema/market-rates.ts';
import type { FeedObservation, RateFeed } from './feeds/rate-feed.ts';

const isEngineFigure = (figure: string): figure is MarketRateField =>
  (MARKET_RATE_FIELDS as readonly string[]).includes(figure);

/** The window a run reads: the history page shows 24 months. */
export const FEED_WINDOW_MONTHS = 24;
/**
 * A move larger than this between one value and the one before it is held for an operator rather than applied:
 * 기준금리 moves 0.25–0.5 %p a decision, and no monthly average we read has moved 1 %p in a month since 2022.
 */
export const MAX_JUMP_PERCENT_POINTS = 1;
/** A published reference rate outside this is a unit or a typo, not a market. */
const PLAUSIBLE_PERCENT = { min: 0, max: 20 } as const;

type Verdict = { status: 'APPLIED' } | { status: 'HELD' | 'REJECTED'; reason: string };

export type FeedRunSummary = {
  feed: string;
  ok: boolean;
  read: number;
  applied: number;
  held: number;
  rejected: number;
  error?: string;
};

function percentOf(raw: string): number | null {
  return /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : null;
}

function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
}

/**
 * The checks every observation passes before it may price a report: a unit the feed publishes it in, a number, a
 * plausible size, not dated after today, and no jump past the stated limit from the value before it.
 */
function verdictOf(
  observation: FeedObservation,
  value: number | null,
  units: readonly string[],
  previous: number | null,
  today: string,
): Verdict {
  if (!units.includes(observation.unit)) {
    return { status: 'REJECTED', reason: `단위가 바뀌었어요: '${observation.unit}' (기대: ${units.join(', ')})` };
  }
  if (value === null) return { status: 'REJECTED', reason: `숫자가 아니에요: '${observation.rawValue}'` };
  if (value < PLAUSIBLE_PERCENT.min || value > PLAUSIBLE_PERCENT.max) {
    return { status: 'REJECTED', reason: `있을 수 없는 값이에요: ${value}%` };
  }
  if (observation.observedOn > today) {
    return { status: 'REJECTED', reason: `오늘(${today})보다 늦은 날짜예요: ${observation.observedOn}` };
  }
  if (previous !== null && Math.abs(value - previous) > MAX_JUMP_PERCENT_POINTS) {
    return {
      status: 'HELD',
      reason: `앞 값 ${previous}%에서 ${Math.abs(value - previous).toFixed(2)}%p 움직였어요 (한도 ${MAX_JUMP_PERCENT_POINTS}%p): 운영자 확인이 필요해요`,
    };
  }
  return { status: 'APPLIED' };
}

/** The last applied value of each figure by observation date, and which (feed, figure, date) are stored already. */
async function storedState(db: Database, feed: string) {
  const applied = await db
    .select({
      figure: marketRateObservations.figure,
      observedOn: marketRateObservations.observedOn,
      valuePercent: marketRateObservations.valuePercent,
    })
    .from(marketRateObservations)
    .where(eq(marketRateObservations.status, 'APPLIED'))
    .orderBy(marketRateObservations.observedOn);
  const stored = await db
    .select({ figure: marketRateObservations.figure, observedOn: marketRateObservations.observedOn })
    .from(marketRateObservations)
    .where(eq(marketRateObservations.feed, feed));
  return { applied, storedKeys: new Set(stored.map((row) => `${row.figure}|${row.observedOn}`)) };
}

async function recordStatus(db: Database, feed: string, now: Date, error: string | null): Promise<void> {
  const success = error === null ? { lastSuccessAt: now } : {};
  await db
    .insert(marketRateFeeds)
    .values({ feed, lastAttemptAt: now, lastError: error, ...success })
    .onConflictDoUpdate({ target: marketRateFeeds.feed, set: { lastAttemptAt: now, lastError: error, ...success } });
}

/**
 * Runs one feed: reads its window, checks each new value in date order against the one before it (the last
 * applied, else the committed table's), and stores every value with its verdict — applied ones price reports
 * from today. A feed that fails or answers nothing changes nothing and says why in its status and the log.
 * Values stored already (by this run yesterday, or another instance today) are skipped: one row each.
 */
export async function runRateFeed(
  { db, log, committed }: { db: Database; log: FastifyBaseLogger; committed: MarketRateTable },
  feed: RateFeed,
  now: Date,
): Promise<FeedRunSummary> {
  const today = koreaPolicyDate(now);
  const summary: FeedRunSummary = { feed: feed.name, ok: false, read: 0, applied: 0, held: 0, rejected: 0 };
  let observations: FeedObservation[];
  try {
    observations = await feed.fetch({ today, months: FEED_WINDOW_MONTHS });
    if (observations.length === 0) throw new Error('빈 응답이에요: 값이 하나도 없어요');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ feed: feed.name, reason: message }, 'rate feed failed: the figures in force stay as they are');
    await recordStatus(db, feed.name, now, message);
    return { ...summary, error: message };
  }

  const { applied, storedKeys } = await storedState(db, feed.name);
  // Each figure's applied values by observation date, ascending: what every new value is checked against.
  const appliedByFigure = new Map<MarketRateHistoryFigure, { observedOn: string; value: number }[]>();
  const appliedOf = (figure: MarketRateHistoryFigure) => {
    const list = appliedByFigure.get(figure) ?? [];
    appliedByFigure.set(figure, list);
    return list;
  };
  const recordApplied = (figure: MarketRateHistoryFigure, observedOn: string, value: number) => {
    const list = appliedOf(figure);
    let at = list.length;
    while (at > 0 && list[at - 1]!.observedOn > observedOn) at -= 1;
    list.splice(at, 0, { observedOn, value });
  };
  for (const row of applied) recordApplied(row.figure as MarketRateHistoryFigure, row.observedOn, row.valuePercent);
  const previousOf = (figure: MarketRateHistoryFigure, observedOn: string): number | null => {
    const earlier = appliedOf(figure).findLast((row) => row.observedOn < observedOn);
    if (earlier) return earlier.value;
    if (figure === 'jeonseLoanAverage') return null;
    const row = marketRateInForce(committed, observedOn) ?? committed.rows[0]!;
    return row[figure];
  };

  const sorted = [...observations].sort(
    (a, b) => a.figure.localeCompare(b.figure) || a.observedOn.localeCompare(b.observedOn),
  );
  const rows: (typeof marketRateObservations.$inferInsert)[] = [];
  const operatorNoted = new Set<MarketRateHistoryFigure>();
  for (const [index, observation] of sorted.entries()) {
    const before = sorted[index - 1];
    const spec = feed.figures.find((figure) => figure.figure === observation.figure);
    if (spec?.cycle === 'M' && before?.figure === observation.figure) {
      const missing = monthIndex(observation.observedOn) - monthIndex(before.observedOn) - 1;
      if (missing > 0) {
        log.warn(
          { feed: feed.name, figure: observation.figure, after: before.observedOn, missing },
          'rate feed has a gap: not filled',
        );
      }
    }
    if (storedKeys.has(`${observation.figure}|${observation.observedOn}`)) continue;
    summary.read += 1;
    const value = percentOf(observation.rawValue);
    const verdict = verdictOf(
      observation,
      value,
      spec?.units ?? [],
      previousOf(observation.figure, observation.observedOn),
      today,
    );
    if (verdict.status === 'APPLIED') {
      summary.applied += 1;
      recordApplied(observation.figure, observation.observedOn, value!);
      const sameDayOperatorRow = committed.rows.find((row) => row.effectiveFrom === today);
      if (sameDayOperatorRow && isEngineFigure(observation.figure) && !operatorNoted.has(observation.figure)) {
        operatorNoted.add(observation.figure);
        const estimated = sameDayOperatorRow.estimatedFields?.includes(observation.figure) ?? false;
        log.warn(
          { feed: feed.name, figure: observation.figure, date: today },
          estimated
            ? "the feed value replaces the operator's estimate of the same date"
            : 'an operator row of the same date is kept over the feed value',
        );
      }
    } else {
      summary[verdict.status === 'HELD' ? 'held' : 'rejected'] += 1;
      log.warn(
        {
          feed: feed.name,
          figure: observation.figure,
          observedOn: observation.observedOn,
          raw: observation.rawValue,
          reason: verdict.reason,
        },
        verdict.status === 'HELD' ? 'rate value held for the operator' : 'rate value rejected',
      );
    }
    rows.push({
      feed: feed.name,
      figure: observation.figure,
      observedOn: observation.observedOn,
      valuePercent: value ?? 0,
      rawValue: observation.rawValue,
      unit: observation.unit,
      source: observation.source,
      fetchedAt: now,
      effectiveFrom: today,
      status: verdict.status,
      reason: verdict.status === 'APPLIED' ? null : verdict.reason,
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(marketRateObservations)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
  await recordStatus(db, feed.name, now, null);
  return { ...summary, ok: true };
}

/** Runs every enabled feed once, one after another; what each did is returned and logged by the caller. */
export async function runRateFeeds(
  dependencies: { db: Database; log: FastifyBaseLogger; committed: MarketRateTable },
  feeds: readonly RateFeed[],
  now: Date,
): Promise<FeedRunSummary[]> {
  const summaries: FeedRunSummary[] = [];
  for (const feed of feeds.filter((each) => each.enabled)) summaries.push(await runRateFeed(dependencies, feed, now));
  return summaries;
}

/** An operator's decision on a held value: accepted, it prices reports from the day of the decision. */
export async function decideHeldRate(
  db: Database,
  id: string,
  decision: 'ACCEPT' | 'REJECT',
  now: Date,
): Promise<boolean> {
  const status = decision === 'ACCEPT' ? 'APPLIED' : 'REJECTED';
  const updated = await db
    .update(marketRateObservations)
    .set({
      status,
      effectiveFrom: koreaPolicyDate(now),
      decidedAt: now,
      reason: sql`${marketRateObservations.reason} || ${decision === 'ACCEPT' ? ' → 운영자가 적용했어요' : ' → 운영자가 거절했어요'}`,
    })
    .where(and(eq(marketRateObservations.id, id), eq(marketRateObservations.status, 'HELD')))
    .returning({ id: marketRateObservations.id });
  return updated.length > 0;
}
