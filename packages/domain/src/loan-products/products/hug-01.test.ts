import { describe, expect, it } from 'vitest';
import { evaluationOf, refusalsOf } from '../testing/evaluation-of.ts';
import { profileOf } from '../testing/fixtures.ts';

describe('HUG-01 HUG 전세금안심대출', () => {
  it('청년(만 19~34세, 부부합산 5,000만원 이하)은 보증금의 90 %, 그 밖의 나이는 80 %까지예요', () => {
    const renter = profileOf({ annualIncome: 30_000_000, rentalDeposit: 100_000_000 });
    const limitAt = (age: number) => evaluationOf({ ...renter, age }, 'HUG-01').possibleLoanLimit;
    expect([18, 19, 34, 35].map(limitAt)).toEqual([80_000_000, 90_000_000, 90_000_000, 80_000_000]);
  });

  it('청년의 소득 기준은 부부합산 5,000만원까지예요: 1원만 넘어도 80 %예요', () => {
    const youth = profileOf({ age: 30, rentalDeposit: 100_000_000 });
    const limitWith = (annualIncome: number) => evaluationOf({ ...youth, annualIncome }, 'HUG-01').possibleLoanLimit;
    expect([50_000_000, 50_000_001].map(limitWith)).toEqual([90_000_000, 80_000_000]);
  });

  it('수도권 보증금 기준 7억원을 넘으면 지역과 기준을 말해요', () => {
    expect(refusalsOf(profileOf({ rentalDeposit: 800_000_000 }), 'HUG-01')).toEqual([
      '임차보증금 8억원이 수도권 보증금 기준 7억원을 넘어요.',
    ]);
  });
});
