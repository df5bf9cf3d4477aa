import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRepaymentSchedule } from './build-repayment-schedule.ts';
import { repaymentTotals } from './repayment-totals.ts';
import { REPAYMENT_TYPES } from './repayment-types.ts';

describe('repaymentTotals', () => {
  it('만기일시 120만원, 연 12 %, 3개월: 이자 12,000원씩 3회 = 36,000원', () => {
    expect(
      repaymentTotals({ principal: 1_200_000, interestRatePercentage: 12, term: 3, repaymentType: 'BULLET' }),
    ).toEqual({
      totalPrincipal: 1_200_000,
      totalInterest: 36_000,
      totalPayment: 1_236_000,
      totalInstallments: 3,
    });
  });

  it('상환표를 만든 것과 언제나 같은 합계예요', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 720 }),
        fc.constantFrom(...REPAYMENT_TYPES),
        (principal, milliPercent, term, repaymentType) => {
          const input = { principal, interestRatePercentage: milliPercent / 1000, term, repaymentType };
          const { schedule: _rows, ...totals } = buildRepaymentSchedule(input);
          expect(repaymentTotals(input)).toEqual(totals);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('잘못된 입력은 계산하지 않아요', () => {
    expect(() =>
      repaymentTotals({ principal: -1, interestRatePercentage: 3, term: 12, repaymentType: 'BULLET' }),
    ).toThrow(RangeError);
  });
});
