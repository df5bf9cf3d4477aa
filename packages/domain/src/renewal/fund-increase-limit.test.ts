import { describe, expect, it } from 'vitest';
import { FUND_INCREASE_RULE, fundIncreaseLimit, type FundIncreaseInput } from './fund-increase-limit.ts';

const base: FundIncreaseInput = {
  balance: 100_000_000,
  depositIncrease: 15_000_000,
  newDeposit: 157_500_000,
  loanToDepositPercent: 80,
  productLimit: 120_000_000,
};

describe('fundIncreaseLimit — 보증금이 오를 때 버팀목을 늘릴 수 있는 금액', () => {
  it('증액분 안에서만 늘려요', () => {
    expect(fundIncreaseLimit(base)).toBe(15_000_000);
  });
  it('늘린 뒤 대출이 새 보증금의 비율(80 %, 일반 70 %)을 넘지 않아요', () => {
    expect(fundIncreaseLimit({ ...base, loanToDepositPercent: 70 })).toBe(10_250_000);
    expect(fundIncreaseLimit({ ...base, loanToDepositPercent: 60 })).toBe(0);
  });
  it('늘린 뒤 대출이 상품 한도를 넘지 않아요; 한도를 모르면 비율만 봐요', () => {
    expect(fundIncreaseLimit({ ...base, productLimit: 110_000_000 })).toBe(10_000_000);
    expect(fundIncreaseLimit({ ...base, productLimit: 90_000_000 })).toBe(0);
    expect(fundIncreaseLimit({ ...base, depositIncrease: 50_000_000, productLimit: null })).toBe(26_000_000);
  });
  it('비율을 모를 때는 80 %로 봐요', () => {
    expect(FUND_INCREASE_RULE).toMatchObject({ defaultLoanToDepositPercent: 80, certainty: 'S' });
  });
});
