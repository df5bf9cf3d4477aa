import { describe, expect, it } from 'vitest';
import { stampDutyBorrowerShare, stampDutyLoanBounds, stampDutyTableOn } from './stamp-duty.ts';

describe('stampDutyBorrowerShare', () => {
  it.each([
    [0, 0],
    [50_000_000, 0], // 5천만 이하 비과세
    [50_000_001, 35_000], // 5천만 초과 1억 이하 7만원의 절반
    [100_000_000, 35_000],
    [100_000_001, 75_000], // 1억 초과 10억 이하 15만원의 절반
    [1_000_000_000, 75_000],
    [1_000_000_001, 175_000], // 10억 초과 35만원의 절반
  ])('대출금 %d원이면 차주가 내는 인지세는 %d원이에요', (loanAmount, duty) => {
    expect(stampDutyBorrowerShare(loanAmount, stampDutyTableOn('2026-11-22'))).toBe(duty);
  });

  it('표보다 이른 기준일에도 가장 오래된 구간을 적용해요', () => {
    expect(stampDutyBorrowerShare(80_000_000, stampDutyTableOn('2025-10-16'))).toBe(35_000);
  });

  it('인지세가 바뀌는 대출금은 5천만·1억·10억원이에요', () => {
    expect(stampDutyLoanBounds(stampDutyTableOn('2026-11-22'))).toEqual([50_000_000, 100_000_000, 1_000_000_000]);
  });
});
