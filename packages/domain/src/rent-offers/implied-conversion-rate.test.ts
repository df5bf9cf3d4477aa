import { describe, expect, it } from 'vitest';
import { impliedConversionRate, impliedConversionRates } from './implied-conversion-rate.ts';

const offer = (label: string, rentalDeposit: number, monthlyRent: number) => ({ label, rentalDeposit, monthlyRent });

describe('두 조건 사이의 전환율', () => {
  it('전세 3억 ↔ 보증금 1억·월세 80만: 연 960만 ÷ 2억 = 4.8 %', () => {
    expect(impliedConversionRate(offer('전세', 300_000_000, 0), offer('반전세', 100_000_000, 800_000))).toEqual({
      from: '전세',
      to: '반전세',
      ratePercent: 4.8,
    });
    // The same pair the other way round: still from the larger deposit.
    expect(impliedConversionRate(offer('반전세', 100_000_000, 800_000), offer('전세', 300_000_000, 0))).toEqual({
      from: '전세',
      to: '반전세',
      ratePercent: 4.8,
    });
  });

  it('보증금이 큰 쪽부터 이웃한 조건끼리, 보증금이 같으면 건너뛰어요', () => {
    const rates = impliedConversionRates([
      offer('월세', 50_000_000, 1_000_000),
      offer('전세', 300_000_000, 0),
      offer('반전세', 100_000_000, 800_000),
      offer('같은 보증금', 100_000_000, 700_000),
    ]);
    // 1억 → 5천만: (100만 − 80만 or 70만) × 12 ÷ 5천만.
    expect(rates.map((rate) => [rate.from, rate.to, rate.ratePercent])).toEqual([
      ['전세', '반전세', 4.8],
      ['같은 보증금', '월세', 7.2],
    ]);
  });
});
