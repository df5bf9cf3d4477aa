import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionCapMilli, maxMonthlyRentForIncrease } from './increase-as-rent.ts';

describe('전월세 전환율 상한 — 성질', () => {
  it('상한은 10 %를 넘지 않고, 기준금리 + 2 %p를 넘지 않으며, 둘 중 작은 값과 같아요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (baseRateMilli) => {
        const cap = conversionCapMilli(baseRateMilli);
        expect(cap).toBeLessThanOrEqual(10_000);
        expect(cap).toBeLessThanOrEqual(baseRateMilli + 2_000);
        expect(cap).toBe(Math.min(10_000, baseRateMilli + 2_000));
      }),
    );
  });

  it('기준금리가 오르면 상한은 내려가지 않아요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 5_000 }), (base, rise) => {
        expect(conversionCapMilli(base + rise)).toBeGreaterThanOrEqual(conversionCapMilli(base));
      }),
    );
  });

  it('증액분을 월세로 받는 상한은 증액분 × 상한 ÷ 12를 원 아래로 버린 값이에요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 20_000 }), (increase, base) => {
        const rent = maxMonthlyRentForIncrease(increase, base);
        const exact = (BigInt(increase) * BigInt(conversionCapMilli(base))) / 1_200_000n;
        expect(rent).toBe(Number(exact));
        // A year of that rent never buys more than the increase would at the cap.
        expect(rent * 12 * 100_000).toBeLessThanOrEqual(increase * conversionCapMilli(base));
      }),
    );
  });
});
