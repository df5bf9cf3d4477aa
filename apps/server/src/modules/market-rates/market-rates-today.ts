import type { MarketRatesResponse } from '@jipsa/contracts';
import { isMarketRateStale, marketRateAgeDays, type MarketRateTable, type PolicyDate } from '@jipsa/domain';
import { marketRatesOn } from './market-rates-on.ts';

/**
 * The reference rates in force on `policyDate` with their date, age and sources (GET /api/v1/marketRates):
 * what the calculators show beside a rate field and what the start-up warning reads.
 * @example marketRatesToday(table, '2026-11-24').marketRatesStale // true when the newest row is from February
 */
export function marketRatesToday(table: MarketRateTable, policyDate: PolicyDate): MarketRatesResponse {
  const { row } = marketRatesOn(table, policyDate);
  return {
    marketRateDate: row.effectiveFrom,
    marketRatesStale: isMarketRateStale(row.effectiveFrom, policyDate),
    ageDays: marketRateAgeDays(row.effectiveFrom, policyDate),
    baseRate: row.baseRate,
    cofixNewBalance: row.cofixNewBalance,
    financeBond6M: row.financeBond6M,
    financeBond24M: row.financeBond24M,
    creditLoanRate: row.creditLoanRate,
    depositRate: row.depositRate,
    sources: [...(row.sources ?? [row.note])],
    estimatedFields: [...(row.estimatedFields ?? [])],
  };
}
