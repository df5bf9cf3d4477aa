import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reasonList } from './eligibility-checks.ts';
import { fundRateMilli, isSmallLoan, notePreferenceCapException, type FundRateInput } from './fund-rate.ts';

const none: FundRateInput = {
  policyDate: '2026-11-22',
  baseRateMilli: 2500,
  grantsChildPreference: true,
  childCount: 0,
  isSmeYouth: false,
  isUnder25Single: false,
  isSmallLoan: false,
  isOutsideCapital: false,
};

describe('fundRateMilli', () => {
  it('우대가 없으면 기본 금리 그대로예요', () => {
    expect(fundRateMilli(none)).toBe(2500);
  });
  it('자녀 1명 0.3, 2명 0.5 %p를 깎고, 3명 이상 0.7 %p는 2025-03-24 전까지만 다 깎아요', () => {
    expect(fundRateMilli({ ...none, childCount: 1 })).toBe(2200);
    expect(fundRateMilli({ ...none, childCount: 2 })).toBe(2000);
    expect(fundRateMilli({ ...none, policyDate: '2025-03-23', childCount: 3 })).toBe(1800);
    expect(fundRateMilli({ ...none, childCount: 3 })).toBe(2000);
  });
  it('자녀 우대가 없는 상품(신생아 특례)은 자녀 수로 깎지 않아요', () => {
    expect(fundRateMilli({ ...none, grantsChildPreference: false, childCount: 2 })).toBe(2500);
  });
  it('우대 합계는 0.5 %p까지예요: 중소기업 0.3 + 25세 미만 단독 0.3 + 소액 0.2 = 0.8 → 0.5', () => {
    expect(fundRateMilli({ ...none, isSmeYouth: true, isUnder25Single: true, isSmallLoan: true })).toBe(2000);
  });
  it('2025-03-24 전에는 자녀가 3명 이상이면 우대 합계 상한이 0.7 %p예요: 0.7 + 0.2 = 0.9 → 0.7', () => {
    // docs/domain-rules.md §5 기금 공통 (the catalogue's reading before the 2025-03-24 notice) [S].
    expect(fundRateMilli({ ...none, policyDate: '2025-03-23', childCount: 3, isSmallLoan: true })).toBe(1800);
  });
  it('2025-03-24 전에도 자녀가 2명 이하면 우대 합계 상한은 0.5 %p예요: 0.5 + 0.3 + 0.2 = 1.0 → 0.5', () => {
    expect(
      fundRateMilli({ ...none, policyDate: '2025-03-23', childCount: 2, isSmeYouth: true, isSmallLoan: true }),
    ).toBe(2000);
  });
  it('2025-03-24부터는 자녀가 3명 이상이어도 우대 합계 상한이 0.5 %p예요: 0.7 + 0.2 = 0.9 → 0.5', () => {
    // 주택도시기금 금리 조정 (2025-03-24 신규 접수분부터): 우대금리 합계 최대 0.5 %p, 다자녀 예외 미확인 (ADR 0027).
    expect(fundRateMilli({ ...none, policyDate: '2025-03-24', childCount: 3, isSmallLoan: true })).toBe(2000);
  });
  it('수도권 밖 주택의 0.2 %p는 상한과 별도로 더 깎아요', () => {
    expect(fundRateMilli({ ...none, childCount: 2, isSmallLoan: true, isOutsideCapital: true })).toBe(1800);
  });
  it('최종 금리는 1.0 % 아래로 내려가지 않아요', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(0, 1, 2, 3),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (baseRateMilli, childCount, isSmeYouth, isUnder25Single, isSmallLoan, isOutsideCapital) => {
          const rate = fundRateMilli({
            ...none,
            baseRateMilli,
            childCount: childCount as 0 | 1 | 2 | 3,
            isSmeYouth,
            isUnder25Single,
            isSmallLoan,
            isOutsideCapital,
          });
          expect(rate).toBeGreaterThanOrEqual(1000);
          expect(rate).toBeGreaterThanOrEqual(Math.min(baseRateMilli, Math.max(1000, baseRateMilli - 900)));
        },
      ),
    );
  });
});

describe('isSmallLoan', () => {
  it('대출금이 한도의 30 % 이하이고 0보다 클 때만 소액 우대예요', () => {
    expect(isSmallLoan(36_000_000, 120_000_000)).toBe(true);
    expect(isSmallLoan(36_000_001, 120_000_000)).toBe(false);
    expect(isSmallLoan(0, 120_000_000)).toBe(false);
  });
});

describe('notePreferenceCapException', () => {
  const conditionsOf = (input: FundRateInput) => {
    const reasons = reasonList(true);
    notePreferenceCapException(reasons, input);
    return reasons.conditions;
  };
  const threeChildren: FundRateInput = { ...none, childCount: 3, isSmallLoan: true };

  it('자녀 3명 이상의 0.7 %p 예외가 금리를 낮춘다면 계산한 금리와 예외가 있을 때의 금리를 함께 말해요', () => {
    expect(conditionsOf(threeChildren)).toEqual([
      {
        code: 'PREFERRED_BORROWER_RATE',
        message:
          '2025년 3월 24일부터 우대금리는 합쳐서 연 0.5%p까지라서 연 2%로 계산했어요. 자녀 3명 이상 가구에 연 0.7%p까지 주는 예외가 있다면 연 1.8%로 낮아져요. 은행에서 확인해 보세요.',
      },
    ]);
  });

  it('예외가 있어도 금리가 같으면 조건을 달지 않아요: 자녀 우대가 없는 상품, 최저 금리, 2025-03-24 전, 자녀 2명', () => {
    expect(conditionsOf({ ...threeChildren, grantsChildPreference: false, isSmallLoan: false })).toEqual([]);
    expect(conditionsOf({ ...threeChildren, baseRateMilli: 1200 })).toEqual([]);
    expect(conditionsOf({ ...threeChildren, policyDate: '2025-03-23' })).toEqual([]);
    expect(conditionsOf({ ...threeChildren, childCount: 2 })).toEqual([]);
  });
});
