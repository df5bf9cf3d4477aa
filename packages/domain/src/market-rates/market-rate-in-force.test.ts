import { describe, expect, it } from 'vitest';
import type { MarketRateRow, MarketRateTable } from './market-rate-row.ts';
import { marketRateInForce } from './market-rate-in-force.ts';

const row = (effectiveFrom: string, cofixNewBalance: number): MarketRateRow => ({
  effectiveFrom,
  baseRate: 2.5,
  cofixNewBalance,
  financeBond6M: 2.6,
  financeBond24M: 2.7,
  creditLoanRate: 5,
  depositRate: 2.5,
  note: '테스트',
});

const table: MarketRateTable = {
  source: '테스트',
  rows: [row('2025-07-01', 3.0), row('2026-01-01', 2.9), row('2026-07-01', 2.8)],
};

describe('marketRateInForce', () => {
  it('기준일에 시작한 행은 그날부터 적용돼요', () => {
    expect(marketRateInForce(table, '2026-07-01')?.cofixNewBalance).toBe(2.8);
  });
  it('다음 행이 시작하기 전날까지는 앞 행이 적용돼요', () => {
    expect(marketRateInForce(table, '2026-06-30')?.cofixNewBalance).toBe(2.9);
    expect(marketRateInForce(table, '2025-12-31')?.cofixNewBalance).toBe(3.0);
  });
  it('마지막 행 이후로는 마지막 행이 계속 적용돼요', () => {
    expect(marketRateInForce(table, '2030-01-01')?.effectiveFrom).toBe('2026-07-01');
  });
  it('표보다 이른 날짜에는 적용할 금리가 없어요', () => {
    expect(marketRateInForce(table, '2025-06-30')).toBeNull();
  });
});
