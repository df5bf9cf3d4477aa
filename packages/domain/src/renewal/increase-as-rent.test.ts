import { describe, expect, it } from 'vitest';
import { conversionCapMilli, maxMonthlyRentForIncrease } from './increase-as-rent.ts';

describe('전월세 전환율 상한과 증액분의 월세', () => {
  it('기준금리 2.50 %면 전환율 상한은 min(10 %, 4.5 %) = 4.5 %예요', () => {
    expect(conversionCapMilli(2_500)).toBe(4_500);
  });
  it('기준금리 + 2 %p가 10 %를 넘으면 10 %예요: 8.00 %는 10 %, 7.999 %는 9.999 %, 8.001 %는 10 %', () => {
    expect(conversionCapMilli(8_000)).toBe(10_000);
    expect(conversionCapMilli(7_999)).toBe(9_999);
    expect(conversionCapMilli(8_001)).toBe(10_000);
    expect(conversionCapMilli(0)).toBe(2_000);
  });
  it('전세 3억의 5 %(1,500만원)를 월세로 받으면 한 달 56,250원까지예요 (이슈의 예)', () => {
    expect(maxMonthlyRentForIncrease(15_000_000, 2_500)).toBe(56_250);
  });
  it('원 미만은 버려요', () => {
    expect(maxMonthlyRentForIncrease(1_000_001, 2_500)).toBe(3_750);
    expect(maxMonthlyRentForIncrease(0, 2_500)).toBe(0);
  });
});
