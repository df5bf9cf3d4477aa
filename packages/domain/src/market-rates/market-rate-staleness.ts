import type { PolicyDate } from '../policy/policy-date.ts';

// NOTE: issue 13 "Current to the day, visibly": COFIX and the bank rates that follow it are published
// monthly (은행연합회, around the 15th), so a row more than 45 days old has missed at least one publication.
export const MARKET_RATES_STALE_AFTER_DAYS = 45;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days from the market-rate row's date to the policy date (0 or more).
 * @example marketRateAgeDays('2026-02-19', '2026-11-24') // 278
 */
export function marketRateAgeDays(marketRateDate: PolicyDate, policyDate: PolicyDate): number {
  const days = Math.round((Date.parse(`${policyDate}T00:00:00Z`) - Date.parse(`${marketRateDate}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, days);
}

/**
 * Whether the rates a report is priced with are older than {@link MARKET_RATES_STALE_AFTER_DAYS} on its policy
 * date: the report then says so, and the server warns at start.
 * @example isMarketRateStale('2026-10-15', '2026-11-24') // false (40 days)
 */
export function isMarketRateStale(marketRateDate: PolicyDate, policyDate: PolicyDate): boolean {
  return marketRateAgeDays(marketRateDate, policyDate) > MARKET_RATES_STALE_AFTER_DAYS;
}
