import { describe, expect, it } from 'vitest';
import { guaranteeFeeDepositBounds, yearlyGuaranteeFee } from './guarantee-fee.ts';
import { deriveLoanFacts } from './loan-facts.ts';
import { profileOf } from './testing/fixtures.ts';

const feeOf = (kind: 'HUG_BY_DEPOSIT' | 'HF_BY_INCOME', loanAmount: number, overrides = {}) =>
  yearlyGuaranteeFee({ kind }, { loanAmount, facts: deriveLoanFacts(profileOf(overrides)) }).yearlyFee;

describe('yearlyGuaranteeFee', () => {
  it('정률 보증료는 대출금 × 요율이에요: 1억 × 0.2 % = 20만원', () => {
    const facts = deriveLoanFacts(profileOf());
    expect(yearlyGuaranteeFee({ kind: 'FLAT_ON_LOAN', ratePercent: 0.2 }, { loanAmount: 100_000_000, facts })).toEqual({
      yearlyFee: 200_000,
      isEstimate: true,
    });
  });

  it('빌리지 않으면 보증료도 없어요', () => {
    expect(feeOf('HUG_BY_DEPOSIT', 0)).toBe(0);
    expect(feeOf('HF_BY_INCOME', 0)).toBe(0);
  });

  it('HUG는 보증금에 요율을 매겨요: 아파트 6억 × 0.113 % = 678,000원 (할인 없음)', () => {
    expect(feeOf('HUG_BY_DEPOSIT', 300_000_000, { rentalDeposit: 600_000_000, annualIncome: 80_000_000 })).toBe(
      678_000,
    );
  });

  it('HUG 아파트 외 주택은 더 비싸요: 6억 × 0.132 % = 792,000원', () => {
    expect(
      feeOf('HUG_BY_DEPOSIT', 300_000_000, {
        rentalDeposit: 600_000_000,
        annualIncome: 80_000_000,
        rentHousingType: 'HOUSEHOLD_HOUSE',
      }),
    ).toBe(792_000);
  });

  it('HUG 요율은 보증금 구간의 경계(1억·2억)까지 아래 구간이에요 (할인 없음)', () => {
    const hug = (rentalDeposit: number, rentHousingType: 'APARTMENT' | 'OFFICETEL') =>
      feeOf('HUG_BY_DEPOSIT', 50_000_000, { rentalDeposit, annualIncome: 80_000_000, rentHousingType });
    expect(hug(100_000_000, 'APARTMENT')).toBe(97_000); // ≤1억 0.097 %
    expect(hug(100_000_001, 'APARTMENT')).toBe(102_000); // ≤2억 0.102 %
    expect(hug(100_000_000, 'OFFICETEL')).toBe(111_000); // ≤1억 0.111 %
    expect(hug(200_000_000, 'OFFICETEL')).toBe(234_000); // ≤2억 0.117 %
    expect(hug(200_000_001, 'OFFICETEL')).toBe(248_000); // ≤5억 0.124 %
  });

  it('소득 5,000만원 이하는 60 % 할인: 1.5억 × 0.102 % × 40 % = 61,200원', () => {
    expect(feeOf('HUG_BY_DEPOSIT', 100_000_000, { rentalDeposit: 150_000_000, annualIncome: 50_000_000 })).toBe(61_200);
  });

  it('신혼 6,000만원 이하나 3자녀 이상은 40 % 할인이에요', () => {
    // 오피스텔 3억 (≤5억) 0.124 % = 372,000 × 60 % = 223,200
    expect(
      feeOf('HUG_BY_DEPOSIT', 100_000_000, {
        rentalDeposit: 300_000_000,
        maritalStatus: 'NEWLY_MARRIED',
        annualIncome: 35_000_000,
        spouseAnnualIncome: 20_000_000,
        rentHousingType: 'OFFICETEL',
      }),
    ).toBe(223_200);
    // 아파트 6억 0.113 % = 678,000 × 60 % = 406,800
    expect(
      feeOf('HUG_BY_DEPOSIT', 100_000_000, {
        rentalDeposit: 600_000_000,
        annualIncome: 80_000_000,
        childStatus: 'THREE_OR_MORE_CHILDREN',
      }),
    ).toBe(406_800);
  });

  it('신혼 할인은 부부합산 6,000만원까지예요: 6,000만원은 40 %, 1원 넘으면 할인 없음', () => {
    // 아파트 3억 (≤5억) 0.107 % = 321,000
    const newlyweds = (spouseAnnualIncome: number) =>
      feeOf('HUG_BY_DEPOSIT', 100_000_000, {
        rentalDeposit: 300_000_000,
        maritalStatus: 'NEWLY_MARRIED',
        annualIncome: 40_000_000,
        spouseAnnualIncome,
      });
    expect(newlyweds(20_000_000)).toBe(192_600);
    expect(newlyweds(20_000_001)).toBe(321_000);
  });

  it('HF 보증료는 부부합산 소득 구간별 추정 요율이에요', () => {
    expect(feeOf('HF_BY_INCOME', 100_000_000, { annualIncome: 20_000_000 })).toBe(50_000); // ≤2천 0.05 %
    expect(feeOf('HF_BY_INCOME', 100_000_000, { annualIncome: 30_000_000 })).toBe(100_000); // ≤4천 0.10 %
    expect(feeOf('HF_BY_INCOME', 100_000_000, { annualIncome: 100_000_000 })).toBe(250_000); // ≤1억 0.25 %
    expect(feeOf('HF_BY_INCOME', 100_000_000, { annualIncome: 100_000_001 })).toBe(300_000); // 초과 0.30 %
  });
});

describe('guaranteeFeeDepositBounds', () => {
  it('HUG는 보증금 1억·2억·5억에서 요율이 바뀌고, 나머지는 보증금으로 바뀌지 않아요', () => {
    expect(guaranteeFeeDepositBounds({ kind: 'HUG_BY_DEPOSIT' })).toEqual([100_000_000, 200_000_000, 500_000_000]);
    expect(guaranteeFeeDepositBounds({ kind: 'HF_BY_INCOME' })).toEqual([]);
    expect(guaranteeFeeDepositBounds({ kind: 'FLAT_ON_LOAN', ratePercent: 0.2 })).toEqual([]);
  });

  it('경계마다 보증료율이 바뀌어요: 1억원과 1억 1원은 다른 요율이에요', () => {
    const fee = (deposit: number) =>
      yearlyGuaranteeFee(
        { kind: 'HUG_BY_DEPOSIT' },
        { loanAmount: 1, facts: deriveLoanFacts(profileOf({ rentalDeposit: deposit, annualIncome: 90_000_000 })) },
      ).yearlyFee;
    for (const bound of guaranteeFeeDepositBounds({ kind: 'HUG_BY_DEPOSIT' })) {
      expect(fee(bound + 1) * bound).toBeGreaterThan(fee(bound) * (bound + 1));
    }
  });
});
