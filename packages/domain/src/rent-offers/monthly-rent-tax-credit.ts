import type { LoanProfile } from '../loan-products/loan-profile.ts';
import { isCapitalRegion, regionOf } from '../loan-products/region-of.ts';
import { formatWon } from '../money/format-won.ts';
import type { Won } from '../money/won.ts';
import type { PolicyDate } from '../policy/policy-date.ts';
import { tableInForce, type PolicyTableRow } from '../policy/table-in-force.ts';

/** One version of 조세특례제한법 제95조의2 (월세액에 대한 세액공제), by the tax year it applies to. */
export type MonthlyRentTaxCreditRule = PolicyTableRow & {
  /** 총급여액 cap for 근로소득자 (종합소득금액 caps are 1천만원 lower). */
  readonly salaryCap: Won;
  /** 총급여액 at or under which the higher rate applies. */
  readonly higherRateSalaryCap: Won;
  readonly ratePercent: number;
  readonly higherRatePercent: number;
  /** The most rent a year the credit counts. */
  readonly yearlyRentCap: Won;
  /** 기준시가 cap for homes above 국민주택규모. */
  readonly officialPriceCap: Won;
  readonly source: string;
};

// NOTE: 조세특례제한법 제95조의2 [P], each row the version in force for rent paid from `effectiveFrom` (the tax
// year): 무주택 세대의 세대주 (요건을 갖춘 세대원 포함), 국민주택규모(전용 85㎡, 수도권 밖 읍·면 100㎡) 이하 or
// 기준시가 cap 이하 주택·주거용 오피스텔·고시원, 전입신고를 마친 주소. Verified 2026-11-25 against the 법제처
// text and the 국세청 연말정산 안내; the credit never exceeds the income tax due (결정세액), which the form does
// not know, so the answer says so.
export const MONTHLY_RENT_TAX_CREDIT_RULES: readonly MonthlyRentTaxCreditRule[] = [
  {
    effectiveFrom: '2019-01-01',
    salaryCap: 70_000_000,
    higherRateSalaryCap: 55_000_000,
    ratePercent: 10,
    higherRatePercent: 12,
    yearlyRentCap: 7_500_000,
    officialPriceCap: 300_000_000,
    source:
      '조세특례제한법 제95조의2 (2018-12-24 개정, 2019년 귀속부터): 총급여 7천만원 이하, 10 %(5,500만원 이하 12 %), 연 750만원 한도, 기준시가 3억원 이하',
  },
  {
    effectiveFrom: '2023-01-01',
    salaryCap: 70_000_000,
    higherRateSalaryCap: 55_000_000,
    ratePercent: 15,
    higherRatePercent: 17,
    yearlyRentCap: 7_500_000,
    officialPriceCap: 400_000_000,
    source:
      '조세특례제한법 제95조의2 (2022-12-31 개정, 2023년 귀속부터): 15 %(총급여 5,500만원 이하 17 %), 연 750만원 한도, 기준시가 4억원 이하',
  },
  {
    effectiveFrom: '2024-01-01',
    salaryCap: 80_000_000,
    higherRateSalaryCap: 55_000_000,
    ratePercent: 15,
    higherRatePercent: 17,
    yearlyRentCap: 10_000_000,
    officialPriceCap: 400_000_000,
    source:
      '조세특례제한법 제95조의2 (2023-12-31 개정, 2024년 귀속부터): 총급여 8천만원 이하, 15 %(5,500만원 이하 17 %), 연 1,000만원 한도, 기준시가 4억원 이하',
  },
];

const NATIONAL_HOUSING_AREA = 85;

/** Whether the person gets the credit, at what rate, and what the answer still depends on. */
export type MonthlyRentTaxCredit = {
  readonly applies: boolean;
  /** 0 when it does not apply. */
  readonly ratePercent: number;
  readonly yearlyRentCap: Won;
  /** Korean: why it does not apply, or the conditions it rests on. */
  readonly reasons: readonly string[];
  readonly source: string;
};

/**
 * 월세 세액공제 for one person under the rule in force on `policyDate`. 연소득 is read as 총급여 (a wage
 * earner's gross pay); a 무주택 answer is taken as the household's, and the 세대주 and 전입신고 requirements
 * and the 결정세액 limit are stated as conditions, never assumed away silently.
 * @example monthlyRentTaxCredit(profileOf({ annualIncome: 50_000_000 }), '2026-11-25').ratePercent // 17
 */
export function monthlyRentTaxCredit(
  profile: Pick<LoanProfile, 'annualIncome' | 'houseOwnershipType' | 'exclusiveArea' | 'districtCode'> &
    Pick<LoanProfile, 'officialPrice'>,
  policyDate: PolicyDate,
): MonthlyRentTaxCredit {
  const rule = tableInForce(MONTHLY_RENT_TAX_CREDIT_RULES, policyDate) ?? MONTHLY_RENT_TAX_CREDIT_RULES[0]!;
  const refuse = (reason: string): MonthlyRentTaxCredit => ({
    applies: false,
    ratePercent: 0,
    yearlyRentCap: rule.yearlyRentCap,
    reasons: [reason],
    source: rule.source,
  });

  if (profile.houseOwnershipType !== 'NO_HOUSE') return refuse('월세 세액공제는 무주택 세대만 받을 수 있어요.');
  if (profile.annualIncome === 0) return refuse('근로소득이 없으면 월세 세액공제로 돌려받을 세금이 없어요.');
  if (profile.annualIncome > rule.salaryCap) {
    return refuse(`총급여가 ${formatWon(rule.salaryCap)}을 넘으면 월세 세액공제를 받을 수 없어요.`);
  }

  const reasons: string[] = [];
  const outsideCapital = !isCapitalRegion(regionOf(profile.districtCode));
  if (profile.exclusiveArea > NATIONAL_HOUSING_AREA) {
    const officialPrice = profile.officialPrice ?? null;
    if (officialPrice !== null && officialPrice > rule.officialPriceCap) {
      if (!outsideCapital) {
        return refuse(
          `전용 85㎡를 넘고 기준시가가 ${formatWon(rule.officialPriceCap)}을 넘는 집은 월세 세액공제를 받을 수 없어요.`,
        );
      }
      reasons.push('전용 85㎡를 넘는 집이라 수도권 밖 읍·면의 100㎡ 이하 주택일 때만 받을 수 있어요.');
    } else if (officialPrice === null) {
      reasons.push(
        `전용 85㎡를 넘는 집이라 기준시가(공시가격)가 ${formatWon(rule.officialPriceCap)} 이하일 때만 받을 수 있어요.`,
      );
    }
  }
  const higher = profile.annualIncome <= rule.higherRateSalaryCap;
  reasons.push(
    '무주택 세대주(요건을 갖춘 세대원 포함)이고 이 집에 전입신고를 해야 받을 수 있어요.',
    '돌려받는 금액은 그해 낼 소득세(결정세액)를 넘지 않아요.',
  );
  return {
    applies: true,
    ratePercent: higher ? rule.higherRatePercent : rule.ratePercent,
    yearlyRentCap: rule.yearlyRentCap,
    reasons,
    source: rule.source,
  };
}
