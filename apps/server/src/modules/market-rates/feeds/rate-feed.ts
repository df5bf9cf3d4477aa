import type { MarketRateHistoryFigure } from '@jipsa/contracts';

/**
 * One value as a feed read it, before any check: the figure it feeds, the date its publication gives it (a
 * monthly value as its month's first day, YYYY-MM-01), the value and unit exactly as received, and the
 * publication named for the row it may become.
 */
export type FeedObservation = {
  readonly figure: MarketRateHistoryFigure;
  readonly observedOn: string;
  readonly rawValue: string;
  readonly unit: string;
  /** e.g. '한국은행 ECOS 722Y001/0101000 한국은행 기준금리' */
  readonly source: string;
};

/** What a feed expects of each figure it gives: the units it publishes it in. */
export type FeedFigure = {
  readonly figure: MarketRateHistoryFigure;
  readonly units: readonly string[];
  /** 'D' daily values (gaps are weekends and holidays), 'M' monthly ones (a missing month is a gap). */
  readonly cycle: 'D' | 'M';
};

/**
 * An official source of market rates (issue 28, ADR 0025). `fetch` reads the last `months` of each figure it
 * gives through the shared upstream policy (timeout, retries, breaker); it throws an `UpstreamError` when the
 * source answers with an error or nothing, and never checks plausibility: the runner does that for every feed.
 */
export type RateFeed = {
  readonly name: string;
  /** The source as a person reads it on /rates, e.g. '은행연합회 COFIX 공시'. */
  readonly label: string;
  /** Off without its key; an off feed is listed but never called. */
  readonly enabled: boolean;
  readonly figures: readonly FeedFigure[];
  fetch(options: { today: string; months: number }): Promise<FeedObservation[]>;
};
