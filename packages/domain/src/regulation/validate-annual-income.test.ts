import { describe, expect, it } from 'vitest';
import { validateAnnualIncome } from './validate-annual-income.ts';

describe('validateAnnualIncome', () => {
  it('1원 이상 1,000억원 이하의 정수 연소득만 받아요', () => {
    expect(validateAnnualIncome(1)).toEqual({ ok: true });
    expect(validateAnnualIncome(100_000_000_000)).toEqual({ ok: true });
    expect(validateAnnualIncome(0)).toEqual({ ok: false, field: 'annualIncome', reason: '연소득을 입력해주세요.' });
    expect(validateAnnualIncome(1.5).ok).toBe(false);
    expect(validateAnnualIncome(100_000_000_001)).toEqual({
      ok: false,
      field: 'annualIncome',
      reason: '연소득은 1,000억원 이하로 입력해주세요.',
    });
  });
});
