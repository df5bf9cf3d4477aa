import { describe, expect, it } from 'vitest';
import { valueOn } from './dated-value.ts';
import { SINGLE_HOUSE_CAPITAL_LIMIT } from './single-house-capital-limit.ts';

describe('수도권 1주택자 전세대출 한도 (6·17 후속, 9·7 대책)', () => {
  it('규칙 이름은 그날의 한도를 말해요: 2020-07-10 전에는 일반 한도, 9·7 전에는 보증기관별, 9·7부터 모두 2억원', () => {
    const nameOn = (policyDate: string) =>
      SINGLE_HOUSE_CAPITAL_LIMIT.name(valueOn(SINGLE_HOUSE_CAPITAL_LIMIT, policyDate));
    expect(nameOn('2020-07-09')).toBe('수도권 1주택자 전세대출 한도: 보증기관별 일반 한도');
    expect(nameOn('2020-07-10')).toBe('수도권 1주택자 전세대출 한도 HUG 2억원·HF 2억 2,000만원·SGI 3억원');
    expect(nameOn('2025-09-07')).toBe('수도권 1주택자 전세대출 한도 HUG 2억원·HF 2억 2,000만원·SGI 3억원');
    expect(nameOn('2025-09-08')).toBe('수도권 1주택자 전세대출 한도 2억원');
  });

  it('9·7 전의 값도 어디서 읽었는지와 확인 정도([P]·[S]·[U])를 적어 둬요', () => {
    const sources = [SINGLE_HOUSE_CAPITAL_LIMIT.before, ...SINGLE_HOUSE_CAPITAL_LIMIT.changes].map((row) => row.source);
    for (const source of sources) expect(source).toMatch(/^\S.*\[[PSU]\]/);
  });
});
