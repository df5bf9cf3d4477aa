import { describe, expect, it } from 'vitest';
import { BUSAN, profileOf } from '../loan-products/testing/fixtures.ts';
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
    expect(monthlyRentTaxCredit(profileOf({ houseOwnershipType: 'SINGLE_HOUSE' }), '2026-11-25').applies).toBe(false);
    expect(monthlyRentTaxCredit(profileOf({ annualIncome: 0 }), '2026-11-25').applies).toBe(false);
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
});
