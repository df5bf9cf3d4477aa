import { describe, expect, it } from 'vitest';
import { RECLAIM_RULE, checkLandlordOffer } from './landlord-offer-check.ts';

const CAP = { deposit: 315_000_000, monthlyRent: 0 };

describe('checkLandlordOffer — 집주인 제안이 법정 상한 안인지', () => {
  it('보증금 3억 1,500만원까지는 상한 안이에요', () => {
    expect(checkLandlordOffer({ deposit: 315_000_000, monthlyRent: 0 }, CAP, 4_500)).toEqual({
      capApplies: true,
      overCap: false,
      excessAsDeposit: 0,
      excessAsMonthlyRent: 0,
      reclaimable: false,
    });
  });
  it('1원이라도 넘으면 넘은 만큼 돌려받을 수 있어요 (제10조의2)', () => {
    expect(checkLandlordOffer({ deposit: 315_000_001, monthlyRent: 0 }, CAP, 4_500)).toEqual({
      capApplies: true,
      overCap: true,
      excessAsDeposit: 1,
      excessAsMonthlyRent: 1,
      reclaimable: true,
    });
  });
  it('보증금 대신 월세 56,250원까지는 상한 안이고, 56,251원부터 넘어요', () => {
    expect(checkLandlordOffer({ deposit: 300_000_000, monthlyRent: 56_250 }, CAP, 4_500).overCap).toBe(false);
    expect(checkLandlordOffer({ deposit: 300_000_000, monthlyRent: 56_251 }, CAP, 4_500)).toEqual({
      capApplies: true,
      overCap: true,
      excessAsDeposit: 267,
      excessAsMonthlyRent: 1,
      reclaimable: true,
    });
  });
  it('보증금을 줄이고 월세로 돌리면 전환율 상한으로 견줘요: 1억을 빼면 월 431,250원까지', () => {
    expect(checkLandlordOffer({ deposit: 200_000_000, monthlyRent: 431_250 }, CAP, 4_500).overCap).toBe(false);
    expect(checkLandlordOffer({ deposit: 200_000_000, monthlyRent: 500_000 }, CAP, 4_500)).toMatchObject({
      overCap: true,
      excessAsDeposit: 18_333_334,
      excessAsMonthlyRent: 68_750,
    });
  });
  it('상한이 없으면(갱신요구권을 이미 썼으면) 넘었다고 하지 않아요', () => {
    expect(checkLandlordOffer({ deposit: 400_000_000, monthlyRent: 100_000 }, null, 4_500)).toEqual({
      capApplies: false,
      overCap: false,
      excessAsDeposit: 0,
      excessAsMonthlyRent: 0,
      reclaimable: false,
    });
  });
  it('반환청구의 근거를 적어 둬요', () => {
    expect(RECLAIM_RULE.source).toContain('제10조의2');
  });
});
