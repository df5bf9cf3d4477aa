import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leaseRegistrationCosts } from './lease-registration-costs.ts';

describe('leaseRegistrationCosts — 인지, 송달료(당사자 수), 등록면허세, 등기촉탁수수료', () => {
  it('임차인 1명·임대인 1명이면 2,000 + 5,200×3×2 + 7,200 + 3,000 = 43,400원이에요', () => {
    const costs = leaseRegistrationCosts({ parties: 2 }, '2026-11-29');
    expect(costs.items).toEqual([
      { code: 'STAMP', amount: 2_000 },
      { code: 'SERVICE', amount: 31_200 },
      { code: 'REGISTRATION_TAX', amount: 7_200 },
      { code: 'REGISTRY_COMMISSION', amount: 3_000 },
    ]);
    expect(costs).toMatchObject({
      total: 43_400,
      serviceFeeUnit: 5_200,
      serviceFeeUnitGiven: false,
      reclaimableFromLandlord: true,
    });
    expect(costs.rule).toMatchObject({ effectiveFrom: '2021-09-01', certainty: 'S' });
  });
  it('임대인이 둘이면 송달료가 한 사람 몫(15,600원) 늘어요', () => {
    expect(leaseRegistrationCosts({ parties: 3 }, '2026-11-29').total).toBe(59_000);
  });
  it('법원이 알려 준 송달료 1회분을 넣으면 그 금액으로 계산해요', () => {
    const costs = leaseRegistrationCosts({ parties: 2, serviceFeeUnit: 5_500 }, '2026-11-29');
    expect(costs).toMatchObject({ serviceFeeUnit: 5_500, serviceFeeUnitGiven: true, total: 45_200 });
  });
  it('항목의 합이 합계예요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 21 }), fc.integer({ min: 1, max: 100_000 }), (parties, unit) => {
        const costs = leaseRegistrationCosts({ parties, serviceFeeUnit: unit }, '2026-11-29');
        expect(costs.items.reduce((sum, item) => sum + item.amount, 0)).toBe(costs.total);
      }),
    );
  });
});
