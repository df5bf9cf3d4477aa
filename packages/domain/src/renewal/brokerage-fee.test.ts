import { describe, expect, it } from 'vitest';
import { BROKERAGE_FEE_RULES, brokerageFee, brokerageTransactionAmount } from './brokerage-fee.ts';

const TODAY = '2026-11-26';
const jeonse = (deposit: number) => brokerageFee({ deposit, monthlyRent: 0 }, TODAY);

describe('brokerageTransactionAmount — 중개보수의 거래금액', () => {
  it('전세는 보증금이 거래금액이에요', () => {
    expect(brokerageTransactionAmount({ deposit: 300_000_000, monthlyRent: 0 }, TODAY)).toBe(300_000_000);
  });
  it('월세는 보증금 + 월세 × 100이고, 그게 5천만원 미만이면 월세 × 70으로 다시 세요', () => {
    expect(brokerageTransactionAmount({ deposit: 10_000_000, monthlyRent: 400_000 }, TODAY)).toBe(50_000_000);
    expect(brokerageTransactionAmount({ deposit: 9_999_999, monthlyRent: 400_000 }, TODAY)).toBe(37_999_999);
    expect(brokerageTransactionAmount({ deposit: 5_000_000, monthlyRent: 400_000 }, TODAY)).toBe(33_000_000);
    expect(brokerageTransactionAmount({ deposit: 100_000_000, monthlyRent: 1_000_000 }, TODAY)).toBe(200_000_000);
  });
});

describe('brokerageFee — 주택 임대차 중개보수 상한 (2021-10-19 별표1)', () => {
  it.each([
    [0, 0],
    [40_000_000, 200_000], // 0.5 % = 200,000, 한도 20만원과 같아요
    [49_999_999, 200_000], // 0.5 % = 249,999 → 한도 20만원
    [39_999_999, 199_999], // 한도 아래
    [50_000_000, 200_000], // 0.4 % = 200,000
    [75_000_000, 300_000], // 0.4 % = 300,000, 한도 30만원
    [99_999_999, 300_000], // 0.4 % = 399,999 → 한도 30만원
    [74_999_999, 299_999],
    [100_000_000, 300_000], // 0.3 %, 한도 없음
    [300_000_000, 900_000],
    [599_999_999, 1_799_999],
    [600_000_000, 2_400_000], // 0.4 %
    [1_199_999_999, 4_799_999],
    [1_200_000_000, 6_000_000], // 0.5 %
    [1_499_999_999, 7_499_999],
    [1_500_000_000, 9_000_000], // 0.6 %
    [2_000_000_000, 12_000_000],
  ])('전세 %d원이면 최대 %d원이에요', (deposit, fee) => {
    expect(jeonse(deposit)).toBe(fee);
  });
  it('월세는 환산한 거래금액으로 구간을 찾아요: 보증금 500만·월세 40만 → 3,300만 × 0.5 % = 165,000원', () => {
    expect(brokerageFee({ deposit: 5_000_000, monthlyRent: 400_000 }, TODAY)).toBe(165_000);
    expect(brokerageFee({ deposit: 10_000_000, monthlyRent: 400_000 }, TODAY)).toBe(200_000);
    expect(brokerageFee({ deposit: 10_000_000, monthlyRent: 500_000 }, TODAY)).toBe(240_000);
  });
  it('표보다 이른 날에도 2021-10-19 표를 써요', () => {
    expect(brokerageFee({ deposit: 300_000_000, monthlyRent: 0 }, '2020-01-01')).toBe(900_000);
    expect(BROKERAGE_FEE_RULES[0]).toMatchObject({ effectiveFrom: '2021-10-19', certainty: 'S' });
  });
});
