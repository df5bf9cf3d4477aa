import { describe, expect, it } from 'vitest';
import type { DsrLoan } from './dsr-loan.ts';
import { dsrLoanRepayment } from './dsr-loan-repayment.ts';

const mortgage: DsrLoan = {
  loanType: 'MORTGAGE',
  principal: 300_000_000,
  interestRatePercentage: 5,
  term: 360,
  gracePeriod: 0,
  repaymentType: 'BULLET',
  maturityPaymentAmount: 0,
  interestRateType: 'VARIABLE',
  isMetroArea: true,
};

describe('dsrLoanRepayment', () => {
  it('만기일시 주담대는 원금을 10년으로 나누고 이자는 원금 × (금리 + 가산금리)예요', () => {
    // 원금 300,000,000 × 12 ÷ 120 = 30,000,000, 이자 300,000,000 × (5 + 3) % = 24,000,000
    expect(dsrLoanRepayment(mortgage, 300)).toEqual({
      loanType: 'MORTGAGE',
      principal: 300_000_000,
      appliedRatePercent: 5,
      stressRatePercent: 3,
      dsrRatePercent: 8,
      assumedTermMonths: 120,
      annualPrincipalRepayment: 30_000_000,
      annualInterestRepayment: 24_000_000,
      countedInDsr: true,
    });
  });

  it('만기상환금이 있는 주담대 원금은 (P − B) ÷ 기간 + B ÷ (기간 − 거치)로 셈해요', () => {
    // (300,000,000 − 100,000,000) × 12 ÷ 360 = 6,666,666.67, 100,000,000 × 12 ÷ (360 − 60) = 4,000,000
    // 합계 10,666,666.67 → 10,666,666
    const line = dsrLoanRepayment(
      { ...mortgage, repaymentType: 'AMORTIZING', gracePeriod: 60, maturityPaymentAmount: 100_000_000 },
      0,
    );
    expect(line.annualPrincipalRepayment).toBe(10_666_666);
    expect(line.assumedTermMonths).toBe(360);
  });

  it('화면처럼 만기상환금액이 원금 전부면 거치기간이 있어도 원금을 대출기간으로 나눠요', () => {
    // 300,000,000 × 12 ÷ 360 = 10,000,000 (원금 ÷ (360 − 12)개월이 아니에요)
    const line = dsrLoanRepayment(
      { ...mortgage, repaymentType: 'AMORTIZING', gracePeriod: 12, maturityPaymentAmount: 300_000_000 },
      0,
    );
    expect(line.annualPrincipalRepayment).toBe(10_000_000);
  });

  it('만기일시 주담대는 만기상환금액을 얼마로 적어도 원금을 10년으로 나눠요', () => {
    // 300,000,000 × 12 ÷ 120 = 30,000,000
    const line = dsrLoanRepayment({ ...mortgage, maturityPaymentAmount: 100_000_000 }, 0);
    expect(line.annualPrincipalRepayment).toBe(30_000_000);
  });

  it('분할상환 대출의 이자는 가산금리를 더한 상환표의 총이자 × 12 ÷ 기간이에요', () => {
    // 원금균등 1.2억, 1년, 연 4.5 % + 1.5 %p = 6 % → 이자 780,000,000 × 0.5 % = 3,900,000
    const line = dsrLoanRepayment(
      { ...mortgage, principal: 120_000_000, term: 12, repaymentType: 'EQUAL_PRINCIPAL', interestRatePercentage: 4.5 },
      150,
    );
    expect(line).toMatchObject({
      annualPrincipalRepayment: 120_000_000,
      annualInterestRepayment: 3_900_000,
      dsrRatePercent: 6,
    });
  });

  it('전세대출은 원금을 세지 않고 이자만 세요', () => {
    // 200,000,000 × 4 % = 8,000,000
    const line = dsrLoanRepayment(
      { ...mortgage, loanType: 'JEONSE_LOAN', principal: 200_000_000, interestRatePercentage: 4, term: 24 },
      0,
    );
    expect(line).toMatchObject({
      assumedTermMonths: null,
      annualPrincipalRepayment: 0,
      annualInterestRepayment: 8_000_000,
    });
  });

  it('가산금리를 더해 100 %를 넘는 금리도 계산해요 (DSR 산정용일 뿐이에요)', () => {
    // 1억 × (99 + 3) % = 102,000,000
    const line = dsrLoanRepayment({ ...mortgage, principal: 100_000_000, interestRatePercentage: 99 }, 300);
    expect(line.annualInterestRepayment).toBe(102_000_000);
  });
});
