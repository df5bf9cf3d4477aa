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
