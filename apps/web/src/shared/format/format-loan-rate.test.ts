import { describe, expect, it } from 'vitest';
import { formatLoanRate } from './format-loan-rate.ts';

describe('formatLoanRate', () => {
  it('대출 금리는 어디서나 소수 둘째 자리까지 써요', () => {
    expect(formatLoanRate(1.93)).toBe('1.93%');
    expect(formatLoanRate(2.6)).toBe('2.60%');
    expect(formatLoanRate(3.8)).toBe('3.80%');
  });
});
