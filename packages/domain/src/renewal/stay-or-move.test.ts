import { describe, expect, it } from 'vitest';
import {
  STAY_OR_MOVE_HORIZON_MONTHS,
  STAY_OR_MOVE_VERDICTS,
  stayOrMove,
  type StayOrMoveInput,
} from './stay-or-move.ts';

const WORKED: StayOrMoveInput = {
  horizonMonths: 24,
  staying: { monthlyRent: 500_000, loanBalance: 100_000_000, loanRateMilli: 2_400, extensionCost: 400_000 },
  moving: { offerMonthlyTotal: 650_000, brokerageFee: 240_000, movingCost: 1_500_000 },
};

/** Staying: 1,000,000원 a month and nothing else (24,000,000원 over 24 months, band 1,000,000원). */
const RENT_ONLY = { monthlyRent: 1_000_000, loanBalance: 0, loanRateMilli: 0, extensionCost: 0 };
const against = (moving: StayOrMoveInput['moving']) => stayOrMove({ horizonMonths: 24, staying: RENT_ONLY, moving });

describe('stayOrMove', () => {
  it('월세 50만원, 대출 1억 2.4 %, 연장 가산 40만원으로 남으면 24개월에 17,200,000원, 월 716,667원이에요', () => {
    expect(stayOrMove(WORKED).staying).toEqual({
      monthlyCost: 716_667,
      totalOverHorizon: 17_200_000,
      monthlyRent: 500_000,
      loanInterest: 4_800_000,
      extensionCost: 400_000,
    });
  });

  it('월 비용 65만원인 집으로 중개보수 24만원, 이사비 150만원을 들여 옮기면 24개월에 17,340,000원, 월 722,500원이에요', () => {
    expect(stayOrMove(WORKED).moving).toEqual({
      monthlyCost: 722_500,
      totalOverHorizon: 17_340_000,
      offerMonthlyTotal: 650_000,
      brokerageFee: 240_000,
      movingCost: 1_500_000,
    });
  });

  it('차이 140,000원은 남는 한 달 비용(716,667원) 안이라 비슷해요', () => {
    expect(stayOrMove(WORKED)).toMatchObject({
      horizonMonths: 24,
      difference: 140_000,
      monthlyDifference: 5_833,
      aboutTheSameBand: 716_667,
      verdict: 'ABOUT_THE_SAME',
    });
  });

  describe('비슷하다고 보는 폭: 남는 비용의 한 달', () => {
    it('옮기는 쪽이 꼭 한 달 치(1,000,000원) 더 들면 비슷해요', () => {
      const answer = against({ offerMonthlyTotal: 950_000, brokerageFee: 200_000, movingCost: 2_000_000 });
      expect(answer).toMatchObject({ difference: 1_000_000, aboutTheSameBand: 1_000_000, verdict: 'ABOUT_THE_SAME' });
    });

    it('1원이라도 더 들면 남는 게 나아요', () => {
      const answer = against({ offerMonthlyTotal: 950_000, brokerageFee: 200_000, movingCost: 2_000_001 });
      expect(answer).toMatchObject({ difference: 1_000_001, verdict: 'STAY' });
    });

    it('옮기는 쪽이 꼭 한 달 치 덜 들면 비슷해요', () => {
      const answer = against({ offerMonthlyTotal: 950_000, brokerageFee: 200_000, movingCost: 0 });
      expect(answer).toMatchObject({ difference: -1_000_000, verdict: 'ABOUT_THE_SAME' });
    });

    it('1원이라도 더 덜 들면 옮기는 게 나아요', () => {
      const answer = against({ offerMonthlyTotal: 950_000, brokerageFee: 199_999, movingCost: 0 });
      expect(answer).toMatchObject({ difference: -1_000_001, monthlyDifference: -41_667, verdict: 'MOVE' });
    });

    it('판단은 셋이고, 견주는 기간은 갱신된 계약의 2년이에요', () => {
      expect(STAY_OR_MOVE_VERDICTS).toEqual(['STAY', 'MOVE', 'ABOUT_THE_SAME']);
      expect(STAY_OR_MOVE_HORIZON_MONTHS).toBe(24);
    });

    it('남는 비용이 0원이면 폭도 0원: 같아야만 비슷해요', () => {
      const nothing = { monthlyRent: 0, loanBalance: 0, loanRateMilli: 0, extensionCost: 0 };
      const answer = (movingCost: number) =>
        stayOrMove({
          horizonMonths: 24,
          staying: nothing,
          moving: { offerMonthlyTotal: 0, brokerageFee: 0, movingCost },
        }).verdict;
      expect(answer(0)).toBe('ABOUT_THE_SAME');
      expect(answer(1)).toBe('STAY');
    });
  });

  it('한 달 비용은 합계 ÷ 개월을 원 단위로 반올림해요 (0.5원은 올림, 0.49원은 버림)', () => {
    const answer = (extensionCost: number, movingCost: number) =>
      stayOrMove({
        horizonMonths: 24,
        staying: { monthlyRent: 0, loanBalance: 0, loanRateMilli: 0, extensionCost },
        moving: { offerMonthlyTotal: 0, brokerageFee: 0, movingCost },
      });
    expect(answer(12, 11)).toMatchObject({
      staying: { monthlyCost: 1, totalOverHorizon: 12 },
      moving: { monthlyCost: 0, totalOverHorizon: 11 },
      difference: -1,
      monthlyDifference: -1,
      aboutTheSameBand: 1,
      verdict: 'ABOUT_THE_SAME',
    });
    expect(answer(36, 35).staying.monthlyCost).toBe(2);
    expect(answer(36, 35).moving.monthlyCost).toBe(1);
  });

  it('대출 이자는 기간의 개월 수만큼 세요', () => {
    const twelve = stayOrMove({ ...WORKED, horizonMonths: 12 });
    expect(twelve.staying).toMatchObject({
      loanInterest: 2_400_000,
      totalOverHorizon: 8_800_000,
      monthlyCost: 733_333,
    });
    expect(twelve.moving).toMatchObject({ totalOverHorizon: 9_540_000, monthlyCost: 795_000 });
    expect(twelve).toMatchObject({ difference: 740_000, monthlyDifference: 61_667, verdict: 'STAY' });
  });
});
