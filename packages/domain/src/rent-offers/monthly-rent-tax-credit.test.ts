import { describe, expect, it } from 'vitest';
import type { LoanProfile } from '../loan-products/loan-profile.ts';
import { BUSAN, profileOf, TEST_CONTEXT } from '../loan-products/testing/fixtures.ts';
import { compareRentOffers } from './compare-rent-offers.ts';
import { MONTHLY_RENT_TAX_CREDIT_RULES, monthlyRentTaxCredit } from './monthly-rent-tax-credit.ts';

// Source of every figure: 조세특례제한법 제95조의2 in the version for each tax year (법제처), as the rows cite.
describe('월세 세액공제 (조세특례제한법 제95조의2)', () => {
  it('행은 적용 연도 순이고, 해마다 그때의 법 조문을 출처로 달아요', () => {
    const dates = MONTHLY_RENT_TAX_CREDIT_RULES.map((rule) => rule.effectiveFrom);
    expect(dates).toEqual([...dates].sort());
    for (const rule of MONTHLY_RENT_TAX_CREDIT_RULES) expect(rule.source).toContain('제95조의2');
  });

  it('2024년 귀속부터: 총급여 5,500만원 이하 17 %, 8천만원 이하 15 %, 월세 연 1,000만원까지', () => {
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 55_000_000 }), '2026-11-25')).toMatchObject({
      applies: true,
      ratePercent: 17,
      yearlyRentCap: 10_000_000,
    });
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 55_000_001 }), '2026-11-25').ratePercent).toBe(15);
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 80_000_000 }), '2026-11-25').ratePercent).toBe(15);
    const over = monthlyRentTaxCredit(profileOf({ annualIncome: 80_000_001 }), '2026-11-25');
    expect(over).toMatchObject({ applies: false, ratePercent: 0 });
    expect(over.reasons[0]).toBe('총급여가 8,000만원을 넘으면 월세 세액공제를 받을 수 없어요.');
  });

  it('2023년 귀속은 총급여 7천만원·연 750만원 한도, 2022년 귀속은 10 %·12 %와 기준시가 3억원이에요', () => {
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 75_000_000 }), '2023-06-01').applies).toBe(false);
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 60_000_000 }), '2023-06-01')).toMatchObject({
      ratePercent: 15,
      yearlyRentCap: 7_500_000,
    });
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 50_000_000 }), '2022-06-01').ratePercent).toBe(12);
    const bigHouse = profileOf({ annualIncome: 50_000_000, exclusiveArea: 100, officialPrice: 350_000_000 });
    expect(monthlyRentTaxCredit(bigHouse, '2022-06-01').applies).toBe(false);
    expect(monthlyRentTaxCredit(bigHouse, '2024-06-01').applies).toBe(true);
  });

  it('집이 있거나 근로소득이 없으면 받을 수 없고, 받을 수 있으면 세대주·전입신고·결정세액 조건을 말해요', () => {
    expect(monthlyRentTaxCredit(profileOf({ houseOwnershipType: 'SINGLE_HOUSE' }), '2026-11-25')).toMatchObject({
      applies: false,
      ratePercent: 0,
      reasons: ['월세 세액공제는 무주택 세대만 받을 수 있어요.'],
    });
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 0 }), '2026-11-25')).toMatchObject({
      applies: false,
      ratePercent: 0,
      reasons: ['근로소득이 없으면 월세 세액공제로 돌려받을 세금이 없어요.'],
    });
    const reasons = monthlyRentTaxCredit(profileOf(), '2026-11-25').reasons.join(' ');
    expect(reasons).toContain('세대주');
    expect(reasons).toContain('전입신고');
    expect(reasons).toContain('결정세액');
  });

  it('85㎡를 넘는 집은 기준시가를 모르면 조건으로, 4억원을 넘으면 (수도권에서) 받을 수 없다고 답해요', () => {
    const unknown = monthlyRentTaxCredit(profileOf({ exclusiveArea: 100 }), '2026-11-25');
    expect(unknown.applies).toBe(true);
    expect(unknown.reasons[0]).toContain('기준시가(공시가격)가 4억원 이하일 때만');
    const expensive = monthlyRentTaxCredit(profileOf({ exclusiveArea: 100, officialPrice: 500_000_000 }), '2026-11-25');
    expect(expensive.applies).toBe(false);
  });

  it('전용 85㎡ 딱 그 넓이는 국민주택규모라 넓이 조건이 없고, 85㎡를 넘어도 기준시가가 딱 4억원이면 조건 없이 받아요', () => {
    const standard = [
      '무주택 세대주(요건을 갖춘 세대원 포함)이고 이 집에 전입신고를 해야 받을 수 있어요.',
      '돌려받는 금액은 그해 낼 소득세(결정세액)를 넘지 않아요.',
    ];
    expect(monthlyRentTaxCredit(profileOf({ exclusiveArea: 85, officialPrice: null }), '2026-11-25')).toMatchObject({
      applies: true,
      reasons: standard,
    });
    expect(
      monthlyRentTaxCredit(profileOf({ exclusiveArea: 100, officialPrice: 400_000_000 }), '2026-11-25'),
    ).toMatchObject({ applies: true, reasons: standard });
    expect(
      monthlyRentTaxCredit(profileOf({ exclusiveArea: 100, officialPrice: 400_000_001 }), '2026-11-25').applies,
    ).toBe(false);
  });

  it('수도권 밖이면 85㎡를 넘고 기준시가가 4억원을 넘어도 받을 수 있고, 읍·면의 100㎡ 이하 주택이어야 한다는 조건을 말해요', () => {
    const outside = profileOf({
      districtCode: BUSAN,
      dongName: '중앙동',
      exclusiveArea: 100,
      officialPrice: 500_000_000,
    });
    const credit = monthlyRentTaxCredit(outside, '2026-11-25');
    expect(credit).toMatchObject({ applies: true, ratePercent: 17 });
    expect(credit.reasons[0]).toBe('전용 85㎡를 넘는 집이라 수도권 밖 읍·면의 100㎡ 이하 주택일 때만 받을 수 있어요.');
  });

  it('수도권 밖이라도 100㎡를 넘고 기준시가가 4억원을 넘으면 받을 수 없어요 (읍·면 예외는 100㎡까지)', () => {
    const outside = profileOf({
      districtCode: BUSAN,
      dongName: '중앙동',
      exclusiveArea: 101,
      officialPrice: 500_000_000,
    });
    expect(monthlyRentTaxCredit(outside, '2026-11-26').applies).toBe(false);
    expect(monthlyRentTaxCredit({ ...outside, exclusiveArea: 120 }, '2026-11-26').applies).toBe(false);
  });
});

// The 2025 tax revision (기획재정부 2025년 세제개편안 2025-07-31; 국회 의결 2025-12-02; for rent paid from
// 2026-01-01, i.e. 2026년 귀속), read from 기획재정부 「2026년부터 이렇게 달라집니다」 as reported by 뉴스1
// (2026-01) and 주간동아 (2026-01-01) and the 국회예산정책처 「2025년 개정세법 심의 결과」 (2025-12-17) [S]:
// 조세특례제한법 제95조의2 (주소지가 다른 시·군·구인 부부 각자, 합산 연 1,000만원) and 시행령 제95조 (자녀 3명
// 이상이면 지역 구분 없이 전용 100㎡ 이하). ADR 0029.
describe('월세 세액공제 2026년 귀속 (2025년 세법개정)', () => {
  const largeFamily = (overrides: Partial<LoanProfile> = {}) =>
    profileOf({
      childStatus: 'THREE_OR_MORE_CHILDREN',
      maritalStatus: 'MARRIED',
      annualIncome: 50_000_000,
      exclusiveArea: 95,
      officialPrice: 500_000_000,
      ...overrides,
    });

  it('자녀 3명 이상이면 서울의 전용 95㎡·기준시가 5억원 집도 2026년 귀속부터 받고, 규칙의 이름과 연도를 말해요', () => {
    const credit = monthlyRentTaxCredit(largeFamily(), '2026-11-26');
    expect(credit).toMatchObject({ applies: true, ratePercent: 17, yearlyRentCap: 10_000_000 });
    expect(credit.reasons[0]).toBe(
      '자녀가 3명 이상이라 전용 100㎡ 이하 집도 받을 수 있어요(조세특례제한법 시행령 제95조, 2026년 귀속부터). 연말정산에서 기본공제를 받는 자녀가 3명 이상이어야 해요.',
    );
    expect(credit.source).toContain('2026년 귀속부터');
    // 2025년 귀속 and a family of two children: 85㎡를 넘고 4억원을 넘는 집이라 받을 수 없어요.
    expect(monthlyRentTaxCredit(largeFamily(), '2025-12-31').applies).toBe(false);
    expect(monthlyRentTaxCredit(largeFamily({ childStatus: 'TWO_CHILD' }), '2026-11-26').applies).toBe(false);
  });

  it('자녀 3명 이상이면 기준시가를 몰라도 100㎡ 이하는 조건 없이 넓이로 받고, 100㎡를 넘으면 전처럼 기준시가를 봐요', () => {
    const unknownPrice = monthlyRentTaxCredit(largeFamily({ officialPrice: null }), '2026-11-26');
    expect(unknownPrice.applies).toBe(true);
    expect(unknownPrice.reasons.join(' ')).not.toContain('기준시가');
    expect(monthlyRentTaxCredit(largeFamily({ exclusiveArea: 100 }), '2026-11-26').applies).toBe(true);
    const over = monthlyRentTaxCredit(largeFamily({ exclusiveArea: 101 }), '2026-11-26');
    expect(over.applies).toBe(false);
    expect(over.reasons[0]).toBe('전용 85㎡를 넘고 기준시가가 4억원을 넘는 집은 월세 세액공제를 받을 수 없어요.');
  });

  it('부부는 각자 받을 수 있어도 합쳐 연 1,000만원까지라, 한도를 두 배로 하지 않고 조건으로 말해요 (2026년 귀속부터)', () => {
    const sentence =
      '배우자가 다른 시·군·구에서 따로 월세를 내면 두 사람 다 공제받을 수 있지만, 두 사람 월세를 합쳐 연 1,000만원까지예요(조세특례제한법 제95조의2, 2026년 귀속부터). 이 비교는 이 집 월세만 셈했어요.';
    const married = monthlyRentTaxCredit(profileOf({ maritalStatus: 'MARRIED' }), '2026-11-26');
    expect(married).toMatchObject({ applies: true, yearlyRentCap: 10_000_000 });
    expect(married.reasons).toContain(sentence);
    expect(monthlyRentTaxCredit(profileOf({ maritalStatus: 'NEWLY_MARRIED' }), '2026-01-01').reasons).toContain(
      sentence,
    );
    // 2025년 귀속 (one claimant per household), 예비부부 and singles: not said.
    for (const [maritalStatus, date] of [
      ['MARRIED', '2025-12-31'],
      ['ENGAGED', '2026-11-26'],
      ['SINGLE', '2026-11-26'],
    ] as const) {
      const reasons = monthlyRentTaxCredit(profileOf({ maritalStatus }), date).reasons.join(' ');
      expect(reasons).not.toContain('배우자');
    }
  });

  it('전세·월세 비교에서: 자녀 셋인 서울 95㎡ 집의 월세 조건은 2026년 귀속부터 세액공제만큼 싸지고 그 규칙을 보여 줘요', () => {
    const { rentalDeposit: _deposit, monthlyRent: _rent, ...profile } = largeFamily({ cashOnHand: 40_000_000 });
    const request = {
      profile,
      offers: [
        { label: '전세', rentalDeposit: 200_000_000, monthlyRent: 0, maintenanceFee: 0 },
        { label: '월세', rentalDeposit: 20_000_000, monthlyRent: 690_000, maintenanceFee: 0 },
      ],
    };
    const wolse = (policyDate: string) => {
      const comparison = compareRentOffers(request, { ...TEST_CONTEXT, policyDate });
      return { comparison, row: comparison.offers.find((row) => row.label === '월세')! };
    };
    const in2026 = wolse('2026-11-26');
    const in2025 = wolse('2025-11-26');
    // 월세 69만 × 17 % = 11만 7,300 a month back in 2026; nothing in 2025 (95㎡, 기준시가 5억).
    expect(in2026.row.monthlyTaxCredit).toBe(117_300);
    expect(in2025.row.monthlyTaxCredit).toBe(0);
    expect(in2026.row.monthlyTotal).toBe(in2025.row.monthlyTotal - 117_300);
    expect(in2026.comparison.taxCredit.reasons.join(' ')).toContain('조세특례제한법 시행령 제95조, 2026년 귀속부터');
    expect(in2026.comparison.sources[0]).toContain('2026년 귀속부터');
  });
});
