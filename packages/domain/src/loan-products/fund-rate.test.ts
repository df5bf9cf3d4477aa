import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reasonList, type Reasons } from './eligibility-checks.ts';
import {
  electronicContractPreferenceOn,
  fundRateMilli,
  noteFundRateConditions,
  isSmallLoan,
  lowIncomeOrSingleParentCapMatters,
  noteLowIncomeOrSingleParentCap,
  type FundRateInput,
} from './fund-rate.ts';

const none: FundRateInput = {
  baseRateMilli: 2500,
  grantsChildPreference: true,
  childCount: 0,
  isSmeYouth: false,
  isUnder25Single: false,
  isSmallLoan: false,
  isOutsideCapital: false,
  isLowIncomeOrSingleParent: null,
  grantsElectronicContract: false,
  isElectronicContract: null,
};

/** The conditions one note (or all of a rate's, `noteFundRateConditions`) states for a household. */
const conditionsOf = (note: (reasons: Reasons, input: FundRateInput) => void, input: FundRateInput) => {
  const reasons = reasonList(true);
  note(reasons, input);
  return reasons.conditions;
};

describe('fundRateMilli', () => {
  it('우대가 없으면 기본 금리 그대로예요', () => {
    expect(fundRateMilli(none)).toBe(2500);
  });
  it('자녀 1명 0.3, 2명 0.5, 3명 이상 0.7 %p를 깎아요', () => {
    expect(fundRateMilli({ ...none, childCount: 1 })).toBe(2200);
    expect(fundRateMilli({ ...none, childCount: 2 })).toBe(2000);
    expect(fundRateMilli({ ...none, childCount: 3 })).toBe(1800);
  });
  it('자녀 우대가 없는 상품(신생아 특례)은 자녀 수로 깎지 않아요', () => {
    expect(fundRateMilli({ ...none, grantsChildPreference: false, childCount: 2 })).toBe(2500);
  });
  it('우대 합계는 0.5 %p까지예요: 중소기업 0.3 + 25세 미만 단독 0.3 + 소액 0.2 = 0.8 → 0.5', () => {
    expect(fundRateMilli({ ...none, isSmeYouth: true, isUnder25Single: true, isSmallLoan: true })).toBe(2000);
  });
  it('다자녀(자녀 3명 이상) 가구는 우대 합계 상한이 0.7 %p예요: 0.7 + 0.2 = 0.9 → 0.7', () => {
    // 주택도시기금 버팀목: "우대금리 적용 상한은 0.5%p로 하되, … 다자녀가구는 0.7%p" (issue 47 #2).
    expect(fundRateMilli({ ...none, childCount: 3, isSmallLoan: true })).toBe(1800);
  });
  it('자녀가 2명 이하면 우대 합계 상한은 0.5 %p예요: 0.5 + 0.3 + 0.2 = 1.0 → 0.5', () => {
    expect(fundRateMilli({ ...none, childCount: 2, isSmeYouth: true, isSmallLoan: true })).toBe(2000);
  });
  it('기초생활수급·차상위·한부모 가구라고 답하면 우대 합계 상한이 1.0 %p예요; 아니라고 답하면 0.5·0.7 %p 그대로예요', () => {
    const earned = { ...none, isSmeYouth: true, isUnder25Single: true, isSmallLoan: true }; // 0.8 %p
    expect(fundRateMilli({ ...earned, isLowIncomeOrSingleParent: true })).toBe(1700);
    expect(fundRateMilli({ ...earned, isLowIncomeOrSingleParent: false })).toBe(2000);
    // 자녀 3명 0.7 + 중소기업 0.3 + 소액 0.2 = 1.2 → 1.0 (not 0.7).
    const many = { ...none, childCount: 3, isSmeYouth: true, isSmallLoan: true } as const;
    expect(fundRateMilli({ ...many, isLowIncomeOrSingleParent: true })).toBe(1500);
    expect(fundRateMilli({ ...many, isLowIncomeOrSingleParent: false })).toBe(1800);
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

describe('noteLowIncomeOrSingleParentCap', () => {
  const lowIncomeConditionsOf = (input: FundRateInput) => conditionsOf(noteLowIncomeOrSingleParentCap, input);

  it('우대가 상한을 넘으면 기초생활수급·차상위·한부모 가구의 1.0 %p 상한으로 낮아지는 금리를 조건으로 말해요', () => {
    // 0.3 (중소기업) + 0.3 (25세 미만 단독) + 0.2 (소액) = 0.8: counted 0.5, with 1.0 → 0.8.
    expect(lowIncomeConditionsOf({ ...none, isSmeYouth: true, isUnder25Single: true, isSmallLoan: true })).toEqual([
      {
        code: 'PREFERRED_BORROWER_RATE',
        message:
          '우대금리는 합쳐서 연 0.5%p까지라서 연 2%로 계산했어요. 기초생활수급·차상위계층·한부모 가구는 연 1%p까지 받아 연 1.7%예요. 은행에서 확인해 보세요.',
      },
    ]);
    // 자녀 3명 0.7 + 소액 0.2 = 0.9: counted 0.7 (다자녀), with 1.0 → 0.9.
    expect(lowIncomeConditionsOf({ ...none, childCount: 3, isSmallLoan: true })[0]?.message).toContain(
      '연 0.7%p까지라서 연 1.8%',
    );
  });

  it('상한을 넘지 않거나 최저 금리에 닿거나, 해당하는지 이미 답했으면 조건을 달지 않아요', () => {
    const earned = { ...none, isSmeYouth: true, isUnder25Single: true, isSmallLoan: true };
    expect(lowIncomeConditionsOf({ ...earned, isLowIncomeOrSingleParent: true })).toEqual([]);
    expect(lowIncomeConditionsOf({ ...earned, isLowIncomeOrSingleParent: false })).toEqual([]);
    expect(lowIncomeConditionsOf({ ...none, childCount: 2 })).toEqual([]);
    expect(lowIncomeConditionsOf({ ...none, childCount: 3 })).toEqual([]);
    expect(lowIncomeConditionsOf({ ...none, baseRateMilli: 1200, isSmeYouth: true, isSmallLoan: true })).toEqual([]);
  });
});

describe('lowIncomeOrSingleParentCapMatters: 물어볼 때만 묻는 기초생활수급·차상위·한부모 질문', () => {
  const AFTER_ELECTRONIC = '2027-01-01';
  const answers = {
    childStatus: 'NO_CHILD',
    hasNewborn: false,
    isSMEEmployee: false,
    age: 30,
    maritalStatus: 'MARRIED',
  } as const;

  it('받을 수 있는 우대가 상한을 넘을 수 있을 때만 물어요', () => {
    expect(lowIncomeOrSingleParentCapMatters(answers, AFTER_ELECTRONIC)).toBe(false); // 소액 0.2만
    expect(lowIncomeOrSingleParentCapMatters({ ...answers, childStatus: 'ONE_CHILD' }, AFTER_ELECTRONIC)).toBe(false); // 0.3 + 0.2 = 0.5
    expect(lowIncomeOrSingleParentCapMatters({ ...answers, isSMEEmployee: true }, AFTER_ELECTRONIC)).toBe(false); // 0.3 + 0.2 = 0.5
    expect(lowIncomeOrSingleParentCapMatters({ ...answers, childStatus: 'TWO_CHILD' }, AFTER_ELECTRONIC)).toBe(true); // 0.5 + 0.2 > 0.5
    // 신생아는 첫째로 세어요: 0.3 + 중소기업 0.3 + 0.2 > 0.5.
    expect(
      lowIncomeOrSingleParentCapMatters({ ...answers, hasNewborn: true, isSMEEmployee: true }, AFTER_ELECTRONIC),
    ).toBe(true);
    // 다자녀 상한 0.7: 0.7 + 0.2 = 0.9 > 0.7.
    expect(
      lowIncomeOrSingleParentCapMatters({ ...answers, childStatus: 'THREE_OR_MORE_CHILDREN' }, AFTER_ELECTRONIC),
    ).toBe(true);
  });

  it('만 25세 미만 단독세대 우대는 미혼·무자녀·만 24세까지만 셈해요', () => {
    const single = { ...answers, maritalStatus: 'SINGLE', isSMEEmployee: true } as const; // 0.3 + 0.3 + 0.2
    expect(lowIncomeOrSingleParentCapMatters({ ...single, age: 24 }, AFTER_ELECTRONIC)).toBe(true);
    expect(lowIncomeOrSingleParentCapMatters({ ...single, age: 25 }, AFTER_ELECTRONIC)).toBe(false);
    expect(lowIncomeOrSingleParentCapMatters({ ...single, age: 24, maritalStatus: 'MARRIED' }, AFTER_ELECTRONIC)).toBe(
      false,
    );
    // 자녀가 있으면 단독세대가 아니에요: 자녀 0.3 + 소액 0.2 = 0.5 (25세 미만 0.3은 없음).
    expect(
      lowIncomeOrSingleParentCapMatters(
        { ...single, age: 24, isSMEEmployee: false, childStatus: 'ONE_CHILD' },
        AFTER_ELECTRONIC,
      ),
    ).toBe(false);
  });

  it('전자계약 우대가 남아 있는 동안은 0.1 %p를 더 셈해요; 아니라고 답했으면 빼요', () => {
    const oneChild = { ...answers, childStatus: 'ONE_CHILD' } as const; // 0.3 + 0.2 = 0.5
    expect(lowIncomeOrSingleParentCapMatters(oneChild, '2026-12-31')).toBe(true); // + 0.1 > 0.5
    expect(lowIncomeOrSingleParentCapMatters({ ...oneChild, isElectronicContract: true }, '2026-12-31')).toBe(true);
    expect(lowIncomeOrSingleParentCapMatters({ ...oneChild, isElectronicContract: false }, '2026-12-31')).toBe(false);
    expect(lowIncomeOrSingleParentCapMatters(oneChild, '2027-01-01')).toBe(false);
  });
});

describe('전자계약 우대 (2026-12-31 신청분까지, 처음 대출기간)', () => {
  const granted = { ...none, grantsElectronicContract: true } as const;
  const allConditionsOf = (input: FundRateInput) => conditionsOf(noteFundRateConditions, input);

  it('2026년 12월 31일 신청분까지만 우대해요', () => {
    expect(electronicContractPreferenceOn('2026-12-31')).toBe(true);
    expect(electronicContractPreferenceOn('2027-01-01')).toBe(false);
  });

  it('전자계약이라고 답하고 상품이 우대하면 0.1 %p를 깎고, 상한 안에서 셈해요', () => {
    expect(fundRateMilli({ ...granted, isElectronicContract: true })).toBe(2400);
    expect(fundRateMilli({ ...granted, isElectronicContract: false })).toBe(2500);
    expect(fundRateMilli({ ...granted, isElectronicContract: null })).toBe(2500);
    expect(fundRateMilli({ ...none, isElectronicContract: true })).toBe(2500);
    // 자녀 2명 0.5 + 0.1 → 상한 0.5.
    expect(fundRateMilli({ ...granted, childCount: 2, isElectronicContract: true })).toBe(2000);
  });

  it('묻지 않았으면 낮아지는 금리를, 셈했으면 처음 대출기간에만 적용된다는 것을 조건으로 말해요', () => {
    expect(allConditionsOf({ ...granted, isElectronicContract: null })).toEqual([
      {
        code: 'ELECTRONIC_CONTRACT_RATE',
        message:
          '부동산 거래 전자계약으로 계약하면 연 0.1%p 우대를 받아 연 2.4%예요. 2026년 12월 31일 신청분까지, 처음 대출기간에만 적용돼요.',
      },
    ]);
    expect(allConditionsOf({ ...granted, isElectronicContract: true })).toEqual([
      {
        code: 'ELECTRONIC_CONTRACT_RATE',
        message:
          '부동산 전자계약 우대 연 0.1%p를 더해 연 2.4%로 계산했어요. 이 우대는 처음 대출기간에만 적용돼서 연장하면 연 2.5%부터 다시 계산해요.',
      },
    ]);
  });

  it('아니라고 답했거나, 우대하지 않거나, 상한·최저 금리에 막히면 말하지 않아요', () => {
    expect(allConditionsOf({ ...granted, isElectronicContract: false })).toEqual([]);
    expect(allConditionsOf({ ...none, isElectronicContract: null })).toEqual([]);
    expect(
      allConditionsOf({ ...granted, isSmeYouth: true, isSmallLoan: true, isLowIncomeOrSingleParent: false }),
    ).toEqual([]);
    expect(allConditionsOf({ ...granted, baseRateMilli: 1000 })).toEqual([]);
  });
});

describe('자녀 우대의 적용 기간 (기금 안내에 없어서 조건으로)', () => {
  const allConditionsOf = (input: FundRateInput) => conditionsOf(noteFundRateConditions, input);

  it('자녀 우대가 금리를 낮출 때만 기간을 확인하라고 말해요', () => {
    expect(allConditionsOf({ ...none, childCount: 1 })).toEqual([
      {
        code: 'CHILD_PREFERENCE_TERM',
        message:
          '자녀 우대 연 0.3%p가 언제까지 적용되는지는 기금 상품 안내에서 확인하지 못했어요. 자녀 1명당 4년까지라는 안내도 있어서 대출을 연장할 때 빠질 수 있어요. 은행에서 확인해 보세요.',
      },
    ]);
    expect(allConditionsOf({ ...none, childCount: 3 })[0]?.message).toContain('자녀 우대 연 0.7%p가');
    expect(allConditionsOf({ ...none, childCount: 0 })).toEqual([]);
    expect(allConditionsOf({ ...none, childCount: 2, grantsChildPreference: false })).toEqual([]);
    // 최저 금리 1.0 %에 이미 닿으면 자녀 우대가 바꾸는 것이 없어요.
    expect(allConditionsOf({ ...none, baseRateMilli: 1000, childCount: 1 })).toEqual([]);
  });
});
