import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('market-rates.json을 잘못 고치면', () => {
    afterEach(() => {
      vi.doUnmock('./market-rates.json');
      vi.resetModules();
    });

    it('불러오는 순간 파일 이름과 거절한 이유를 대며 멈춰요', async () => {
      vi.resetModules();
      vi.doMock('./market-rates.json', () => ({ default: { source: '운영자', rows: [] } }));
      await expect(import('./default-market-rate-table.ts')).rejects.toThrow(
        new Error('market-rates.json: 시장금리 표에 행이 하나도 없어요.'),
      );
    });
  });
});
