import { describe, expect, it } from 'vitest';
import { isMarketRateStale, marketRateAgeDays, MARKET_RATES_STALE_AFTER_DAYS } from './market-rate-staleness.ts';

describe('marketRateAgeDays', () => {
  it('시장금리 행의 날짜부터 기준일까지 지난 날수를 세요', () => {
    expect(marketRateAgeDays('2026-02-19', '2026-11-24')).toBe(278);
    expect(marketRateAgeDays('2026-11-23', '2026-11-24')).toBe(1);
    expect(marketRateAgeDays('2025-12-31', '2026-01-01')).toBe(1);
  });
  it('같은 날이거나 기준일보다 늦은 행이면 0일이에요', () => {
    expect(marketRateAgeDays('2026-11-24', '2026-11-24')).toBe(0);
    expect(marketRateAgeDays('2026-12-01', '2026-11-24')).toBe(0);
  });
});

describe('isMarketRateStale', () => {
  it('45일이 지난 날까지는 최신으로 보고, 46일째부터 오래된 금리라고 해요', () => {
    expect(MARKET_RATES_STALE_AFTER_DAYS).toBe(45);
    expect(isMarketRateStale('2026-10-10', '2026-11-24')).toBe(false);
    expect(isMarketRateStale('2026-10-09', '2026-11-24')).toBe(true);
  });
  it('기준일 당일이나 그 뒤에 시작한 금리는 오래되지 않았어요', () => {
    expect(isMarketRateStale('2026-11-24', '2026-11-24')).toBe(false);
    expect(isMarketRateStale('2026-12-01', '2026-11-24')).toBe(false);
  });
});
