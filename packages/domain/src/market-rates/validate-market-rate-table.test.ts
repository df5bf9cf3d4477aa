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
  it('올바른 표는 출처 목록과 추정 표시까지 그대로 돌려주고, 없는 항목을 만들어 넣지 않아요', () => {
    const withSources = row({
      effectiveFrom: '2026-01-01',
      sources: ['은행연합회 COFIX 공시 2025-12-15', '한국은행 기준금리 2025-11-27'],
      estimatedFields: ['creditLoanRate', 'depositRate'],
    });
    const result = validateMarketRateTable({ source: '운영자', rows: [withSources, row()] });
    expect(result).toStrictEqual({ ok: true, table: { source: '운영자', rows: [withSources, row()] } });
  });

  it('출처 목록이 빈칸 없는 문장들의 배열이 아니면 거절해요', () => {
    const reason = 'rows[0].sources는 출처 문장의 배열이어야 해요.';
    expect(reasonOf({ source: 'x', rows: [row({ sources: '은행연합회' })] })).toBe(reason);
    expect(reasonOf({ source: 'x', rows: [row({ sources: ['은행연합회', '  '] })] })).toBe(reason);
    expect(reasonOf({ source: 'x', rows: [row({ sources: [''] })] })).toBe(reason);
    expect(reasonOf({ source: 'x', rows: [row({ sources: [2026] })] })).toBe(reason);
  });

  it('추정 표시에 금리 항목이 아닌 이름이 섞이면 고를 수 있는 항목을 알려주며 거절해요', () => {
    const reason =
      'rows[0].estimatedFields는 baseRate, cofixNewBalance, financeBond6M, financeBond24M, creditLoanRate, depositRate 중에서 고른 배열이어야 해요.';
    expect(reasonOf({ source: 'x', rows: [row({ estimatedFields: ['depositRate', 'cofix'] })] })).toBe(reason);
    expect(reasonOf({ source: 'x', rows: [row({ estimatedFields: 'depositRate' })] })).toBe(reason);
  });

  it('객체가 아니거나 행이 없으면 거절해요', () => {
    expect(reasonOf(null)).toContain('객체');
    expect(reasonOf([row()])).toContain('객체');
    expect(reasonOf({ source: 'x', rows: [] })).toBe('시장금리 표에 행이 하나도 없어요.');
    expect(reasonOf({ source: '', rows: [row()] })).toContain('source');
    expect(reasonOf({ source: 'x', rows: 'nope' })).toContain('배열');
  });

  it('객체가 아닌 입력이나 행은 그 자리를 짚어 거절해요', () => {
    expect(reasonOf('표')).toBe('시장금리 표는 { source, rows } 모양의 객체여야 해요.');
    expect(reasonOf({ source: 'x', rows: [row(), null] })).toBe('rows[1]는 객체여야 해요.');
    expect(reasonOf({ source: 'x', rows: ['2026-07-01'] })).toBe('rows[0]는 객체여야 해요.');
    expect(reasonOf({ source: 'x', rows: [[row()]] })).toBe('rows[0]는 객체여야 해요.');
  });

  it('출처가 빈칸뿐이면 거절해요', () => {
    expect(reasonOf({ source: '   ', rows: [row()] })).toBe('source에 출처를 적어주세요.');
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
