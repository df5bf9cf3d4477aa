import { describe, expect, it } from 'vitest';
import table from './market-rates.json' with { type: 'json' };
import { DEFAULT_MARKET_RATE_TABLE } from './default-market-rate-table.ts';
import { validateMarketRateTable } from './validate-market-rate-table.ts';

describe('DEFAULT_MARKET_RATE_TABLE', () => {
  it('함께 배포되는 market-rates.json은 검증을 통과해요', () => {
    expect(validateMarketRateTable(table).ok).toBe(true);
  });
  it('JSON의 모든 행을 날짜 순서대로 담아요', () => {
    expect(DEFAULT_MARKET_RATE_TABLE.rows.map((row) => row.effectiveFrom)).toEqual(
      table.rows.map((row) => row.effectiveFrom),
    );
  });
});
