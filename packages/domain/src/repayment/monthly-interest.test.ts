import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfFloor } from '../money/percent-of.ts';
import { monthlyInterest } from './monthly-interest.ts';

describe('monthlyInterest', () => {
  it('1억의 연 3.5 % 한 달 이자는 100,000,000 × 3.5 ÷ 1,200 = 291,666.67 → 291,666원이에요', () => {
    expect(monthlyInterest(100_000_000, 3500)).toBe(291_666);
  });

  it('1,000억 × 100 %처럼 2^53을 넘는 곱에서도 원 미만만 버려요', () => {
    // 100,000,000,000 × 100 % ÷ 12 = 8,333,333,333.33 → 8,333,333,333
    expect(monthlyInterest(100_000_000_000, 100_000)).toBe(8_333_333_333);
  });

  it('언제나 percentOfFloor(잔액, 금리, 12)와 같아요', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (balance, milliPercent) => {
          expect(monthlyInterest(balance, milliPercent)).toBe(percentOfFloor(balance, milliPercent / 1000, 12));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
