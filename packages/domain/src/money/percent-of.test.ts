import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentOfFloor, percentOfRound } from './percent-of.ts';

describe('percentOfFloor', () => {
  it('1억의 연 3.5% 한 달 이자는 100,000,000 × 0.035 ÷ 12 = 291,666.67 → 291,666원이에요', () => {
    expect(percentOfFloor(100_000_000, 3.5, 12)).toBe(291_666);
  });
  it('소수 셋째 자리 금리도 정확히 계산해요: 1억 × 4.125% ÷ 12 = 343,750원', () => {
    expect(percentOfFloor(100_000_000, 4.125, 12)).toBe(343_750);
  });
  it('큰 금액에서도 부동소수점 오차가 없어요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 100_000 }), (amount, milli) => {
        const exact = (BigInt(amount) * BigInt(milli)) / 1_200_000n;
        expect(percentOfFloor(amount, milli / 1000, 12)).toBe(Number(exact));
      }),
    );
  });
});

describe('percentOfRound', () => {
  it('35,000원의 절반은 17,500원이에요', () => {
    expect(percentOfRound(35_000, 50)).toBe(17_500);
  });
  it('0.5원은 올려요: 1원의 50% → 1원', () => {
    expect(percentOfRound(1, 50)).toBe(1);
  });
});
