import { describe, expect, it } from 'vitest';
import { estimateHousePrice } from './estimate-house-price.ts';

const deal = (exclusiveArea: number, priceManwon: number, dealDate = '2026-10-01') => ({
  exclusiveArea,
  priceManwon,
  dealDate,
});

describe('estimateHousePrice — 같은 건물 최근 매매로 집값 추정', () => {
  it('같은 면적(±3㎡) 매매가 홀수 건이면 가운데 값이에요', () => {
    const deals = [
      deal(59.8, 30_000, '2026-03-02'),
      deal(59.9, 28_000, '2026-09-15'),
      deal(58, 35_000),
      deal(84, 50_000),
    ];
    expect(estimateHousePrice(deals, 59)).toEqual({
      housePrice: 300_000_000,
      transactionCount: 3,
      basis: 'SAME_AREA_MEDIAN',
      latestDealDate: '2026-10-01',
    });
  });

  it('짝수 건이면 가운데 두 값의 평균을 만원 아래에서 버려요', () => {
    expect(estimateHousePrice([deal(59, 30_001), deal(59, 30_000)], 59)?.housePrice).toBe(300_000_000);
  });

  it('같은 면적이 없으면 ㎡당 가격의 가운데 값 × 면적이에요', () => {
    const answer = estimateHousePrice([deal(84, 42_000), deal(100, 60_000), deal(40, 24_000)], 59);
    // ㎡당 500만, 600만, 600만 → 600만 × 59㎡
    expect(answer).toMatchObject({ housePrice: 354_000_000, basis: 'PRICE_PER_AREA', transactionCount: 3 });
  });

  it('매매가 없으면 지어내지 않고 null 이에요', () => {
    expect(estimateHousePrice([], 59)).toBeNull();
  });
});
