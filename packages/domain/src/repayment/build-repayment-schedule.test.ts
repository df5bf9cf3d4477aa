import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRepaymentSchedule } from './build-repayment-schedule.ts';
import type { RepaymentInput, RepaymentSchedule } from './repayment-input.ts';
import { MAX_LOAN_AMOUNT, MAX_TERM_MONTHS } from './repayment-limits.ts';
import { REPAYMENT_TYPES, type RepaymentType } from './repayment-types.ts';

const rows = (result: RepaymentSchedule) =>
  result.schedule.map((row) => [row.principalPayment, row.interestPayment, row.totalPayment, row.remainingPrincipal]);

describe('buildRepaymentSchedule: 손으로 계산한 예', () => {
  it('원금균등은 매달 같은 원금과 줄어드는 이자를 내요', () => {
    // 120만원, 연 12 % (월 1 %), 3개월: 원금 1,200,000 ÷ 3 = 400,000
    // 이자 1,200,000 × 1 % = 12,000 · 800,000 × 1 % = 8,000 · 400,000 × 1 % = 4,000
    const result = buildRepaymentSchedule({
      principal: 1_200_000,
      interestRatePercentage: 12,
      term: 3,
      repaymentType: 'EQUAL_PRINCIPAL',
    });
    expect(rows(result)).toEqual([
      [400_000, 12_000, 412_000, 800_000],
      [400_000, 8_000, 408_000, 400_000],
      [400_000, 4_000, 404_000, 0],
    ]);
    expect(result.totalInterest).toBe(24_000);
    expect(result.totalPayment).toBe(1_224_000);
  });

  it('원리금균등은 반올림한 균등액을 내고 마지막 회차가 남은 원금을 모두 갚아요', () => {
    // 100만원, 월 1 %, 3개월: (1.01)^3 = 1.030301
    // A = 1,000,000 × 0.01 × 1.030301 ÷ 0.030301 = 340,022.11 → 340,022원
    // 1회: 이자 10,000, 원금 330,022, 잔액 669,978
    // 2회: 이자 floor(6,699.78) = 6,699, 원금 333,323, 잔액 336,655
    // 3회: 이자 floor(3,366.55) = 3,366, 원금 336,655 (남은 전부) → 납입 340,021
    const result = buildRepaymentSchedule({
      principal: 1_000_000,
      interestRatePercentage: 12,
      term: 3,
      repaymentType: 'AMORTIZING',
    });
    expect(rows(result)).toEqual([
      [330_022, 10_000, 340_022, 669_978],
      [333_323, 6_699, 340_022, 336_655],
      [336_655, 3_366, 340_021, 0],
    ]);
    expect(result.totalInterest).toBe(20_065);
  });

  it('1.2억을 연 6 %로 1년 원리금균등 상환하면 월 10,327,972원을 내요', () => {
    // r = 0.005, (1.005)^12 = 1.0616778119
    // A = 120,000,000 × 0.005 × 1.0616778119 ÷ 0.0616778119 = 10,327,971.56 → 10,327,972
    // 1회 이자 120,000,000 × 0.005 = 600,000, 원금 9,727,972, 잔액 110,272,028
    // 2회 이자 floor(551,360.14) = 551,360, 원금 9,776,612, 잔액 100,495,416
    const result = buildRepaymentSchedule({
      principal: 120_000_000,
      interestRatePercentage: 6,
      term: 12,
      repaymentType: 'AMORTIZING',
    });
    expect(rows(result).slice(0, 2)).toEqual([
      [9_727_972, 600_000, 10_327_972, 110_272_028],
      [9_776_612, 551_360, 10_327_972, 100_495_416],
    ]);
    expect(result.schedule.slice(0, 11).every((row) => row.totalPayment === 10_327_972)).toBe(true);
  });

  it('만기일시는 매달 이자만 내고 마지막 회차에 원금 전부를 갚아요', () => {
    // 100만원 × 1 % = 10,000원씩 3회, 마지막에 1,000,000 더해 1,010,000
    const result = buildRepaymentSchedule({
      principal: 1_000_000,
      interestRatePercentage: 12,
      term: 3,
      repaymentType: 'BULLET',
    });
    expect(rows(result)).toEqual([
      [0, 10_000, 10_000, 1_000_000],
      [0, 10_000, 10_000, 1_000_000],
      [1_000_000, 10_000, 1_010_000, 0],
    ]);
  });

  it('거치기간에는 이자만 내고, 그 뒤 남은 기간으로 원리금균등 상환해요', () => {
    // 거치 2개월: 10,000원씩 이자만. 이후 3개월은 위 원리금균등 예와 같아요 → 총이자 20,000 + 20,065
    const result = buildRepaymentSchedule({
      principal: 1_000_000,
      interestRatePercentage: 12,
      term: 5,
      gracePeriod: 2,
      repaymentType: 'AMORTIZING',
    });
    expect(rows(result)).toEqual([
      [0, 10_000, 10_000, 1_000_000],
      [0, 10_000, 10_000, 1_000_000],
      [330_022, 10_000, 340_022, 669_978],
      [333_323, 6_699, 340_022, 336_655],
      [336_655, 3_366, 340_021, 0],
    ]);
    expect(result.totalInterest).toBe(40_065);
  });

  it('원금균등에 만기상환금이 있으면 나머지만 나눠 갚고 이자는 전체 잔액에 붙어요', () => {
    // 100만원 중 40만원은 만기에: (1,000,000 − 400,000) ÷ 3 = 200,000씩
    // 이자 10,000 · 8,000 · 6,000, 마지막 회차 원금 600,000
    const result = buildRepaymentSchedule({
      principal: 1_000_000,
      interestRatePercentage: 12,
      term: 3,
      repaymentType: 'EQUAL_PRINCIPAL',
      maturityPaymentAmount: 400_000,
    });
    expect(rows(result)).toEqual([
      [200_000, 10_000, 210_000, 800_000],
      [200_000, 8_000, 208_000, 600_000],
      [600_000, 6_000, 606_000, 0],
    ]);
  });

  it('원리금균등에 만기상환금이 있으면 A = r(P(1+r)^n − B) ÷ ((1+r)^n − 1)을 내요', () => {
    // A = 0.01 × (1,000,000 × 1.030301 − 400,000) ÷ 0.030301 = 208,013.27 → 208,013
    // 1회: 이자 10,000, 원금 198,013, 잔액 801,987
    // 2회: 이자 floor(8,019.87) = 8,019, 원금 199,994, 잔액 601,993
    // 3회: 이자 floor(6,019.93) = 6,019, 원금 601,993
    const result = buildRepaymentSchedule({
      principal: 1_000_000,
      interestRatePercentage: 12,
      term: 3,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 400_000,
    });
    expect(rows(result)).toEqual([
      [198_013, 10_000, 208_013, 801_987],
      [199_994, 8_019, 208_013, 601_993],
      [601_993, 6_019, 608_012, 0],
    ]);
  });

  it('만기상환금이 원금 이상이면 만기상환금이 없는 것과 같아요 (DSR 화면은 B = P를 보내요)', () => {
    const base: RepaymentInput = {
      principal: 1_000_000,
      interestRatePercentage: 12,
      term: 3,
      repaymentType: 'AMORTIZING',
    };
    expect(buildRepaymentSchedule({ ...base, maturityPaymentAmount: 1_000_000 })).toEqual(buildRepaymentSchedule(base));
    expect(buildRepaymentSchedule({ ...base, maturityPaymentAmount: 5_000_000 })).toEqual(buildRepaymentSchedule(base));
  });

  it('금리 0 %의 원리금균등은 P ÷ n을 반올림해 내요', () => {
    // 1,000,001 ÷ 2 = 500,000.5 → 반올림 500,001, 마지막 회차 500,000
    const result = buildRepaymentSchedule({
      principal: 1_000_001,
      interestRatePercentage: 0,
      term: 2,
      repaymentType: 'AMORTIZING',
    });
    expect(rows(result)).toEqual([
      [500_001, 0, 500_001, 500_000],
      [500_000, 0, 500_000, 0],
    ]);
  });

  it('거치기간이 대출기간 이상이면 계산하지 않고 이유를 알려줘요', () => {
    expect(() =>
      buildRepaymentSchedule({
        principal: 1_000_000,
        interestRatePercentage: 3,
        term: 12,
        gracePeriod: 12,
        repaymentType: 'AMORTIZING',
      }),
    ).toThrow('거치기간은 대출기간보다 짧아야 해요.');
  });
});

type LoanBounds = { minPrincipal: number; minMilliPercent: number; maxMilliPercent: number; maxTerm: number };

const loanArbitrary = ({ minPrincipal, minMilliPercent, maxMilliPercent, maxTerm }: LoanBounds) =>
  fc
    .record({
      principal: fc.integer({ min: minPrincipal, max: MAX_LOAN_AMOUNT }),
      milliPercent: fc.integer({ min: minMilliPercent, max: maxMilliPercent }),
      term: fc.integer({ min: 1, max: maxTerm }),
      graceShare: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
      balloonShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
      repaymentType: fc.constantFrom(...REPAYMENT_TYPES),
    })
    .map(({ principal, milliPercent, term, graceShare, balloonShare, repaymentType }): RepaymentInput => ({
      principal,
      interestRatePercentage: milliPercent / 1000,
      term,
      gracePeriod: Math.floor(graceShare * term),
      repaymentType,
      maturityPaymentAmount: Math.min(MAX_LOAN_AMOUNT, Math.floor(balloonShare * principal)),
    }));

/** Every input the validator accepts. */
const anyLoan = loanArbitrary({
  minPrincipal: 0,
  minMilliPercent: 0,
  maxMilliPercent: 100_000,
  maxTerm: MAX_TERM_MONTHS,
});

// Economic comparisons hold for real loans only. Each month's 원 rounding (interest floored, level
// payment rounded) compounds at the monthly rate, so for tiny loans, near-zero rates, or high rates
// over very long terms a 원리금균등 schedule can finish early or cost a few 원 less than 원금균등
// (docs/decisions/0004-dsr-and-repayment-rules.md). Real loans: ≥ 1천만원 at 0.1–15 % up to 40
// years, or at 0.1–8 % up to 60 years.
const realLoanBounds = [
  { minPrincipal: 10_000_000, minMilliPercent: 100, maxMilliPercent: 15_000, maxTerm: 480 },
  { minPrincipal: 10_000_000, minMilliPercent: 100, maxMilliPercent: 8_000, maxTerm: 720 },
] as const;
const realLoanWithHigherRate = fc.oneof(
  ...realLoanBounds.map((bounds) =>
    fc.tuple(loanArbitrary(bounds), fc.integer({ min: 1, max: bounds.maxMilliPercent })).map(([loan, candidate]) => {
      const milliPercent = Math.round(loan.interestRatePercentage * 1000);
      return { loan, higherRate: Math.max(milliPercent + 1, Math.min(candidate, bounds.maxMilliPercent)) / 1000 };
    }),
  ),
);

describe('buildRepaymentSchedule: 모든 상환표가 지키는 성질', () => {
  it('원금 합계는 대출금과 같고, 잔액은 늘지 않으며 0으로 끝나고, 모든 금액은 0 이상의 정수예요', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const result = buildRepaymentSchedule(loan);
        let previous = loan.principal;
        let principalSum = 0;
        let interestSum = 0;
        const broken: string[] = [];
        for (const row of result.schedule) {
          const figures = [row.principalPayment, row.interestPayment, row.totalPayment, row.remainingPrincipal];
          if (!figures.every((value) => Number.isSafeInteger(value) && value >= 0))
            broken.push(`${row.installmentNumber}: 음수/비정수`);
          if (row.remainingPrincipal > previous) broken.push(`${row.installmentNumber}: 잔액 증가`);
          if (row.totalPayment !== row.principalPayment + row.interestPayment)
            broken.push(`${row.installmentNumber}: 합계 불일치`);
          previous = row.remainingPrincipal;
          principalSum += row.principalPayment;
          interestSum += row.interestPayment;
        }
        expect(broken).toEqual([]);
        expect(previous).toBe(0);
        expect(principalSum).toBe(loan.principal);
        expect(result.totalPrincipal).toBe(loan.principal);
        expect(result.totalInterest).toBe(interestSum);
        expect(result.totalPayment).toBe(loan.principal + interestSum);
      }),
      { numRuns: 1000 },
    );
  });

  it('회차 수는 대출기간(개월)과 정확히 같고 1부터 차례로 매겨져요', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const result = buildRepaymentSchedule(loan);
        expect(result.totalInstallments).toBe(loan.term);
        expect(result.schedule.map((row) => row.installmentNumber)).toEqual(
          Array.from({ length: loan.term }, (_, index) => index + 1),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('같은 대출이면 총이자는 원금균등 ≤ 원리금균등 ≤ 만기일시 순이에요', () => {
    fc.assert(
      fc.property(realLoanWithHigherRate, ({ loan }) => {
        const interestOf = (repaymentType: RepaymentType) =>
          buildRepaymentSchedule({ ...loan, repaymentType }).totalInterest;
        const equalPrincipal = interestOf('EQUAL_PRINCIPAL');
        const amortizing = interestOf('AMORTIZING');
        const bullet = interestOf('BULLET');
        expect(equalPrincipal).toBeLessThanOrEqual(amortizing);
        expect(amortizing).toBeLessThanOrEqual(bullet);
      }),
      { numRuns: 1000 },
    );
  });

  it('어떤 입력에서도 분할상환의 총이자는 만기일시보다 많지 않아요', () => {
    fc.assert(
      fc.property(anyLoan, (loan) => {
        const bullet = buildRepaymentSchedule({ ...loan, repaymentType: 'BULLET' }).totalInterest;
        expect(buildRepaymentSchedule({ ...loan, repaymentType: 'AMORTIZING' }).totalInterest).toBeLessThanOrEqual(
          bullet,
        );
        expect(buildRepaymentSchedule({ ...loan, repaymentType: 'EQUAL_PRINCIPAL' }).totalInterest).toBeLessThanOrEqual(
          bullet,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('금리가 오르면 어느 회차의 납입액도 줄지 않아요 (원리금균등의 마지막 정산 회차는 빼고요)', () => {
    fc.assert(
      fc.property(realLoanWithHigherRate, ({ loan, higherRate }) => {
        const lower = buildRepaymentSchedule(loan);
        const higher = buildRepaymentSchedule({ ...loan, interestRatePercentage: higherRate });
        // The last 원리금균등 instalment settles the accumulated 원 rounding of the level payment
        // (thousands of 원 either way on long loans), so it is left out of the comparison.
        const compared = loan.repaymentType === 'AMORTIZING' ? loan.term - 1 : loan.term;
        const lowered = higher.schedule
          .slice(0, compared)
          .filter((row, index) => row.totalPayment < (lower.schedule[index]?.totalPayment ?? 0))
          .map((row) => row.installmentNumber);
        expect(lowered).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
