import { describe, expect, it } from 'vitest';
import { INTEREST_RATE_TYPES } from './interest-rate-types.ts';
import { STRESS_DSR_STAGES } from './stress-dsr-stages.ts';
import { tableInForce } from './table-in-force.ts';

describe('STRESS_DSR_STAGES', () => {
  it('시행일 순으로 정렬돼 있어요 (tableInForce가 기대하는 순서)', () => {
    const dates = STRESS_DSR_STAGES.map((row) => row.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('2024-02-26 이전에는 스트레스 DSR이 없어요', () => {
    expect(tableInForce(STRESS_DSR_STAGES, '2024-02-25')).toBeNull();
  });

  it.each([
    ['2024-02-26', 1, 38, 38, 0],
    ['2024-09-01', 2, 120, 75, 75],
    ['2025-07-01', 3, 150, 75, 150],
    ['2025-10-15', 3, 150, 75, 150],
    ['2025-10-16', 3, 300, 75, 150],
  ])('%s에는 %i단계: 수도권 %ibp, 지방 %ibp, 신용 %ibp예요', (date, stage, capital, other, credit) => {
    const row = tableInForce(STRESS_DSR_STAGES, date);
    expect(row).toMatchObject({
      stage,
      capitalAreaMortgageBasisPoints: capital,
      otherAreaMortgageBasisPoints: other,
      creditBasisPoints: credit,
    });
  });

  it('단계마다 화면에 보일 이름은 단계 번호를 담고 서로 달라요', () => {
    for (const row of STRESS_DSR_STAGES) expect(row.name).toMatch(new RegExp(`^스트레스 DSR ${row.stage}단계`));
    expect(new Set(STRESS_DSR_STAGES.map((row) => row.name)).size).toBe(STRESS_DSR_STAGES.length);
    expect(tableInForce(STRESS_DSR_STAGES, '2025-10-16')?.name).toContain('10·15 대책');
  });

  it('변동금리는 가산금리를 모두, 혼합·주기형은 일부만 받아요', () => {
    for (const row of STRESS_DSR_STAGES) {
      expect(row.rateTypeSharePercent.VARIABLE).toBe(100);
      for (const type of INTEREST_RATE_TYPES) {
        expect(row.rateTypeSharePercent[type]).toBeGreaterThan(0);
        expect(row.rateTypeSharePercent[type]).toBeLessThanOrEqual(100);
      }
    }
  });
});
