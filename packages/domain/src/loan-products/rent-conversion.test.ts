import { describe, expect, it } from 'vitest';
import { convertedMonthlyRent, rentConversionRateCap } from './rent-conversion.ts';

describe('rentConversionRateCap', () => {
  it('전월세 전환율 상한은 기준금리 + 2.0 %p예요: 2.5 → 4.5', () => {
    expect(rentConversionRateCap(2.5)).toBe(4.5);
    expect(rentConversionRateCap(3.25)).toBe(5.25);
  });
  it('기준금리가 높아도 연 10 %를 넘지 않아요', () => {
    expect(rentConversionRateCap(9)).toBe(10);
  });
});

describe('convertedMonthlyRent', () => {
  it('보증금 2억을 4.5 %로 바꾸면 한 달 월세는 2억 × 4.5 % ÷ 12 = 75만원이에요', () => {
    expect(convertedMonthlyRent(200_000_000, 4.5)).toBe(750_000);
  });
  it('원 미만은 버려요: 1억 2,345만 × 4.75 % ÷ 12 = 488,656.25 → 488,656원', () => {
    expect(convertedMonthlyRent(123_450_000, 4.75)).toBe(488_656);
  });
});
