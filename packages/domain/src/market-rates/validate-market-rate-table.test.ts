import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateMarketRateTable } from './validate-market-rate-table.ts';

const row = (overrides: Record<string, unknown> = {}) => ({
  effectiveFrom: '2026-07-01',
  baseRate: 2.5,
  cofixNewBalance: 2.88,
  financeBond6M: 2.62,
  financeBond24M: 2.75,
  creditLoanRate: 4.9,
  depositRate: 2.55,
  note: '테스트',
  ...overrides,
});

const reasonOf = (input: unknown): string => {
  const result = validateMarketRateTable(input);
  if (result.ok) throw new Error('expected a failure');
  return result.reason;
};

describe('validateMarketRateTable', () => {
  it('올바른 표는 그대로 돌려줘요', () => {
    const result = validateMarketRateTable({ source: '운영자', rows: [row({ effectiveFrom: '2026-01-01' }), row()] });
    expect(result).toEqual({
      ok: true,
      table: { source: '운영자', rows: [row({ effectiveFrom: '2026-01-01' }), row()] },
    });
  });

  it('객체가 아니거나 행이 없으면 거절해요', () => {
    expect(reasonOf(null)).toContain('객체');
    expect(reasonOf([row()])).toContain('객체');
    expect(reasonOf({ source: 'x', rows: [] })).toBe('시장금리 표에 행이 하나도 없어요.');
    expect(reasonOf({ source: '', rows: [row()] })).toContain('source');
    expect(reasonOf({ source: 'x', rows: 'nope' })).toContain('배열');
  });

  it('실제로 없는 날짜나 형식이 다른 날짜는 거절해요', () => {
    expect(reasonOf({ source: 'x', rows: [row({ effectiveFrom: '2026-02-30' })] })).toContain('rows[0].effectiveFrom');
    expect(reasonOf({ source: 'x', rows: [row({ effectiveFrom: '2026/07/01' })] })).toContain('rows[0].effectiveFrom');
  });

  it('날짜가 오름차순이 아니거나 겹치면 몇 번째 행인지 알려줘요', () => {
    const reason = reasonOf({ source: 'x', rows: [row(), row({ effectiveFrom: '2026-01-01' })] });
    expect(reason).toContain('rows[1].effectiveFrom');
    expect(reason).toContain('2026-07-01');
    expect(reasonOf({ source: 'x', rows: [row(), row()] })).toContain('rows[1]');
  });

  it('금리가 음수·30 초과·소수 넷째 자리·문자열이면 그 항목을 짚어요', () => {
    expect(reasonOf({ source: 'x', rows: [row({ cofixNewBalance: -0.1 })] })).toContain('rows[0].cofixNewBalance');
    expect(reasonOf({ source: 'x', rows: [row({ creditLoanRate: 30.001 })] })).toContain('rows[0].creditLoanRate');
    expect(reasonOf({ source: 'x', rows: [row({ depositRate: 2.5555 })] })).toContain('rows[0].depositRate');
    expect(reasonOf({ source: 'x', rows: [row({ baseRate: '2.5' })] })).toContain('rows[0].baseRate');
    expect(reasonOf({ source: 'x', rows: [row({ financeBond6M: Number.NaN })] })).toContain('rows[0].financeBond6M');
  });

  it('철자가 틀린 항목은 조용히 무시하지 않고 거절해요', () => {
    expect(reasonOf({ source: 'x', rows: [row({ cofix: 3 })] })).toBe('rows[0].cofix는 알 수 없는 항목이에요.');
  });

  it('출처 메모가 없는 행은 거절해요', () => {
    const { note: _note, ...withoutNote } = row();
    expect(reasonOf({ source: 'x', rows: [withoutNote] })).toContain('rows[0].note');
  });

  it('소수 셋째 자리까지의 0~30 금리는 모두 받아들여요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), (milli) => {
        expect(validateMarketRateTable({ source: 'x', rows: [row({ cofixNewBalance: milli / 1000 })] }).ok).toBe(true);
      }),
    );
  });
});
