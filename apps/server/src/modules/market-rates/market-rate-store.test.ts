import { DEFAULT_MARKET_RATE_TABLE, type MarketRateTable } from '@jipsa/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createMarketRateStore } from './market-rate-store.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('금리 추이의 창', () => {
  it('달 끝에서도 민법 제160조대로 세요: 5월 31일의 3개월 전은 2월 28일이라 3월 1일의 값이 들어가요', async () => {
    // Before issue 46 the window started on 2026-03-03 (31 February rolled over) and the 1 March row was left out.
    const newest = DEFAULT_MARKET_RATE_TABLE.rows.at(-1)!;
    const committed: MarketRateTable = {
      source: 'test',
      rows: [
        // No sources: each point then carries its row's date.
        { ...newest, sources: [], effectiveFrom: '2026-02-27' },
        { ...newest, sources: [], effectiveFrom: '2026-03-01' },
      ],
    };
    const store = createMarketRateStore({ db: database.db, committed, feeds: [] });
    const history = await store.history(3, '2026-05-31');
    const dates = new Set(history.rows.map((row) => row.date));
    expect([...dates]).toEqual(['2026-03-01']);
  });
});

describe('금리 추이의 날짜', () => {
  it('점마다 출처가 발표한 날짜를 달아요: 2026-02-26 금통위 결정을 2월 19일 행의 날짜로 적지 않아요 (issue 50 #4)', async () => {
    const store = createMarketRateStore({ db: database.db, committed: DEFAULT_MARKET_RATE_TABLE, feeds: [] });
    const history = await store.history(24, '2026-11-29');
    const published = history.rows.filter((row) => !row.isEstimate);
    expect(published.length).toBeGreaterThan(0);
    for (const row of published) expect(row.source).toContain(row.date);
    expect(history.rows.filter((row) => row.figure === 'baseRate').map((row) => row.date)).toEqual([
      '2025-05-29',
      '2026-02-26',
    ]);
  });
});
