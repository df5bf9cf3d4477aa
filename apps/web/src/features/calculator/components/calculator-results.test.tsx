import type { DsrCalcResponse, LtvCalcResponse, RepaymentCalcResponse } from '@jipsa/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DsrResult } from './dsr-calculator.tsx';
import { LtvResult } from './ltv-calculator.tsx';
import { RepaymentResult } from './repayment-calculator.tsx';

afterEach(cleanup);

/** The figure a result's `<dl>` gives under `label`. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

// A 1주택자's 수도권 전세대출 alone (issue 47 #7): counted without a stress rate, the stress case only a note.
const JEONSE_ONLY: DsrCalcResponse = {
  dsrPercent: 16,
  limitPercent: 40,
  withinLimit: true,
  annualIncome: 50_000_000,
  totalAnnualRepayment: 8_000_000,
  stressStage: 3,
  stressStageName: '스트레스 DSR 3단계 (10·15 대책: 수도권·규제지역 주택담보대출 3.0%p)',
  loans: [
    {
      loanType: 'JEONSE_LOAN',
      principal: 200_000_000,
      appliedRatePercent: 4,
      stressRatePercent: 0,
      dsrRatePercent: 4,
      assumedTermMonths: null,
      annualPrincipalRepayment: 0,
      annualInterestRepayment: 8_000_000,
      countedInDsr: true,
    },
  ],
  maxAdditionalMortgage: { withStress: 170_000_000, withoutStress: 230_000_000, ratePercent: 4, stressRatePercent: 3 },
  borrowerLevelApplies: false,
  notes: [
    '전세대출 이자에 스트레스 금리를 더한다는 공식 문서는 찾지 못해서 더하지 않았어요. 은행이 스트레스 금리를 더하면(수도권 주택담보대출과 같은 최대 3%p) DSR은 28%예요.',
  ],
  policyDate: '2026-11-29',
};

describe('계산 결과가 말하는 것 (issue 50)', () => {
  it('DSR: 스트레스 금리를 더한 대출이 없으면 맨 위 숫자 옆에 그 단계의 가산금리를 내세우지 않아요', () => {
    render(<DsrResult result={JEONSE_ONLY} reveal={false} />);
    expect(figure('스트레스 DSR')).toBe('이 대출들에는 스트레스 금리를 더하지 않았어요');
    expect(screen.queryByText(/3\.0%p\)$/)).toBeNull();
  });

  it('DSR: 스트레스 금리를 더한 대출이 있으면 그 단계를 보여줘요', () => {
    const mortgage = { ...JEONSE_ONLY.loans[0]!, loanType: 'MORTGAGE' as const, stressRatePercent: 3 };
    render(<DsrResult result={{ ...JEONSE_ONLY, loans: [mortgage] }} reveal={false} />);
    expect(figure('스트레스 DSR')).toBe(JEONSE_ONLY.stressStageName);
  });

  it('만기일시: 만기에 갚는 원금과 마지막 이자를 그 회차와 함께 보여줘요', () => {
    const interest = 250_000;
    const schedule = Array.from({ length: 12 }, (_, index) => ({
      installmentNumber: index + 1,
      principalPayment: index === 11 ? 60_000_000 : 0,
      interestPayment: interest,
      totalPayment: index === 11 ? 60_000_000 + interest : interest,
      remainingPrincipal: index === 11 ? 0 : 60_000_000,
    }));
    const result: RepaymentCalcResponse = {
      schedule,
      totalPrincipal: 60_000_000,
      totalInterest: 3_012_345,
      totalPayment: 63_012_345,
      totalInstallments: 12,
    };
    render(<RepaymentResult result={result} />);
    expect(figure('만기 상환액 (12회차)')).toBe('60,250,000원 (원금 60,000,000원 + 이자 250,000원)');
    // The one money rule: the headline in 만원, rounded; the exact won under it.
    const headline = screen.getByText('총 상환액').parentElement!;
    expect(headline.textContent).toBe('총 상환액6,301만원');
    expect(headline.nextElementSibling?.textContent).toBe('정확히 6,301만 2,345원');
  });

  it('LTV: 최대 대출 가능 금액 하나만 "한도"로 부르고, 금액 상한은 다른 이름이에요', () => {
    const result: LtvCalcResponse = {
      ltvPercent: 40,
      possibleLoanAmount: 600_000_000,
      capAmount: 600_000_000,
      collateralValue: 2_000_000_000,
      appliedHouseOwnershipType: 'NO_HOUSE',
      appliedRules: ['수도권 주택담보대출 한도 6억원'],
      isEstimate: false,
      policyDate: '2026-11-29',
    };
    render(<LtvResult result={result} />);
    const figures = within(screen.getByRole('region', { name: 'LTV 계산 결과' }));
    expect(figures.queryByText('대출 한도', { selector: 'dt' })).toBeNull();
    expect(figure('최대 대출 가능 금액')).toBe('6억원');
    expect(figure('규정의 금액 상한')).toBe('6억원');
  });
});
