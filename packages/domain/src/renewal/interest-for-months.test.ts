import { describe, expect, it } from 'vitest';
import { interestForMonths } from './interest-for-months.ts';

describe('interestForMonths', () => {
  it('2억의 연 0.15 %를 18개월 내면 450,000원이에요', () => {
    expect(interestForMonths(200_000_000, 150, 18)).toBe(450_000);
  });
  it('2억의 연 0.6 %p 한 달은 100,000원이에요', () => {
    expect(interestForMonths(200_000_000, 600, 1)).toBe(100_000);
  });
  it('원 미만은 버려요: 1원의 연 100 % 한 달은 0원, 12원이면 1원', () => {
    expect(interestForMonths(1, 100_000, 1)).toBe(0);
    expect(interestForMonths(12, 100_000, 1)).toBe(1);
    expect(interestForMonths(11, 100_000, 1)).toBe(0);
  });
  it('큰 금액도 정수로 정확해요', () => {
    expect(interestForMonths(9_000_000_000_000, 4_321, 7)).toBe(226_852_500_000);
  });
});
