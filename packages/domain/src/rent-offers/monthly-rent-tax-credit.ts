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
  /** 전용면적 a household with three or more children may rent anywhere (null: 국민주택규모 only). */
  readonly largeFamilyAreaCap: number | null;
  /**
   * Spouses whose addresses are in different 시·군·구 may each claim, their rents together up to this a year
   * (null: one claimant per household).
   */
  readonly separateSpousesJointRentCap: Won | null;
  readonly source: string;
};

// NOTE: 조세특례제한법 제95조의2 [P], each row the version in force for rent paid from `effectiveFrom` (the tax
// year): 무주택 세대의 세대주 (요건을 갖춘 세대원 포함), 국민주택규모(전용 85㎡, 수도권 밖 읍·면 100㎡) 이하 or
// 기준시가 cap 이하 주택·주거용 오피스텔·고시원, 전입신고를 마친 주소. Verified 2026-11-25 against the 법제처
// text and the 국세청 연말정산 안내; the credit never exceeds the income tax due (결정세액), which the form does
// not know, so the answer says so. The 2026 row (2025 세법개정, 국회 의결 2025-12-02, rent paid from 2026-01-01)
// is read from the 기획재정부 「2026년부터 이렇게 달라집니다」 and the 국회예산정책처 report as reported [S]: the
// 법제처 text could not be reached from here, so its two new rules are answered as stated conditions (ADR 0029).
export const MONTHLY_RENT_TAX_CREDIT_RULES: readonly MonthlyRentTaxCreditRule[] = [
  {
    // Stryker disable next-line StringLiteral: equivalent — the first row also answers any earlier date (`?? [0]`).
    effectiveFrom: '2019-01-01',
    salaryCap: 70_000_000,
    higherRateSalaryCap: 55_000_000,
    ratePercent: 10,
    higherRatePercent: 12,
    yearlyRentCap: 7_500_000,
    officialPriceCap: 300_000_000,
    largeFamilyAreaCap: null,
    separateSpousesJointRentCap: null,
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
    largeFamilyAreaCap: null,
    separateSpousesJointRentCap: null,
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
    largeFamilyAreaCap: null,
    separateSpousesJointRentCap: null,
    source:
      '조세특례제한법 제95조의2 (2023-12-31 개정, 2024년 귀속부터): 총급여 8천만원 이하, 15 %(5,500만원 이하 17 %), 연 1,000만원 한도, 기준시가 4억원 이하',
  },
  {
    effectiveFrom: '2026-01-01',
    salaryCap: 80_000_000,
    higherRateSalaryCap: 55_000_000,
    ratePercent: 15,
    higherRatePercent: 17,
    yearlyRentCap: 10_000_000,
    officialPriceCap: 400_000_000,
    largeFamilyAreaCap: 100,
    separateSpousesJointRentCap: 10_000_000,
    source:
      '조세특례제한법 제95조의2·시행령 제95조 (2025년 개정, 2026년 귀속부터): 주소지가 다른 시·군·구인 부부는 각자 공제, 두 사람 월세 합쳐 연 1,000만원 한도; 자녀 3명 이상이면 지역 구분 없이 전용 100㎡ 이하 주택도 대상',
  },
];

const NATIONAL_HOUSING_AREA = 85;
/** 수도권 밖 도시지역이 아닌 읍·면의 국민주택규모. */
const RURAL_NATIONAL_HOUSING_AREA = 100;

/** The 귀속 year a rule row starts, as the answer names it ("2026년 귀속부터"). */
function taxYearOf(rule: MonthlyRentTaxCreditRule): string {
  return `${rule.effectiveFrom.slice(0, 4)}년 귀속부터`;
}

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
  profile: Pick<
    LoanProfile,
    'annualIncome' | 'houseOwnershipType' | 'exclusiveArea' | 'districtCode' | 'childStatus' | 'maritalStatus'
  > &
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
  const largeFamilyAreaCap = profile.childStatus === 'THREE_OR_MORE_CHILDREN' ? rule.largeFamilyAreaCap : null;
  if (profile.exclusiveArea > NATIONAL_HOUSING_AREA) {
    const officialPrice = profile.officialPrice ?? null;
    if (largeFamilyAreaCap !== null && profile.exclusiveArea <= largeFamilyAreaCap) {
      // The 2026 rule: with three or more children a home up to 100 ㎡ qualifies anywhere, whatever its price.
      reasons.push(
        `자녀가 3명 이상이라 전용 ${largeFamilyAreaCap}㎡ 이하 집도 받을 수 있어요(조세특례제한법 시행령 제95조, ${taxYearOf(rule)}). 연말정산에서 기본공제를 받는 자녀가 3명 이상이어야 해요.`,
      );
    } else if (officialPrice !== null && officialPrice > rule.officialPriceCap) {
      if (!outsideCapital || profile.exclusiveArea > RURAL_NATIONAL_HOUSING_AREA) {
        return refuse(
          `전용 ${NATIONAL_HOUSING_AREA}㎡를 넘고 기준시가가 ${formatWon(rule.officialPriceCap)}을 넘는 집은 월세 세액공제를 받을 수 없어요.`,
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
  const married = profile.maritalStatus === 'MARRIED' || profile.maritalStatus === 'NEWLY_MARRIED';
  if (married && rule.separateSpousesJointRentCap !== null) {
    // The comparison prices this one home; a spouse renting elsewhere shares the joint cap, so it is said, not
    // counted (ADR 0029).
    reasons.push(
      `배우자가 다른 시·군·구에서 따로 월세를 내면 두 사람 다 공제받을 수 있지만, 두 사람 월세를 합쳐 연 ${formatWon(rule.separateSpousesJointRentCap)}까지예요(조세특례제한법 제95조의2, ${taxYearOf(rule)}). 이 비교는 이 집 월세만 셈했어요.`,
    );
  }
  return {
    applies: true,
    ratePercent: higher ? rule.higherRatePercent : rule.ratePercent,
    yearlyRentCap: rule.yearlyRentCap,
    reasons,
    source: rule.source,
  };
}
