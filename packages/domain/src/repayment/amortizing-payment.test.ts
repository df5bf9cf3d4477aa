import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amortizingPayment, exactAmortizingPayment } from './amortizing-payment.ts';

describe('amortizingPayment', () => {
  it('1억을 연 4 %로 30년 빌리면 월 477,415원이에요', () => {
    // r = 4 / 1200 = 0.0033333, (1 + r)^360 = 3.3134980
    // A = 100,000,000 × 0.0033333 × 3.3134980 ÷ 2.3134980 = 477,415.30 → 477,415
    expect(amortizingPayment(100_000_000, 4000, 360)).toBe(477_415);
  });

  it('정확히 0.5원이 남으면 올려요: 금리 0 %, 3원을 2개월 → 1.5 → 2원', () => {
    expect(amortizingPayment(3, 0, 2)).toBe(2);
  });

  it('이자가 붙어 정확히 0.5원이 남아도 올려요 (실수 계산이 0.5원 바로 아래로 떨어져도요)', () => {
    // 25원, 연 24 % (월 2 %), 1개월: 25 × 1.02 = 25.5 → 26원. The float formula gives 25.49999999999998.
    expect(amortizingPayment(25, 24_000, 1)).toBe(26);
    // 1,000원, 연 1.8 % (월 0.15 %), 1개월: 1,000 × 1.0015 = 1,001.5 → 1,002원 (float: 1,001.49999999996).
    expect(amortizingPayment(1_000, 1_800, 1)).toBe(1_002);
  });

  it('금리 0 %에 만기상환금이 있으면 (원금 − 만기상환금) ÷ 개월 수를 내요', () => {
    // (1,000,000 − 400,000) ÷ 3 = 200,000
    expect(amortizingPayment(1_000_000, 0, 3, 400_000)).toBe(200_000);
    expect(exactAmortizingPayment(1_000_000, 0, 3, 400_000)).toBe(200_000);
  });

  it('빠른 계산은 언제나 BigInt로 한 정확한 분수 계산과 같아요', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 720 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (principal, milliPercent, months, balloonShare) => {
          const balloon = Math.floor(principal * balloonShare);
          expect(amortizingPayment(principal, milliPercent, months, balloon)).toBe(
            exactAmortizingPayment(principal, milliPercent, months, balloon),
          );
        },
      ),
      { numRuns: 800 },
    );
  });

  it('반올림 경계 근처(작은 금액, 짧은 기간)에서도 정확한 계산과 같아요', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 24 }),
        (principal, milliPercent, months) => {
          expect(amortizingPayment(principal, milliPercent, months)).toBe(
            exactAmortizingPayment(principal, milliPercent, months),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});
