import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aboutMonthlyInterestChange, monthlyInterestChange } from './monthly-interest-change.ts';

describe('금리가 움직일 때 한 달 이자가 바뀌는 만큼', () => {
  it('2억 대출에 0.1%p 는 한 달에 16,667원, 화면에는 약 16,700원이에요', () => {
    // 200,000,000 × 0.1% ÷ 12 = 16,666.67
    expect(monthlyInterestChange(200_000_000, 0.1)).toBe(16_667);
    expect(aboutMonthlyInterestChange(200_000_000, 0.1)).toBe(16_700);
  });

  it('1억 대출에 0.25%p 는 한 달에 20,833원, 약 20,800원이에요', () => {
    expect(monthlyInterestChange(100_000_000, 0.25)).toBe(20_833);
    expect(aboutMonthlyInterestChange(100_000_000, 0.25)).toBe(20_800);
  });

  it('대출이 두 배면 바뀌는 이자도 (원 단위 반올림 안에서) 두 배예요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 300 }), (loan, bp) => {
        const delta = bp / 100;
        expect(
          Math.abs(monthlyInterestChange(loan * 2, delta) - 2 * monthlyInterestChange(loan, delta)),
        ).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('화면의 값은 100원 단위이고 정확한 값과 50원 넘게 다르지 않아요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 300 }), (loan, bp) => {
        const about = aboutMonthlyInterestChange(loan, bp / 100);
        expect(about % 100).toBe(0);
        expect(Math.abs(about - (loan * bp) / 100 / 100 / 12)).toBeLessThanOrEqual(50.5);
      }),
    );
  });
});
