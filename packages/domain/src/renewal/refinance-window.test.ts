import { describe, expect, it } from 'vitest';
import { REFINANCE_WINDOW_RULE, refinanceWindow } from './refinance-window.ts';

describe('refinanceWindow — 대환대출 인프라로 전세대출을 옮길 수 있는 날', () => {
  it('대출받고 3개월이 지난 다음 날부터, 임대차 기간의 절반이 지나기 전날까지예요', () => {
    expect(refinanceWindow('2026-05-26', '2026-05-26', '2028-05-25')).toEqual({
      from: '2026-08-27',
      to: '2027-05-25',
    });
    expect(refinanceWindow('2027-06-10', '2027-05-21', '2029-05-20')).toEqual({
      from: '2027-09-11',
      to: '2028-05-19',
    });
  });
  it('말일에 받은 대출은 석 달 뒤 말일이 지나야 해요', () => {
    expect(refinanceWindow('2026-11-30', '2026-11-30', '2028-11-29').from).toBe('2027-03-01');
  });
  it('같은 보증기관으로만 옮길 수 있다는 조건과 보도 출처를 적어 둬요', () => {
    expect(REFINANCE_WINDOW_RULE).toMatchObject({ monthsAfterDrawing: 3, certainty: 'S' });
    expect(REFINANCE_WINDOW_RULE.source).toContain('같은 보증기관');
  });
});
