import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tableInForce } from './table-in-force.ts';

const rows = [
  { effectiveFrom: '2024-02-26', stage: 1 },
  { effectiveFrom: '2024-09-01', stage: 2 },
  { effectiveFrom: '2025-07-01', stage: 3 },
] as const;

describe('tableInForce', () => {
  it('시행일 당일부터 그 행이 적용되고, 전날까지는 이전 행이 적용돼요', () => {
    expect(tableInForce(rows, '2024-08-31')?.stage).toBe(1);
    expect(tableInForce(rows, '2024-09-01')?.stage).toBe(2);
    expect(tableInForce(rows, '2030-01-01')?.stage).toBe(3);
  });

  it('첫 시행일 이전이면 적용할 행이 없어요', () => {
    expect(tableInForce(rows, '2024-02-25')).toBeNull();
    expect(tableInForce([], '2024-02-25')).toBeNull();
  });

  it('언제나 기준일 이전에 시작한 행 중 가장 늦은 행을 골라요', () => {
    const isoDate = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.uniqueArray(isoDate, { maxLength: 8 }), isoDate, (dates, policyDate) => {
        const table = [...dates].sort().map((effectiveFrom, index) => ({ effectiveFrom, index }));
        const started = table.filter((row) => row.effectiveFrom <= policyDate);
        expect(tableInForce(table, policyDate)).toBe(started.at(-1) ?? null);
      }),
    );
  });
});
