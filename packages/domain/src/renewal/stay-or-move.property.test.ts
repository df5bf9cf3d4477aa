import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stayOrMove } from './stay-or-move.ts';

const VERDICT_RANK = { MOVE: 0, ABOUT_THE_SAME: 1, STAY: 2 } as const;

const caseArbitrary = fc.record({
  horizonMonths: fc.integer({ min: 1, max: 60 }),
  staying: fc.record({
    monthlyRent: fc.integer({ min: 0, max: 3_000_000 }),
    loanBalance: fc.integer({ min: 0, max: 500_000_000 }),
    loanRateMilli: fc.integer({ min: 0, max: 8_000 }),
    extensionCost: fc.integer({ min: 0, max: 3_000_000 }),
  }),
  offerMonthlyTotal: fc.integer({ min: 0, max: 5_000_000 }),
  brokerageFee: fc.integer({ min: 0, max: 6_000_000 }),
});

describe('stayOrMove — 성질', () => {
  it('이사비가 늘면 차이도 꼭 그만큼 늘고, 판단은 옮기는 쪽으로 기울지 않아요', () => {
    fc.assert(
      fc.property(
        caseArbitrary,
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (each, movingCost, more) => {
          const answer = (cost: number) =>
            stayOrMove({
              horizonMonths: each.horizonMonths,
              staying: each.staying,
              moving: { offerMonthlyTotal: each.offerMonthlyTotal, brokerageFee: each.brokerageFee, movingCost: cost },
            });
          const cheaper = answer(movingCost);
          const dearer = answer(movingCost + more);
          expect(dearer.difference - cheaper.difference).toBe(more);
          expect(dearer.monthlyDifference).toBeGreaterThanOrEqual(cheaper.monthlyDifference);
          expect(VERDICT_RANK[dearer.verdict]).toBeGreaterThanOrEqual(VERDICT_RANK[cheaper.verdict]);
        },
      ),
    );
  });

  it('두 쪽의 합계는 한 달 비용 × 개월과 반 개월 치 안에서 맞아요', () => {
    fc.assert(
      fc.property(caseArbitrary, fc.integer({ min: 0, max: 20_000_000 }), (each, movingCost) => {
        const answer = stayOrMove({
          horizonMonths: each.horizonMonths,
          staying: each.staying,
          moving: { offerMonthlyTotal: each.offerMonthlyTotal, brokerageFee: each.brokerageFee, movingCost },
        });
        for (const side of [answer.staying, answer.moving]) {
          const gap = side.totalOverHorizon - side.monthlyCost * each.horizonMonths;
          // Rounded half up: a total of exactly half a won a month over is rounded up, so the gap is in [−½, ½) months.
          expect(2 * gap).toBeLessThan(each.horizonMonths);
          expect(2 * gap).toBeGreaterThanOrEqual(-each.horizonMonths);
        }
        expect(answer.difference).toBe(answer.moving.totalOverHorizon - answer.staying.totalOverHorizon);
      }),
    );
  });
});
