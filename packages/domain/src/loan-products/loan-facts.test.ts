import { describe, expect, it } from 'vitest';
import { deriveLoanFacts } from './loan-facts.ts';
import { BUSAN, GYEONGGI, profileOf } from './testing/fixtures.ts';

describe('deriveLoanFacts', () => {
  it('부부합산 소득은 미혼이면 배우자 소득을 더하지 않아요', () => {
    expect(
      deriveLoanFacts(profileOf({ annualIncome: 30_000_000, spouseAnnualIncome: 20_000_000 })).householdIncome,
    ).toBe(30_000_000);
    expect(
      deriveLoanFacts(profileOf({ maritalStatus: 'ENGAGED', annualIncome: 30_000_000, spouseAnnualIncome: 20_000_000 }))
        .householdIncome,
    ).toBe(50_000_000);
  });

  it('맞벌이는 두 사람 모두 소득이 있을 때예요', () => {
    expect(deriveLoanFacts(profileOf({ maritalStatus: 'MARRIED', spouseAnnualIncome: 1 })).isDualIncome).toBe(true);
    expect(deriveLoanFacts(profileOf({ maritalStatus: 'MARRIED', spouseAnnualIncome: 0 })).isDualIncome).toBe(false);
    expect(deriveLoanFacts(profileOf({ maritalStatus: 'SINGLE', spouseAnnualIncome: 1 })).isDualIncome).toBe(false);
    // 외벌이: 배우자만 벌어요.
    expect(
      deriveLoanFacts(profileOf({ maritalStatus: 'MARRIED', annualIncome: 0, spouseAnnualIncome: 50_000_000 }))
        .isDualIncome,
    ).toBe(false);
  });

  it('신생아는 자녀 수를 적게 골랐어도 자녀 1명으로 세요', () => {
    const facts = deriveLoanFacts(profileOf({ hasNewborn: true, childStatus: 'NO_CHILD' }));
    expect(facts.childCount).toBe(1);
    expect(facts.isSingleHousehold).toBe(false);
    expect(deriveLoanFacts(profileOf({ hasNewborn: true, childStatus: 'TWO_CHILD' })).childCount).toBe(2);
  });

  it('예비부부와 신혼부부는 신혼, 신혼부부와 기혼은 혼인 중이에요', () => {
    expect(deriveLoanFacts(profileOf({ maritalStatus: 'ENGAGED' }))).toMatchObject({
      isNewlywed: true,
      isMarried: false,
    });
    expect(deriveLoanFacts(profileOf({ maritalStatus: 'NEWLY_MARRIED' }))).toMatchObject({
      isNewlywed: true,
      isMarried: true,
    });
    expect(deriveLoanFacts(profileOf({ maritalStatus: 'MARRIED' }))).toMatchObject({
      isNewlywed: false,
      isMarried: true,
    });
  });

  it('필요한 돈은 보증금에서 현금을 뺀 값이고 0 아래로 내려가지 않아요', () => {
    expect(deriveLoanFacts(profileOf({ rentalDeposit: 100_000_000, cashOnHand: 30_000_000 })).need).toBe(70_000_000);
    expect(deriveLoanFacts(profileOf({ rentalDeposit: 100_000_000, cashOnHand: 300_000_000 })).need).toBe(0);
  });

  it('지역은 법정동 코드로 정해요', () => {
    expect(deriveLoanFacts(profileOf({ districtCode: GYEONGGI }))).toMatchObject({ isCapital: true, isSeoul: false });
    expect(deriveLoanFacts(profileOf({ districtCode: BUSAN }))).toMatchObject({ isCapital: false, region: 'OTHER' });
  });
});
