import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDti } from './calculate-dti.ts';
import type { DtiInput } from './validate-dti-input.ts';

const base: DtiInput = {
  annualIncome: 50_000_000,
  loanAmount: 120_000_000,
  interestRate: 5,
  loanTerm: 120,
  repaymentType: 'BULLET',
  yearlyLoanInterestRepayment: 1_000_000,
  policyDate: '2025-10-16',
};

describe('calculateDti', () => {
  it('만기일시 1.2억, 연 5 %, 10년, 다른 대출 이자 100만원, 연소득 5천만 → DTI 38 %', () => {
    // 원금 120,000,000 × 12 ÷ 120 = 12,000,000
    // 이자 매달 120,000,000 × 5 ÷ 1200 = 500,000 → 120회 60,000,000 × 12 ÷ 120 = 6,000,000
    // (12,000,000 + 6,000,000 + 1,000,000) ÷ 50,000,000 = 38 %
    expect(calculateDti(base)).toMatchObject({
      dtiPercent: 38,
      annualRepaymentPrincipal: 12_000_000,
      annualRepaymentInterest: 6_000_000,
      annualRepaymentAmount: 18_000_000,
      yearlyLoanInterestRepayment: 1_000_000,
      annualIncome: 50_000_000,
      policyDate: '2025-10-16',
    });
  });

  it('원금균등 1.2억, 연 6 %, 1년, 연소득 2억 → DTI 61.95 %', () => {
    // 매달 원금 10,000,000, 잔액 12천만…1천만의 합 780,000,000 × 0.5 % = 이자 3,900,000
    // (120,000,000 + 3,900,000) ÷ 200,000,000 = 61.95 %
    const result = calculateDti({
      ...base,
      annualIncome: 200_000_000,
      interestRate: 6,
      loanTerm: 12,
      repaymentType: 'EQUAL_PRINCIPAL',
      yearlyLoanInterestRepayment: 0,
    });
    expect(result).toMatchObject({
      dtiPercent: 61.95,
      annualRepaymentPrincipal: 120_000_000,
      annualRepaymentInterest: 3_900_000,
    });
  });

  it('규제지역 40 %, 수도권 60 %, 생애최초·서민실수요자 60 %, 지방 규제 없음을 함께 보여줘요', () => {
    const limits = calculateDti(base).referenceLimits;
    expect(limits.map((limit) => [limit.label, limit.limitPercent, limit.note])).toEqual([
      ['규제지역', 40, 'DTI 40% 이하'],
      ['수도권 비규제지역', 60, 'DTI 60% 이하'],
      ['생애최초·서민실수요자', 60, 'DTI 60% 이하'],
      ['지방', null, '규제 없음 (DSR이 적용돼요)'],
    ]);
  });

  it('연소득이 0이면 계산하지 않아요', () => {
    expect(() => calculateDti({ ...base, annualIncome: 0 })).toThrow('연소득을 입력해주세요.');
  });

  it('다른 대출 이자가 늘면 DTI도 늘어요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e8 }), (other, extra) => {
        const lower = calculateDti({ ...base, yearlyLoanInterestRepayment: other }).dtiPercent;
        const higher = calculateDti({ ...base, yearlyLoanInterestRepayment: other + extra }).dtiPercent;
        expect(higher).toBeGreaterThanOrEqual(lower);
      }),
      { numRuns: 300 },
    );
  });
});
