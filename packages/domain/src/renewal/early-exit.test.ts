import { describe, expect, it } from 'vitest';
import { EARLY_EXIT_RULE, earlyExitEffectiveDate } from './early-exit.ts';

describe('earlyExitEffectiveDate — 갱신된 계약의 3개월 해지', () => {
  it('묵시적 갱신이나 갱신요구로 이어진 계약은 통지가 닿은 날부터 3개월이 되는 날 끝나요', () => {
    expect(earlyExitEffectiveDate('IMPLICIT_RENEWAL', '2026-11-26', '2027-05-20')).toBe('2027-02-26');
    expect(earlyExitEffectiveDate('RENEWAL_RIGHT_USED', '2026-11-26', '2027-05-20')).toBe('2027-02-26');
  });
  it('합의해 새로 쓴 계약(재계약 포함)은 중도에 해지할 수 없어요', () => {
    expect(earlyExitEffectiveDate('NEW', '2026-11-26', '2027-05-20')).toBeNull();
  });
  it('3개월이 되는 날이 만기와 같거나 뒤면 만기에 끝나니 따로 날짜가 없어요', () => {
    expect(earlyExitEffectiveDate('IMPLICIT_RENEWAL', '2027-02-19', '2027-05-20')).toBe('2027-05-19');
    expect(earlyExitEffectiveDate('IMPLICIT_RENEWAL', '2027-02-20', '2027-05-20')).toBeNull();
    expect(earlyExitEffectiveDate('IMPLICIT_RENEWAL', '2027-03-01', '2027-05-20')).toBeNull();
  });
  it('없는 날은 그 달의 말일로 맞춰요: 11-30에 닿은 통지는 2월 말일에 끝나요', () => {
    expect(earlyExitEffectiveDate('IMPLICIT_RENEWAL', '2026-11-30', '2027-05-20')).toBe('2027-02-28');
    expect(earlyExitEffectiveDate('IMPLICIT_RENEWAL', '2027-11-30', '2028-05-20')).toBe('2028-02-29');
  });
  it('규칙은 3개월이고 출처가 있어요', () => {
    expect(EARLY_EXIT_RULE).toMatchObject({ noticeMonths: 3, effectiveFrom: '2020-07-31', certainty: 'S' });
    expect(EARLY_EXIT_RULE.source).toContain('제6조의2');
  });
});
