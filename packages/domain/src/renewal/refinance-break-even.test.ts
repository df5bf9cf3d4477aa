import { describe, expect, it } from 'vitest';
import { THIN_MARGIN_MONTHS, refinanceBreakEven, type RefinanceInput } from './refinance-break-even.ts';

const TODAY = '2026-11-26';
// The example: 2억 at 4.20 %, drawn six months ago for 24 months, offered 3.60 % with a 0.15 % guarantee.
const EXAMPLE: RefinanceInput = {
  balance: 200_000_000,
  currentRateMilli: 4_200,
  newRateMilli: 3_600,
  drawnOn: '2026-05-26',
  maturesOn: '2028-05-26',
  prepaymentFeeRateMilli: 600,
  guaranteeFeeRateMilli: 150,
};
const breakEven = (overrides: Partial<RefinanceInput> = {}, today = TODAY) =>
  refinanceBreakEven({ ...EXAMPLE, ...overrides }, today);

describe('refinanceBreakEven — 이슈의 예', () => {
  it('2억 4.20 % → 3.60 %, 18개월: 수수료 900,000 + 보증료 450,000 + 인지세 75,000 = 1,425,000, 한 달 100,000 절약, 14.25개월에 본전, 375,000 남아 얇아요', () => {
    const answer = breakEven();
    expect(answer).toEqual({
      prepaymentFee: 900_000,
      guaranteeFee: 450_000,
      stampDuty: 75_000,
      upfrontCost: 1_425_000,
      monthlySaving: 100_000,
      breakEvenMonths: 14.25,
      horizonMonths: 18,
      net: 375_000,
      verdict: 'THIN_MARGIN',
      prepaymentFeeRule: answer.prepaymentFeeRule,
    });
    expect(answer.prepaymentFeeRule).toMatchObject({ feeWindowMonths: 36, certainty: 'S' });
  });
  it('12개월 뒤 이사하면 225,000원 손해라 갈아타지 않아요', () => {
    expect(breakEven({ plannedMoveOn: '2027-11-26' })).toMatchObject({
      upfrontCost: 1_425_000,
      horizonMonths: 12,
      net: -225_000,
      verdict: 'DONT_SWITCH',
    });
  });
});

describe('refinanceBreakEven — 기간과 판단', () => {
  it('기간은 만기, 이사, 다음 금리 변동 중 가장 이른 날까지예요', () => {
    expect(breakEven({ nextRepricingOn: '2027-05-26' }).horizonMonths).toBe(6);
    expect(breakEven({ plannedMoveOn: '2028-01-26', nextRepricingOn: '2027-12-26' }).horizonMonths).toBe(13);
    expect(breakEven({ plannedMoveOn: '2029-01-01' }).horizonMonths).toBe(18);
  });
  it('남는 돈이 절약액 6개월 치보다 적으면 얇고, 같거나 많으면 갈아타요', () => {
    expect(THIN_MARGIN_MONTHS).toBe(6);
    // upfront 1,425,000; 0.9 %p saves 150,000 a month: 18 × 150,000 − 1,425,000 = 1,275,000 ≥ 900,000.
    expect(breakEven({ newRateMilli: 3_300 })).toMatchObject({
      monthlySaving: 150_000,
      net: 1_275_000,
      verdict: 'SWITCH',
    });
    // Saving 110,000 a month (0.66 %p): 1,980,000 − 1,425,000 = 555,000 < 660,000.
    expect(breakEven({ newRateMilli: 3_540 })).toMatchObject({ net: 555_000, verdict: 'THIN_MARGIN' });
    // 0.8 %p saves 133,333 a month: 18 × 133,333 − 1,425,000 = 974,994 ≥ 6 × 133,333.
    expect(breakEven({ newRateMilli: 3_400 })).toMatchObject({
      monthlySaving: 133_333,
      net: 974_994,
      verdict: 'SWITCH',
    });
  });
  it('남는 돈이 정확히 절약액 6개월 치면 갈아타요 (얇지 않아요)', () => {
    // No fee and no guarantee: upfront is the 75,000 stamp duty; 1 %p on 2억 saves 166,666 a month; horizon 7 months:
    // 7 × 166,666 − 75,000 = 1,091,662 ≥ 999,996 → SWITCH. One month shorter is thin.
    const free = { prepaymentFeeRateMilli: 0, guaranteeFeeRateMilli: 0, newRateMilli: 3_200 };
    expect(breakEven({ ...free, plannedMoveOn: '2027-06-26' })).toMatchObject({ net: 1_091_662, verdict: 'SWITCH' });
    expect(breakEven({ ...free, plannedMoveOn: '2027-05-26' })).toMatchObject({ net: 924_996, verdict: 'THIN_MARGIN' });
    // 1 %p on 900,000 saves 750 a month; upfront 0 (≤ 5천만, no stamp duty): 6 × 750 = 4,500 is exactly six months.
    expect(breakEven({ ...free, balance: 900_000, plannedMoveOn: '2027-05-26' })).toMatchObject({
      upfrontCost: 0,
      net: 4_500,
      verdict: 'SWITCH',
      breakEvenMonths: 0,
    });
  });
  it('본전이 딱 맞으면(0원) 갈아타지 않아요', () => {
    // 0.6 %p saves 100,000 a month; a 0.75 % fee on 18 of 24 months (1,125,000) and the 75,000 stamp duty make
    // 1,200,000 upfront, which twelve months of saving just pay back.
    expect(
      breakEven({ guaranteeFeeRateMilli: 0, prepaymentFeeRateMilli: 750, plannedMoveOn: '2027-11-26' }),
    ).toMatchObject({ prepaymentFee: 1_125_000, upfrontCost: 1_200_000, net: 0, verdict: 'DONT_SWITCH' });
  });
  it('새 금리가 같거나 높으면 본전이 없고 갈아타지 않아요', () => {
    expect(breakEven({ newRateMilli: 4_200 })).toMatchObject({
      monthlySaving: 0,
      breakEvenMonths: null,
      verdict: 'DONT_SWITCH',
    });
    expect(breakEven({ newRateMilli: 4_500 })).toMatchObject({
      monthlySaving: -50_000,
      breakEvenMonths: null,
      net: -2_325_000,
      verdict: 'DONT_SWITCH',
    });
  });
  it('본전 개월은 소수 둘째 자리까지 올려요', () => {
    // upfront 1,425,000 ÷ saving 150,000 = 9.5; ÷ 110,000 = 12.954… → 12.96
    expect(breakEven({ newRateMilli: 3_300 }).breakEvenMonths).toBe(9.5);
    expect(breakEven({ newRateMilli: 3_540 }).breakEvenMonths).toBe(12.96);
  });
});

describe('refinanceBreakEven — 중도상환수수료는 대출 후 3년 안에만', () => {
  it('3년보다 긴 대출은 첫 3년 중 남은 기간에 비례해요: 2년 지난 4년 대출은 12/36', () => {
    expect(breakEven({ drawnOn: '2024-11-26', maturesOn: '2028-11-26' }).prepaymentFee).toBe(400_000);
  });
  it('3년이 되는 날부터는 수수료가 없어요: 그 전날은 1/36이 남아요', () => {
    const fiveYears = { drawnOn: '2023-11-26', maturesOn: '2028-11-26' };
    expect(breakEven(fiveYears, '2026-11-25').prepaymentFee).toBe(33_333);
    expect(breakEven(fiveYears, '2026-11-26').prepaymentFee).toBe(0);
    expect(breakEven(fiveYears, '2026-11-27').prepaymentFee).toBe(0);
    expect(breakEven(fiveYears, '2027-11-26').prepaymentFee).toBe(0);
  });
  it('대출기간이 3년보다 짧으면 그 기간으로 나눠요', () => {
    expect(breakEven({ drawnOn: '2026-11-26', maturesOn: '2027-11-26' }).prepaymentFee).toBe(1_200_000);
    expect(breakEven({ drawnOn: '2026-10-26', maturesOn: '2027-11-26' }).prepaymentFee).toBe(1_107_692);
  });
  it('한 달이 안 되는 대출은 나눌 기간이 없어 수수료가 없어요', () => {
    expect(breakEven({ drawnOn: '2026-11-20', maturesOn: '2026-12-10' })).toMatchObject({
      prepaymentFee: 0,
      horizonMonths: 0,
    });
  });
});

describe('refinanceBreakEven — 인지세는 차주 몫 절반, 법정 구간대로', () => {
  it.each([
    [50_000_000, 0],
    [50_000_001, 35_000],
    [100_000_000, 35_000],
    [100_000_001, 75_000],
    [1_000_000_000, 75_000],
    [1_000_000_001, 175_000],
  ])('새 대출 %d원이면 인지세 %d원', (balance, stampDuty) => {
    expect(breakEven({ balance }).stampDuty).toBe(stampDuty);
  });
});
