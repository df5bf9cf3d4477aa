import { describe, expect, it } from 'vitest';
import { RENEWED_TERM_RULE, renewedLeaseEnd } from './renewed-lease-end.ts';

describe('renewedLeaseEnd', () => {
  it('만기 2027-05-20 계약을 갱신하면 2029-05-20에 끝나요 (이슈의 예)', () => {
    expect(renewedLeaseEnd('2027-05-20')).toBe('2029-05-20');
  });
  it('2년은 만기 다음 날부터 세요: 2월 28일에 끝난 계약은 윤년이면 2월 29일까지 이어져요', () => {
    expect(renewedLeaseEnd('2026-02-28')).toBe('2028-02-29');
    expect(renewedLeaseEnd('2027-02-28')).toBe('2029-02-28');
    expect(renewedLeaseEnd('2027-12-31')).toBe('2029-12-31');
  });
  it('갱신된 계약은 2년이에요', () => {
    expect(RENEWED_TERM_RULE).toMatchObject({ months: 24, certainty: 'S' });
  });
});
