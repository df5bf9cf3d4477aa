import { describe, expect, it } from 'vitest';
import { dsrLoanRepayment } from './dsr-loan-repayment.ts';
import { maxNewMortgage, type MaxNewMortgageInput } from './max-new-mortgage.ts';

const base: MaxNewMortgageInput = {
  annualIncome: 100_000_000,
  limitPercent: 40,
  existingAnnualRepayment: 0,
  interestRatePercentage: 4,
  stressBasisPoints: 0,
  isMetroArea: true,
  interestRateType: 'VARIABLE',
};

const annualOf = (principal: number, input: MaxNewMortgageInput) => {
  const line = dsrLoanRepayment(
    {
      loanType: 'MORTGAGE',
      principal,
      interestRatePercentage: input.interestRatePercentage,
      term: 360,
      gracePeriod: 0,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 0,
      interestRateType: input.interestRateType,
      isMetroArea: input.isMetroArea,
    },
    input.stressBasisPoints,
  );
  return line.annualPrincipalRepayment + line.annualInterestRepayment;
};

describe('maxNewMortgage', () => {
  it('금융위 10·15 예시와 원 단위까지 같아요: 가산 1.5 %p → 587,072,544원, 3.0 %p → 501,025,226원', () => {
    // 연 한도 1억 × 40 % = 40,000,000 → 월 3,333,333.33
    // 5.5 %: (1 − 1.004583^−360) ÷ 0.004583 = 176.1217631 → 587,072,543.75 → 587,072,544
    // 7.0 %: (1 − 1.005833^−360) ÷ 0.005833 = 150.3075679 → 501,025,226.49 → 501,025,226
    expect(maxNewMortgage({ ...base, stressBasisPoints: 150 })).toBe(587_072_544);
    expect(maxNewMortgage({ ...base, stressBasisPoints: 300 })).toBe(501_025_226);
  });

  it('가산금리가 없으면 4.0 %로 698,204,135원이에요', () => {
    // 3,333,333.33 × 209.4612405 = 698,204,134.85 → 698,204,135
    expect(maxNewMortgage(base)).toBe(698_204_135);
  });

  it('이미 연 2천만원을 갚고 있으면 남은 2천만원 몫만큼만 빌려요', () => {
    // 20,000,000 ÷ 12 × 150.3075679 (7 %) = 250,512,613.25 → 250,512,613
    expect(maxNewMortgage({ ...base, existingAnnualRepayment: 20_000_000, stressBasisPoints: 300 })).toBe(250_512_613);
  });

  it('금리 0 %면 연 한도 × 30년이에요', () => {
    // 40,000,000 × 30 = 1,200,000,000
    expect(maxNewMortgage({ ...base, interestRatePercentage: 0 })).toBe(1_200_000_000);
  });

  it('남은 한도가 없으면 0원이에요', () => {
    expect(maxNewMortgage({ ...base, existingAnnualRepayment: 40_000_000 })).toBe(0);
    expect(maxNewMortgage({ ...base, existingAnnualRepayment: 55_000_000 })).toBe(0);
  });

  it('찾은 금액은 이 엔진의 DSR 계산으로도 한도 안에 들어요', () => {
    const principal = maxNewMortgage({ ...base, stressBasisPoints: 150 });
    // 587,072,544 ÷ 30 = 19,569,084 · 상환표 총이자 612,927,193 ÷ 30 = 20,430,906 → 39,999,990 ≤ 40,000,000
    expect(annualOf(principal, { ...base, stressBasisPoints: 150 })).toBe(39_999_990);
  });

  it('금리가 아주 높아 반올림한 원리금이 원금을 거의 못 갚으면, 공식 대신 한도에 맞는 가장 큰 금액을 찾아요', () => {
    // At 90 % the rounded level payment barely amortises, so DSR counts principal ÷ 30 years on top of
    // ~12 level payments and the FSC formula overshoots; the search lands on the last amount that fits.
    const input = { ...base, annualIncome: 10_000_000, interestRatePercentage: 90 };
    const principal = maxNewMortgage(input);
    expect(100 * annualOf(principal, input)).toBeLessThanOrEqual(40 * 10_000_000);
    expect(100 * annualOf(principal + 1, input)).toBeGreaterThan(40 * 10_000_000);
    // The formula alone would say 4,444,444 (4,000,000 ÷ 12 ÷ 0.075); the schedule rule allows less.
    expect(principal).toBeLessThan(4_444_444);
  });
});
