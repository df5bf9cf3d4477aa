import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../policy/calendar-date.ts';
import { refinanceBreakEven, type RefinanceInput } from './refinance-break-even.ts';

const TODAY = '2026-11-26';

const loanArbitrary = fc.record({
  balance: fc.integer({ min: 10_000_000, max: 500_000_000 }),
  currentRateMilli: fc.integer({ min: 2_000, max: 7_000 }),
  monthsSinceDrawn: fc.integer({ min: 0, max: 48 }),
  monthsToMaturity: fc.integer({ min: 1, max: 36 }),
  prepaymentFeeRateMilli: fc.integer({ min: 0, max: 1_500 }),
  guaranteeFeeRateMilli: fc.integer({ min: 0, max: 400 }),
});

type Loan = typeof loanArbitrary extends fc.Arbitrary<infer T> ? T : never;

function inputOf(loan: Loan, newRateMilli: number, moveInMonths?: number): RefinanceInput {
  return {
    balance: loan.balance,
    currentRateMilli: loan.currentRateMilli,
    newRateMilli,
    drawnOn: addMonths(TODAY, -loan.monthsSinceDrawn),
    maturesOn: addMonths(TODAY, loan.monthsToMaturity),
    prepaymentFeeRateMilli: loan.prepaymentFeeRateMilli,
    guaranteeFeeRateMilli: loan.guaranteeFeeRateMilli,
    ...(moveInMonths === undefined ? {} : { plannedMoveOn: addMonths(TODAY, moveInMonths) }),
  };
}

const VERDICT_RANK = { DONT_SWITCH: 0, THIN_MARGIN: 1, SWITCH: 2 } as const;

describe('refinanceBreakEven — 성질', () => {
  it('금리 차이가 클수록 절약액과 남는 돈은 줄지 않고, 본전 개월은 늘지 않으며, 판단도 나빠지지 않아요', () => {
    fc.assert(
      fc.property(
        loanArbitrary,
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 500 }),
        (loan, gap, more) => {
          const narrow = refinanceBreakEven(inputOf(loan, loan.currentRateMilli - gap), TODAY);
          const wide = refinanceBreakEven(inputOf(loan, loan.currentRateMilli - gap - more), TODAY);
          expect(wide.upfrontCost).toBe(narrow.upfrontCost);
          expect(wide.monthlySaving).toBeGreaterThanOrEqual(narrow.monthlySaving);
          expect(wide.net).toBeGreaterThanOrEqual(narrow.net);
          if (narrow.breakEvenMonths !== null) expect(wide.breakEvenMonths).toBeLessThanOrEqual(narrow.breakEvenMonths);
          expect(VERDICT_RANK[wide.verdict]).toBeGreaterThanOrEqual(VERDICT_RANK[narrow.verdict]);
        },
      ),
    );
  });

  it('아끼는 동안 기간이 길수록 남는 돈은 줄지 않고, 본전 개월은 그대로예요', () => {
    fc.assert(
      fc.property(
        loanArbitrary,
        fc.integer({ min: 1, max: 3_000 }),
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 1, max: 12 }),
        (loan, gap, move, later) => {
          const newRate = loan.currentRateMilli - gap;
          const short = refinanceBreakEven(inputOf(loan, newRate, move), TODAY);
          const long = refinanceBreakEven(inputOf(loan, newRate, move + later), TODAY);
          expect(long.horizonMonths).toBeGreaterThanOrEqual(short.horizonMonths);
          expect(long.net).toBeGreaterThanOrEqual(short.net);
          expect(long.breakEvenMonths).toBe(short.breakEvenMonths);
        },
      ),
    );
  });

  it('남는 돈은 기간 동안 아끼는 돈에서 미리 내는 돈을 뺀 값이고, 미리 내는 돈은 세 가지의 합이에요', () => {
    fc.assert(
      fc.property(loanArbitrary, fc.integer({ min: -1_000, max: 3_000 }), (loan, gap) => {
        const answer = refinanceBreakEven(inputOf(loan, loan.currentRateMilli - gap), TODAY);
        expect(answer.upfrontCost).toBe(answer.prepaymentFee + answer.guaranteeFee + answer.stampDuty);
        expect(answer.net).toBe(answer.monthlySaving * answer.horizonMonths - answer.upfrontCost);
        expect(answer.horizonMonths).toBe(loan.monthsToMaturity);
        if (answer.breakEvenMonths !== null) {
          expect(answer.breakEvenMonths * answer.monthlySaving).toBeGreaterThanOrEqual(answer.upfrontCost - 1e-6);
          expect((answer.breakEvenMonths - 0.01) * answer.monthlySaving).toBeLessThan(answer.upfrontCost);
        }
      }),
    );
  });
});
