import { describe, expect, it } from 'vitest';
import { renewalIncreaseCap } from './renewal-increase-cap.ts';

const JEONSE = { deposit: 300_000_000, monthlyRent: 0 };

describe('renewalIncreaseCap — 갱신할 때 올릴 수 있는 한도', () => {
  it('전세 3억은 갱신할 때 3억 1,500만원까지예요 (이슈의 예)', () => {
    expect(renewalIncreaseCap(JEONSE, '2025-05-21', '2027-05-21')).toMatchObject({
      increaseAllowed: true,
      maxDeposit: 315_000_000,
      maxMonthlyRent: 0,
      rule: { capPercent: 5, monthsBetweenIncreases: 12 },
    });
  });
  it('보증금과 월세는 각각 5 %까지, 원 미만은 버려요', () => {
    expect(renewalIncreaseCap({ deposit: 10_000_019, monthlyRent: 650_019 }, '2025-05-21', '2027-05-21')).toMatchObject(
      {
        maxDeposit: 10_500_019,
        maxMonthlyRent: 682_519,
      },
    );
  });
  it('마지막으로 올린 지 1년이 되는 날부터 다시 올릴 수 있고, 그 전날에는 못 올려요', () => {
    expect(renewalIncreaseCap(JEONSE, '2026-05-21', '2027-05-21')).toMatchObject({
      increaseAllowed: true,
      maxDeposit: 315_000_000,
    });
    expect(renewalIncreaseCap(JEONSE, '2026-05-22', '2027-05-21')).toMatchObject({
      increaseAllowed: false,
      maxDeposit: 300_000_000,
    });
    expect(renewalIncreaseCap({ deposit: 50_000_000, monthlyRent: 500_000 }, '2026-05-22', '2027-05-21')).toMatchObject(
      { maxDeposit: 50_000_000, maxMonthlyRent: 500_000 },
    );
  });
});
