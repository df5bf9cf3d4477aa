import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratioPercent } from './ratio-percent.ts';

describe('ratioPercent', () => {
  it('소수 둘째 자리까지 반올림해요', () => {
    expect(ratioPercent(1, 3)).toBe(33.33);
    expect(ratioPercent(2, 3)).toBe(66.67);
    expect(ratioPercent(40_000_000, 100_000_000)).toBe(40);
  });

  it('정확히 0.005 %p에 걸리면 올려요: 1 ÷ 20,000 = 0.005 % → 0.01 %', () => {
    expect(ratioPercent(1, 20_000)).toBe(0.01);
    expect(ratioPercent(1, 20_001)).toBe(0);
  });

  it('언제나 정확한 값과 0.005 %p 이내로 같아요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e11 }), (numerator, denominator) => {
        const exactHundredths = (BigInt(numerator) * 10_000n * 2n + BigInt(denominator)) / (2n * BigInt(denominator));
        expect(Math.round(ratioPercent(numerator, denominator) * 100)).toBe(Number(exactHundredths));
      }),
    );
  });
});
