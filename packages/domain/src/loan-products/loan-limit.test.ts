import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { percentOfFloor } from '../money/percent-of.ts';
import { loanLimit, percentOfWholeFloor } from './loan-limit.ts';

describe('loanLimit', () => {
  it('한도는 절대 한도, 보증금 × 비율, 소득 기준 한도 중 가장 작은 값이에요', () => {
    // 2억 × 70 % = 1억 4,000만 > 1억 2,000만 → 절대 한도
    expect(loanLimit({ deposit: 200_000_000, ratioPercent: 70, cap: 120_000_000 })).toBe(120_000_000);
    // 1억 × 80 % = 8,000만 < 4억
    expect(loanLimit({ deposit: 100_000_000, ratioPercent: 80, cap: 400_000_000 })).toBe(80_000_000);
    // 소득 2,500만 × 4.5 = 1억 1,250만 < 1억 5,000만 × 80 % = 1억 2,000만
    expect(loanLimit({ deposit: 150_000_000, ratioPercent: 80, cap: 400_000_000, incomeBasedCap: 112_500_000 })).toBe(
      112_500_000,
    );
  });

  it('10만원 아래는 버려요: 5,555만 5,555원 × 90 % = 4,999만 9,999원 → 4,990만원', () => {
    expect(loanLimit({ deposit: 55_555_555, ratioPercent: 90, cap: 200_000_000 })).toBe(49_900_000);
  });

  it('한도는 언제나 10만원 단위이고 어느 상한도 넘지 않아요', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.constantFrom(70, 80, 90),
        fc.integer({ min: 0, max: 500_000_000 }),
        (deposit, ratioPercent, cap) => {
          const limit = loanLimit({ deposit, ratioPercent, cap });
          expect(limit % 100_000).toBe(0);
          expect(limit).toBeLessThanOrEqual(cap);
          expect(limit * 100).toBeLessThanOrEqual(deposit * ratioPercent);
          expect(limit).toBeGreaterThan(Math.min(cap, (deposit * ratioPercent) / 100) - 100_000);
        },
      ),
    );
  });
});

describe('percentOfWholeFloor', () => {
  it('정수 퍼센트는 BigInt 계산과 똑같이 내림해요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 1000 }), (amount, percent) => {
        expect(percentOfWholeFloor(amount, percent)).toBe(percentOfFloor(amount, percent));
      }),
    );
  });
  it('안전한 정수 범위를 넘으면 BigInt로 계산해요', () => {
    expect(percentOfWholeFloor(9_007_199_254_740_991, 90)).toBe(percentOfFloor(9_007_199_254_740_991, 90));
  });
});
