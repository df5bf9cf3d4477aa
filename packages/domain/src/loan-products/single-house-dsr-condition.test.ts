import { describe, expect, it } from 'vitest';
import { valueOn } from './dated-value.ts';
import { JEONSE_INTEREST_IN_DSR_RULES } from '../regulation/jeonse-interest-in-dsr.ts';
import { SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR } from './single-house-dsr-condition.ts';

describe('1주택자 전세대출 이자의 DSR 반영 (10·15 대책)', () => {
  it('2025년 10월 29일부터 반영되고, 규칙 이름은 그날의 답을 말해요', () => {
    const nameOn = (policyDate: string) =>
      SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR.name(valueOn(SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR, policyDate));
    expect(valueOn(SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR, '2025-10-28')).toBe(false);
    expect(nameOn('2025-10-28')).toBe('1주택자 전세대출 이자 DSR 미반영');
    expect(valueOn(SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR, '2025-10-29')).toBe(true);
    expect(nameOn('2025-10-29')).toBe('수도권·규제지역 1주택자 전세대출 이자 DSR 반영');
  });

  it('10·15 전의 값도 어디서 읽었는지와 확인 정도([P]·[S]·[U])를 적어 둬요', () => {
    const sources = [SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR.before, ...SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR.changes].map(
      (row) => row.source,
    );
    for (const source of sources) expect(source).toMatch(/^\S.*\[[PSU]\]/);
    // The DSR calculator's table holds the same date and names the same FAQ (one rule, two readers).
    expect(SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR.changes[0]?.from).toBe(JEONSE_INTEREST_IN_DSR_RULES[0]?.effectiveFrom);
    expect(SINGLE_HOUSE_JEONSE_INTEREST_IN_DSR.changes[0]?.source).toContain('FAQ');
  });
});
