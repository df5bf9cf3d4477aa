import { describe, expect, it } from 'vitest';
import { houseValueForGuarantee } from './house-value-for-guarantee.ts';

const prices = { marketPrice: 300_000_000, recentSalesPrice: 310_000_000, officialPrice: 200_000_000 };

describe('houseValueForGuarantee — HUG 주택가격 산정 순서', () => {
  it('아파트와 오피스텔은 공시가격과 실거래가가 있어도 시세가 먼저예요', () => {
    for (const rentHousingType of ['APARTMENT', 'OFFICETEL'] as const) {
      expect(houseValueForGuarantee({ rentHousingType, ...prices }, 140)).toEqual({
        value: 300_000_000,
        basis: 'MARKET_PRICE',
      });
    }
  });

  it('아파트와 오피스텔에 시세가 없으면 공시가격 × 140 %, 그다음 실거래가예요', () => {
    for (const rentHousingType of ['APARTMENT', 'OFFICETEL'] as const) {
      expect(houseValueForGuarantee({ rentHousingType, ...prices, marketPrice: null }, 140)).toEqual({
        value: 280_000_000,
        basis: 'OFFICIAL_PRICE',
      });
      const salesOnly = { rentHousingType, marketPrice: null, officialPrice: null, recentSalesPrice: 310_000_000 };
      expect(houseValueForGuarantee(salesOnly, 140)).toEqual({ value: 310_000_000, basis: 'RECENT_SALES' });
    }
  });

  it('연립·다세대와 단독·다가구는 공시가격 × 140 %가 먼저예요', () => {
    expect(houseValueForGuarantee({ rentHousingType: 'HOUSEHOLD_HOUSE', ...prices }, 140).value).toBe(280_000_000);
    expect(houseValueForGuarantee({ rentHousingType: 'FAMILY_HOUSE', ...prices, officialPrice: null }, 140)).toEqual({
      value: 300_000_000,
      basis: 'MARKET_PRICE',
    });
  });

  it('아무 값도 없거나 0이면 모른다고 답해요', () => {
    const none = { rentHousingType: 'APARTMENT', marketPrice: 0, recentSalesPrice: null, officialPrice: null } as const;
    expect(houseValueForGuarantee(none, 140)).toEqual({ value: null, basis: 'UNKNOWN' });
  });

  it('공시가격이나 실거래가가 0원이면 없는 값으로 보고 다음 순서로 넘어가요', () => {
    const villa = { rentHousingType: 'HOUSEHOLD_HOUSE', marketPrice: 300_000_000, recentSalesPrice: null } as const;
    expect(houseValueForGuarantee({ ...villa, officialPrice: 0 }, 140)).toEqual({
      value: 300_000_000,
      basis: 'MARKET_PRICE',
    });
    const salesZero = {
      rentHousingType: 'APARTMENT',
      marketPrice: null,
      recentSalesPrice: 0,
      officialPrice: null,
    } as const;
    expect(houseValueForGuarantee(salesZero, 140)).toEqual({ value: null, basis: 'UNKNOWN' });
  });

  it('공시가격 × 비율은 원 미만을 버려요', () => {
    const odd = {
      rentHousingType: 'HOUSEHOLD_HOUSE',
      marketPrice: null,
      recentSalesPrice: null,
      officialPrice: 123_456_789,
    } as const;
    expect(houseValueForGuarantee(odd, 140).value).toBe(172_839_504);
  });
});
