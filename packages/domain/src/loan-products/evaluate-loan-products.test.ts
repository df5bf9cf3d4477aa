import { describe, expect, it } from 'vitest';
import { evaluateLoanProducts } from './evaluate-loan-products.ts';
import type { IneligibilityReasonCode } from './ineligibility-reason.ts';
import type { LoanProductCode } from './loan-product.ts';
import type { LoanProfile } from './loan-profile.ts';
import { BUSAN, DAEJEON, GWANGJU, GYEONGGI, INCHEON, profileOf, TEST_CONTEXT } from './testing/fixtures.ts';

// Every expected figure below is derived by hand from docs/domain-rules.md §5 ("DR §5 <row>") with the
// test market row (testing/fixtures.ts): HF-03 4.5, HF-04 3.6, HF-05 4.4, HUG-01 4.2, SGI-01 4.5,
// HF-02 2.9 + 1.45 − 2.0 = 2.35, HF-01 2.9 + 1.45 − support. Limits are floored to 10만원.
// Unless a persona says otherwise: 무주택, 순자산 ≤ 3.45억, 아파트 55㎡, no cash, no rent, not SME.

type Expected = Partial<Record<LoanProductCode, readonly [limit: number, rate: number]>>;
type Persona = {
  readonly name: string;
  readonly profile: LoanProfile;
  readonly eligible: Expected;
  readonly reasons?: Partial<Record<LoanProductCode, readonly IneligibilityReasonCode[]>>;
};

const personas: readonly Persona[] = [
  {
    name: '1. 서울 사회초년생 27세, 연 3,000만, 보증금 1.5억',
    profile: profileOf({ age: 27, annualIncome: 30_000_000, rentalDeposit: 150_000_000 }),
    eligible: {
      // NHUF-05 (DR §5 NHUF-05): min(1.2억, 1.5억 × 70 % = 1.05억); grid ≤4천 × >1억 = 2.9
      'NHUF-05': [105_000_000, 2.9],
      // NHUF-02: min(1.5억, 1.5억 × 80 % = 1.2억); ≤4천 → 2.5
      'NHUF-02': [120_000_000, 2.5],
      // HF-03: min(4억, 1.2억, 3천만 × 4.5 = 1.35억) = 1.2억
      'HF-03': [120_000_000, 4.5],
      // HF-04: min(2억, 1.5억 × 90 % = 1.35억)
      'HF-04': [135_000_000, 3.6],
      // HUG-01: 청년 (27세, 소득 ≤ 5천만) → 90 %: min(4억, 1.35억)
      'HUG-01': [135_000_000, 4.2],
      // SGI-01: min(5억, 1.2억)
      'SGI-01': [120_000_000, 4.5],
      // HF-02: 서울, 27세, 본인 3천만 ≤ 5천만: min(2억, 1.35억)
      'HF-02': [135_000_000, 2.35],
    },
    // NHUF-06: 월세 없음, 보증금 1.5억 > 6,500만
    reasons: {
      'NHUF-04': ['NOT_NEWLYWED'],
      'NHUF-01': ['NO_NEWBORN'],
      'NHUF-06': ['MONTHLY_RENT_REQUIRED', 'DEPOSIT_OVER_CAP'],
    },
  },
  {
    name: '2. 경기 23세 단독세대, 연 2,400만, 보증금 8,000만, 현금 1,000만',
    profile: profileOf({
      age: 23,
      annualIncome: 24_000_000,
      rentalDeposit: 80_000_000,
      cashOnHand: 10_000_000,
      districtCode: GYEONGGI,
    }),
    eligible: {
      // need 7,000만. NHUF-05: min(1.2억, 5,600만); loan 5,600만 = limit (no 소액 우대); ≤4천 × ≤1억 = 2.8
      'NHUF-05': [56_000_000, 2.8],
      // NHUF-02: 만 25 미만 단독세대 → cap 1.2억, 55㎡ ≤ 60㎡: min(1.2억, 6,400만); 2.5 − 0.3 = 2.2
      'NHUF-02': [64_000_000, 2.2],
      // HF-03: min(4억, 6,400만, 2,400만 × 4.5 = 1.08억)
      'HF-03': [64_000_000, 4.5],
      'HF-04': [72_000_000, 3.6],
      'HUG-01': [72_000_000, 4.2],
      'SGI-01': [64_000_000, 4.5],
    },
    reasons: { 'HF-02': ['REGION_NOT_COVERED'] },
  },
  {
    name: '3. 부산 22세 단독세대 70㎡, 연 1,800만, 보증금 1억',
    profile: profileOf({
      age: 22,
      annualIncome: 18_000_000,
      rentalDeposit: 100_000_000,
      districtCode: BUSAN,
      exclusiveArea: 70,
    }),
    eligible: {
      // NHUF-05: 지방 일반: min(8천만, 7천만); ≤2천 × ≤1억 = 2.6, 지방 −0.2 = 2.4
      'NHUF-05': [70_000_000, 2.4],
      // HF-03: min(4억, 8천만, 1,800만 × 4.5 = 8,100만)
      'HF-03': [80_000_000, 4.5],
      'HF-04': [90_000_000, 3.6],
      // HUG-01: 청년 90 %, 지방 cap 3.2억
      'HUG-01': [90_000_000, 4.2],
      'SGI-01': [80_000_000, 4.5],
    },
    // NHUF-02: 만 25 미만 단독세대는 전용 60㎡ 이하 (DR §5 NHUF-02)
    reasons: { 'NHUF-02': ['AREA_OVER_CAP'] },
  },
  {
    name: '4. 서울 26세 오피스텔 보증부월세, 보증금 3,000만 + 월 45만, 현금 500만',
    profile: profileOf({
      age: 26,
      annualIncome: 28_000_000,
      rentalDeposit: 30_000_000,
      monthlyRent: 450_000,
      cashOnHand: 5_000_000,
      rentHousingType: 'OFFICETEL',
      exclusiveArea: 30,
    }),
    eligible: {
      // NHUF-05: min(1.2억, 2,100만); ≤4천 × ≤5천만 = 2.7
      'NHUF-05': [21_000_000, 2.7],
      // NHUF-02: min(1.5억, 2,400만); 2.5
      'NHUF-02': [24_000_000, 2.5],
      // NHUF-06: deposit part min(4,500만, 3,000만 × 70 % = 2,100만) + rent min(45만, 50만) × 24 = 1,080만
      'NHUF-06': [31_800_000, 1.3],
      // NHUF-07 (rent only): min(45만, 60만) × 24 = 1,080만; 일반형 1.5
      'NHUF-07': [10_800_000, 1.5],
      'HF-03': [24_000_000, 4.5],
      'HF-04': [27_000_000, 3.6],
      'HUG-01': [27_000_000, 4.2],
      'SGI-01': [24_000_000, 4.5],
      // HF-02: 월세 45만 ≤ 90만
      'HF-02': [27_000_000, 2.35],
    },
  },
  {
    name: '5. 서울 예비부부 31세, 부부합산 7,500만, 보증금 3억, 현금 5,000만',
    profile: profileOf({
      age: 31,
      maritalStatus: 'ENGAGED',
      annualIncome: 40_000_000,
      spouseAnnualIncome: 35_000_000,
      rentalDeposit: 300_000_000,
      cashOnHand: 50_000_000,
    }),
    eligible: {
      // NHUF-05 신혼 row: income ≤ 7,500만 ✓, 수도권 4억; min(2.5억, 2.4억); 7.5천 row × >1억 = 3.5
      'NHUF-05': [240_000_000, 3.5],
      // NHUF-02: 신혼 income cap 7,500만; min(1.5억, 2.4억); ≤7.5천 → 3.3
      'NHUF-02': [150_000_000, 3.3],
      // NHUF-04: min(2.5억, 2.4억); 7.5천 row × >1.5억 = 3.3
      'NHUF-04': [240_000_000, 3.3],
      // HF-03: min(4억, 2.4억, 7,500만 × 4.5 = 3.375억)
      'HF-03': [240_000_000, 4.5],
      // HUG-01: 신혼 but 7,500만 > 6천만 → 80 %
      'HUG-01': [240_000_000, 4.2],
      'SGI-01': [240_000_000, 4.5],
      // HF-02: ENGAGED is not yet married → own income 4,000만 ≤ 5,000만; min(2억, 2.7억)
      'HF-02': [200_000_000, 2.35],
      // HF-01 [U]: support ≤ 8천만 band 2.0 → 4.35 − 2.0 = 2.35; min(3억, 2.7억)
      'HF-01': [270_000_000, 2.35],
    },
    // HF-04: 부부합산 7,500만 > 7,000만
    // NHUF-06 fails four rules at once, and every one is reported
    reasons: {
      'HF-04': ['INCOME_OVER_CAP'],
      'NHUF-06': ['NOT_SINGLE_HOUSEHOLD', 'MONTHLY_RENT_REQUIRED', 'INCOME_OVER_CAP', 'DEPOSIT_OVER_CAP'],
    },
  },
  {
    name: '6. 경기 신혼 맞벌이 신생아, 부부합산 1.1억, 보증금 4억, 현금 1억',
    profile: profileOf({
      age: 33,
      maritalStatus: 'NEWLY_MARRIED',
      annualIncome: 60_000_000,
      spouseAnnualIncome: 50_000_000,
      childStatus: 'ONE_CHILD',
      hasNewborn: true,
      rentalDeposit: 400_000_000,
      cashOnHand: 100_000_000,
      districtCode: GYEONGGI,
    }),
    eligible: {
      // NHUF-01: 맞벌이 cap 2억 ✓; min(2.4억, 3.2억); 1.1억 → ≤1.3억 row × >1.5억 = 3.2
      'NHUF-01': [240_000_000, 3.2],
      'HF-03': [320_000_000, 4.5],
      'HUG-01': [320_000_000, 4.2],
      'SGI-01': [320_000_000, 4.5],
    },
    reasons: {
      'NHUF-05': ['INCOME_OVER_CAP'],
      'NHUF-04': ['INCOME_OVER_CAP'],
      'HF-05': ['NOT_ENOUGH_CHILDREN'],
      'HF-01': ['REGION_NOT_COVERED'],
    },
  },
  {
    name: '7. 부산 기혼 40세 2자녀 외벌이 5,500만, 보증금 2.5억, 현금 5,000만',
    profile: profileOf({
      age: 40,
      maritalStatus: 'MARRIED',
      annualIncome: 55_000_000,
      childStatus: 'TWO_CHILD',
      rentalDeposit: 250_000_000,
      cashOnHand: 50_000_000,
      districtCode: BUSAN,
    }),
    eligible: {
      // NHUF-05 2자녀 row: income ≤ 6천만, 지방 3억; min(1.6억, 2억); ≤6천 × >1억 = 3.2 − 자녀 0.5 − 지방 0.2
      'NHUF-05': [160_000_000, 2.5],
      // HF-03: min(4억, 2억, 5,500만 × 4.5 = 2.475억)
      'HF-03': [200_000_000, 4.5],
      // HF-05: min(2억, 2.25억)
      'HF-05': [200_000_000, 4.4],
      'HUG-01': [200_000_000, 4.2],
      'SGI-01': [200_000_000, 4.5],
    },
    // NHUF-02: 2자녀 income cap 6천만 (issue 13 #6), so only the age fails.
    reasons: { 'NHUF-02': ['AGE_OUT_OF_RANGE'], 'NHUF-04': ['NOT_NEWLYWED'] },
  },
  {
    name: '8. 서울 기혼 42세 3자녀 5,800만, 보증금 3.5억',
    profile: profileOf({
      age: 42,
      maritalStatus: 'MARRIED',
      annualIncome: 58_000_000,
      childStatus: 'THREE_OR_MORE_CHILDREN',
      rentalDeposit: 350_000_000,
    }),
    eligible: {
      // NHUF-05: min(2.5억, 2.8억); ≤6천 × >1억 = 3.2 − 자녀 0.7 (다자녀 cap 0.7 %p, issue 47 #2) = 2.5
      'NHUF-05': [250_000_000, 2.5],
      // HF-03: min(4억, 2.8억, 5,800만 × 4.5 = 2.61억)
      'HF-03': [261_000_000, 4.5],
      'HF-05': [200_000_000, 4.4],
      'HUG-01': [280_000_000, 4.2],
      'SGI-01': [280_000_000, 4.5],
    },
    reasons: {
      // NHUF-02: 3자녀 income cap 6천만 (issue 13 #6).
      'NHUF-02': ['AGE_OUT_OF_RANGE', 'DEPOSIT_OVER_CAP'],
      'HF-02': ['AGE_OUT_OF_RANGE', 'DEPOSIT_OVER_CAP'],
      'HF-04': ['AGE_OUT_OF_RANGE'],
    },
  },
  {
    name: '9. 서울 1주택자 38세, 연 8,000만, 보증금 5억, 현금 1억',
    profile: profileOf({
      age: 38,
      annualIncome: 80_000_000,
      houseOwnershipType: 'SINGLE_HOUSE',
      rentalDeposit: 500_000_000,
      cashOnHand: 100_000_000,
    }),
    eligible: {
      // 1주택자 수도권 2억 (DR §5 HF-03, HUG-01, SGI-01)
      'HF-03': [200_000_000, 4.5],
      'HUG-01': [200_000_000, 4.2],
      'SGI-01': [200_000_000, 4.5],
    },
    reasons: {
      'NHUF-05': ['HOUSE_OWNERSHIP_NOT_ALLOWED', 'INCOME_OVER_CAP', 'DEPOSIT_OVER_CAP'],
      'HF-04': ['AGE_OUT_OF_RANGE', 'HOUSE_OWNERSHIP_NOT_ALLOWED', 'INCOME_OVER_CAP'],
    },
  },
  {
    name: '10. 서울 다주택 기혼 45세, 연 1.2억, 보증금 6억: 받을 수 있는 상품이 없어요',
    profile: profileOf({
      age: 45,
      maritalStatus: 'MARRIED',
      annualIncome: 120_000_000,
      houseOwnershipType: 'MULTI_HOUSE',
      rentalDeposit: 600_000_000,
    }),
    eligible: {},
    reasons: { 'SGI-01': ['HOUSE_OWNERSHIP_NOT_ALLOWED'], 'HUG-01': ['HOUSE_OWNERSHIP_NOT_ALLOWED'] },
  },
  {
    name: '11. 대전 1주택자 36세 연립·다세대, 연 4,000만, 보증금 2억',
    profile: profileOf({
      age: 36,
      annualIncome: 40_000_000,
      houseOwnershipType: 'SINGLE_HOUSE',
      rentHousingType: 'HOUSEHOLD_HOUSE',
      rentalDeposit: 200_000_000,
      districtCode: DAEJEON,
    }),
    eligible: {
      // 지방 1주택자: no 2억 cap. HF-03 min(4억, 1.6억, 1.8억)
      'HF-03': [160_000_000, 4.5],
      // HUG-01: 36세 → 80 %, 지방 3.2억
      'HUG-01': [160_000_000, 4.2],
      'SGI-01': [160_000_000, 4.5],
    },
  },
  {
    name: '12. 경기 29세 단독·다가구, 연 4,500만, 보증금 1.2억, 현금 2,000만',
    profile: profileOf({
      age: 29,
      annualIncome: 45_000_000,
      rentHousingType: 'FAMILY_HOUSE',
      rentalDeposit: 120_000_000,
      cashOnHand: 20_000_000,
      districtCode: GYEONGGI,
    }),
    eligible: {
      // need 1억. NHUF-05: min(1.2억, 8,400만); ≤6천 × >1억 = 3.2
      'NHUF-05': [84_000_000, 3.2],
      // NHUF-02: min(1.5억, 9,600만); ≤6천 → 2.9
      'NHUF-02': [96_000_000, 2.9],
      'HF-03': [96_000_000, 4.5],
      'HF-04': [108_000_000, 3.6],
      'SGI-01': [96_000_000, 4.5],
    },
    reasons: { 'HUG-01': ['HOUSING_TYPE_NOT_COVERED'] },
  },
  {
    name: '13. 서울 중소기업 37세, 연 3,500만, 보증금 1.8억, 현금 3,000만',
    profile: profileOf({
      age: 37,
      isSMEEmployee: true,
      annualIncome: 35_000_000,
      rentalDeposit: 180_000_000,
      cashOnHand: 30_000_000,
    }),
    eligible: {
      'NHUF-05': [120_000_000, 2.9],
      // NHUF-02: 중소기업 재직자는 39세까지; min(1.5억, 1.44억); 2.5 − 0.3 = 2.2
      'NHUF-02': [144_000_000, 2.2],
      'HF-03': [144_000_000, 4.5],
      // HUG-01: 37세 → 80 %
      'HUG-01': [144_000_000, 4.2],
      'SGI-01': [144_000_000, 4.5],
      // HF-02: 39세까지; min(2억, 1.62억)
      'HF-02': [162_000_000, 2.35],
    },
    reasons: { 'HF-04': ['AGE_OUT_OF_RANGE'] },
  },
  {
    name: '14. 경기 중소기업 40세, 연 3,000만, 보증금 1억',
    profile: profileOf({ age: 40, isSMEEmployee: true, rentalDeposit: 100_000_000, districtCode: GYEONGGI }),
    eligible: {
      // NHUF-05: min(1.2억, 7천만); ≤4천 × ≤1억 = 2.8
      'NHUF-05': [70_000_000, 2.8],
      'HF-03': [80_000_000, 4.5],
      'HUG-01': [80_000_000, 4.2],
      'SGI-01': [80_000_000, 4.5],
    },
    reasons: { 'NHUF-02': ['AGE_OUT_OF_RANGE'] },
  },
  {
    name: '15. 서울 20세 무소득 단독세대, 보증금 5,000만',
    profile: profileOf({ age: 20, annualIncome: 0, rentalDeposit: 50_000_000, exclusiveArea: 30 }),
    eligible: {
      // NHUF-05: min(1.2억, 3,500만); ≤2천 × ≤5천만 = 2.5
      'NHUF-05': [35_000_000, 2.5],
      // NHUF-02: 25세 미만 단독: min(1.2억, 4,000만); 2.2 − 0.3 = 1.9
      'NHUF-02': [40_000_000, 1.9],
      'HF-04': [45_000_000, 3.6],
      'HUG-01': [45_000_000, 4.2],
      'SGI-01': [40_000_000, 4.5],
      'HF-02': [45_000_000, 2.35],
    },
    // HF-03: 소득 0 × 4.5 = 0 → 한도 없음
    reasons: { 'HF-03': ['INCOME_TOO_LOW'] },
  },
  {
    name: '16. 서울 35세 고소득 2억, 보증금 8억, 현금 2억',
    profile: profileOf({ age: 35, annualIncome: 200_000_000, rentalDeposit: 800_000_000, cashOnHand: 200_000_000 }),
    eligible: {
      // SGI-01: no deposit cap; min(5억, 6.4억)
      'SGI-01': [500_000_000, 4.5],
    },
    reasons: {
      'HF-03': ['DEPOSIT_OVER_CAP'],
      'HUG-01': ['DEPOSIT_OVER_CAP'],
      'HF-02': ['INCOME_OVER_CAP', 'DEPOSIT_OVER_CAP'],
    },
  },
  {
    name: '17. 서울 신혼 외벌이 1.4억 신생아, 보증금 3억',
    profile: profileOf({
      age: 34,
      maritalStatus: 'NEWLY_MARRIED',
      annualIncome: 140_000_000,
      childStatus: 'ONE_CHILD',
      hasNewborn: true,
      rentalDeposit: 300_000_000,
    }),
    eligible: {
      'HF-03': [240_000_000, 4.5],
      'HUG-01': [240_000_000, 4.2],
      'SGI-01': [240_000_000, 4.5],
    },
    // NHUF-01: 외벌이 cap 1.3억; HF-01 [U] cap 1.3억; HF-02 married → 부부 ≤ 6천만
    reasons: { 'NHUF-01': ['INCOME_OVER_CAP'], 'HF-01': ['INCOME_OVER_CAP'], 'HF-02': ['INCOME_OVER_CAP'] },
  },
  {
    name: '18. 경기 신혼 맞벌이 2억 신생아, 보증금 4.5억, 현금 1억',
    profile: profileOf({
      age: 32,
      maritalStatus: 'NEWLY_MARRIED',
      annualIncome: 100_000_000,
      spouseAnnualIncome: 100_000_000,
      childStatus: 'ONE_CHILD',
      hasNewborn: true,
      rentalDeposit: 450_000_000,
      cashOnHand: 100_000_000,
      districtCode: GYEONGGI,
    }),
    eligible: {
      // NHUF-01: 맞벌이 2억 ≤ 2억; min(2.4억, 3.6억); >1.7억 row × >1.5억 = 4.3
      'NHUF-01': [240_000_000, 4.3],
      'HF-03': [360_000_000, 4.5],
      'HUG-01': [360_000_000, 4.2],
      'SGI-01': [360_000_000, 4.5],
    },
    reasons: { 'NHUF-05': ['INCOME_OVER_CAP', 'DEPOSIT_OVER_CAP'] },
  },
  {
    name: '19. 서울 30세 순자산 3.45억 초과, 연 3,000만, 보증금 1.5억',
    profile: profileOf({ isNetAssetOver345M: true }),
    eligible: {
      'HF-03': [120_000_000, 4.5],
      'HF-04': [135_000_000, 3.6],
      'HUG-01': [135_000_000, 4.2],
      'SGI-01': [120_000_000, 4.5],
      'HF-02': [135_000_000, 2.35],
    },
    reasons: { 'NHUF-05': ['NET_ASSET_OVER_CAP'], 'NHUF-02': ['NET_ASSET_OVER_CAP'] },
  },
  {
    name: '20. 경기 기혼 44세 2자녀 90㎡, 연 4,800만, 보증금 2억',
    profile: profileOf({
      age: 44,
      maritalStatus: 'MARRIED',
      annualIncome: 48_000_000,
      childStatus: 'TWO_CHILD',
      rentalDeposit: 200_000_000,
      exclusiveArea: 90,
      districtCode: GYEONGGI,
    }),
    eligible: {
      'HF-03': [160_000_000, 4.5],
      'HF-05': [180_000_000, 4.4],
      'HUG-01': [160_000_000, 4.2],
      'SGI-01': [160_000_000, 4.5],
    },
    reasons: { 'NHUF-05': ['AREA_OVER_CAP'] },
  },
  {
    name: '21. 서울 28세 현금이 보증금보다 많아요: 보증금 3,000만 + 월 30만, 현금 5,000만',
    profile: profileOf({
      age: 28,
      annualIncome: 40_000_000,
      rentalDeposit: 30_000_000,
      monthlyRent: 300_000,
      cashOnHand: 50_000_000,
    }),
    eligible: {
      // loan 0 → no 소액 우대. NHUF-05: min(1.2억, 2,100만); ≤4천 × ≤5천만 = 2.7
      'NHUF-05': [21_000_000, 2.7],
      'NHUF-02': [24_000_000, 2.5],
      // NHUF-06: 2,100만 + 30만 × 24 = 720만
      'NHUF-06': [28_200_000, 1.3],
      // NHUF-07: 30만 × 24 = 720만
      'NHUF-07': [7_200_000, 1.5],
      'HF-03': [24_000_000, 4.5],
      'HF-04': [27_000_000, 3.6],
      'HUG-01': [27_000_000, 4.2],
      'SGI-01': [24_000_000, 4.5],
      'HF-02': [27_000_000, 2.35],
    },
  },
  {
    name: '22. 광주 30세 소액 대출 우대, 연 1,500만, 보증금 1억, 현금 8,000만',
    profile: profileOf({
      annualIncome: 15_000_000,
      rentalDeposit: 100_000_000,
      cashOnHand: 80_000_000,
      districtCode: GWANGJU,
    }),
    eligible: {
      // need 2,000만. NHUF-05: min(8천만, 7천만); 2,000만 ≤ 7천만 × 30 % → 소액 0.2; 2.6 − 0.2 − 지방 0.2
      'NHUF-05': [70_000_000, 2.2],
      // NHUF-02: min(1.5억, 8천만); 2,000만 ≤ 2,400만 → 소액; 2.2 − 0.2 − 0.2
      'NHUF-02': [80_000_000, 1.8],
      // HF-03: min(4억, 8천만, 1,500만 × 4.5 = 6,750만)
      'HF-03': [67_500_000, 4.5],
      'HF-04': [90_000_000, 3.6],
      'HUG-01': [90_000_000, 4.2],
      'SGI-01': [80_000_000, 4.5],
    },
  },
  {
    name: '23. 부산 기혼 39세 3자녀 84㎡, 연 1,900만, 보증금 2억, 현금 1.6억',
    profile: profileOf({
      age: 39,
      maritalStatus: 'MARRIED',
      annualIncome: 19_000_000,
      childStatus: 'THREE_OR_MORE_CHILDREN',
      rentalDeposit: 200_000_000,
      cashOnHand: 160_000_000,
      exclusiveArea: 84,
      districtCode: BUSAN,
    }),
    eligible: {
      // NHUF-05: 지방 3자녀 row: min(1.6억, 1.6억); need 4,000만 ≤ 4,800만 → 소액;
      // ≤2천 × >1억 = 2.7 − min(0.7 + 0.2, 0.7) − 지방 0.2 = 1.8 (다자녀 cap 0.7 %p, issue 47 #2)
      'NHUF-05': [160_000_000, 1.8],
      // NHUF-02 on the extension's condition (만 39세, issue 47 #3): min(1.5억, 1.6억); ≤2천 2.2 − min(0.7 + 0.2,
      // 0.7) − 지방 0.2 = 1.3
      'NHUF-02': [150_000_000, 1.3],
      // HF-03: min(4억, 1.6억, 1,900만 × 4.5 = 8,550만)
      'HF-03': [85_500_000, 4.5],
      'HF-05': [180_000_000, 4.4],
      'HUG-01': [160_000_000, 4.2],
      'SGI-01': [160_000_000, 4.5],
    },
  },
  {
    name: '24. 서울 24세 월세 75만 오피스텔, 연 2,000만, 보증금 1,000만',
    profile: profileOf({
      age: 24,
      annualIncome: 20_000_000,
      rentalDeposit: 10_000_000,
      monthlyRent: 750_000,
      rentHousingType: 'OFFICETEL',
      exclusiveArea: 25,
    }),
    eligible: {
      'NHUF-05': [7_000_000, 2.5],
      // NHUF-02: 25세 미만 단독 → 2.2 − 0.3
      'NHUF-02': [8_000_000, 1.9],
      'HF-03': [8_000_000, 4.5],
      'HF-04': [9_000_000, 3.6],
      'HUG-01': [9_000_000, 4.2],
      'SGI-01': [8_000_000, 4.5],
      'HF-02': [9_000_000, 2.35],
    },
    // NHUF-06: 월세 75만 > 70만
    reasons: { 'NHUF-06': ['MONTHLY_RENT_OVER_CAP'] },
  },
  {
    name: '25. 부산 19세 보증부월세, 보증금 4,000만 + 월 20만, 연 1,200만',
    profile: profileOf({
      age: 19,
      annualIncome: 12_000_000,
      rentalDeposit: 40_000_000,
      monthlyRent: 200_000,
      exclusiveArea: 20,
      districtCode: BUSAN,
    }),
    eligible: {
      // NHUF-05: min(8천만, 2,800만); 2.5 − 지방 0.2
      'NHUF-05': [28_000_000, 2.3],
      // NHUF-02: min(1.2억, 3,200만); 2.2 − 0.3 − 0.2
      'NHUF-02': [32_000_000, 1.7],
      // NHUF-06: 2,800만 + 20만 × 24 = 480만
      'NHUF-06': [32_800_000, 1.3],
      // NHUF-07: 20만 × 24 = 480만
      'NHUF-07': [4_800_000, 1.5],
      'HF-03': [32_000_000, 4.5],
      'HF-04': [36_000_000, 3.6],
      'HUG-01': [36_000_000, 4.2],
      'SGI-01': [32_000_000, 4.5],
    },
  },
  {
    name: '26. 인천 신혼 30세, 부부합산 6,000만, 보증금 4.2억, 현금 1억',
    profile: profileOf({
      maritalStatus: 'NEWLY_MARRIED',
      spouseAnnualIncome: 30_000_000,
      rentalDeposit: 420_000_000,
      cashOnHand: 100_000_000,
      districtCode: INCHEON,
    }),
    eligible: {
      // HF-03: min(4억, 3.36억, 6천만 × 4.5 = 2.7억)
      'HF-03': [270_000_000, 4.5],
      // HF-04: 부부합산 6,000만 ≤ 7,000만
      'HF-04': [200_000_000, 3.6],
      // HUG-01: 신혼 ≤ 6천만 → 90 %: min(4억, 3.78억)
      'HUG-01': [378_000_000, 4.2],
      'SGI-01': [336_000_000, 4.5],
    },
    reasons: {
      'NHUF-05': ['DEPOSIT_OVER_CAP'],
      'NHUF-02': ['DEPOSIT_OVER_CAP'],
      'NHUF-04': ['DEPOSIT_OVER_CAP'],
      'HF-01': ['REGION_NOT_COVERED'],
    },
  },
  {
    name: '27. 경기 기혼 36세 2자녀, 연 6,200만, 보증금 2.8억',
    profile: profileOf({
      age: 36,
      maritalStatus: 'MARRIED',
      annualIncome: 62_000_000,
      childStatus: 'TWO_CHILD',
      rentalDeposit: 280_000_000,
      districtCode: GYEONGGI,
    }),
    eligible: {
      // HF-03: min(4억, 2.24억, 6,200만 × 4.5 = 2.79억)
      'HF-03': [224_000_000, 4.5],
      'HF-05': [200_000_000, 4.4],
      'HUG-01': [224_000_000, 4.2],
      'SGI-01': [224_000_000, 4.5],
    },
    // NHUF-05: 2자녀 cap 6,000만
    reasons: { 'NHUF-05': ['INCOME_OVER_CAP'], 'HF-04': ['AGE_OUT_OF_RANGE'] },
  },
  {
    name: '28. 서울 신혼 28세 2자녀 맞벌이 5,000만, 보증금 2억',
    profile: profileOf({
      age: 28,
      maritalStatus: 'NEWLY_MARRIED',
      annualIncome: 30_000_000,
      spouseAnnualIncome: 20_000_000,
      childStatus: 'TWO_CHILD',
      rentalDeposit: 200_000_000,
    }),
    eligible: {
      // NHUF-05 신혼 row: min(2.5억, 1.6억); ≤6천 × >1억 = 3.2 − 자녀 0.5
      'NHUF-05': [160_000_000, 2.7],
      // NHUF-02: min(1.5억, 1.6억); ≤6천 → 2.9 − 0.5
      'NHUF-02': [150_000_000, 2.4],
      // NHUF-04: min(2.5억, 1.6억); ≤6천 × >1.5억 = 2.9 − 0.5
      'NHUF-04': [160_000_000, 2.4],
      'HF-03': [160_000_000, 4.5],
      'HF-04': [180_000_000, 3.6],
      'HF-05': [180_000_000, 4.4],
      // HUG-01: 청년 28세 and 부부합산 5,000만 ≤ 5,000만 → 90 %
      'HUG-01': [180_000_000, 4.2],
      'SGI-01': [160_000_000, 4.5],
      // HF-02: married → 부부합산 5,000만 ≤ 6,000만
      'HF-02': [180_000_000, 2.35],
      // HF-01 [U]: ≤ 6천만 band 2.5 + 2자녀 0.5 = 3.0 → 4.35 − 3.0 = 1.35; min(3억, 1.8억)
      'HF-01': [180_000_000, 1.35],
    },
  },
];

describe('evaluateLoanProducts: 28 가구의 자격·한도·금리를 규칙대로 계산해요', () => {
  it.each(personas)('$name', ({ profile, eligible, reasons }) => {
    const evaluations = evaluateLoanProducts(profile, TEST_CONTEXT);
    const actualEligible = Object.fromEntries(
      evaluations
        .filter((evaluation) => evaluation.eligible)
        .map((evaluation) => [evaluation.product.code, [evaluation.possibleLoanLimit, evaluation.expectedLoanRate]]),
    );
    expect(actualEligible).toEqual(eligible);
    for (const [code, codes] of Object.entries(reasons ?? {})) {
      const evaluation = evaluations.find((item) => item.product.code === code);
      expect(
        evaluation?.reasons.map((reason) => reason.code),
        code,
      ).toEqual(codes);
    }
  });

  it('표에는 미혼·예비부부·신혼·기혼, 19~45세, 서울·경기·인천·지방, 무주택·1주택·다주택이 모두 있어요', () => {
    const profiles = personas.map((persona) => persona.profile);
    expect(new Set(profiles.map((profile) => profile.maritalStatus))).toEqual(
      new Set(['SINGLE', 'ENGAGED', 'NEWLY_MARRIED', 'MARRIED']),
    );
    expect(new Set(profiles.map((profile) => profile.houseOwnershipType)).size).toBe(3);
    expect(Math.min(...profiles.map((profile) => profile.age))).toBe(19);
    expect(Math.max(...profiles.map((profile) => profile.age))).toBe(45);
    expect(new Set(profiles.map((profile) => profile.districtCode.slice(0, 2)))).toEqual(
      new Set(['11', '41', '28', '26', '30', '29']),
    );
    expect(personas.length).toBeGreaterThanOrEqual(25);
  });
});

describe('부적격 사유는 실제 숫자를 담은 한국어 문장이에요', () => {
  const reasonsOf = (profile: LoanProfile, code: LoanProductCode) =>
    evaluateLoanProducts(profile, TEST_CONTEXT)
      .find((evaluation) => evaluation.product.code === code)
      ?.reasons.map((reason) => reason.message);

  it('소득 기준은 입력한 소득과 기준 금액을 함께 말해요', () => {
    const profile = profileOf({
      maritalStatus: 'NEWLY_MARRIED',
      annualIncome: 140_000_000,
      childStatus: 'ONE_CHILD',
      hasNewborn: true,
    });
    expect(reasonsOf(profile, 'NHUF-01')).toEqual([
      '부부합산 연소득 1억 4,000만원이 외벌이 소득 기준 1억 3,000만원을 넘어요.',
    ]);
  });

  it('보증금 기준은 지역과 한도를 말해요', () => {
    const profile = profileOf({ maritalStatus: 'NEWLY_MARRIED', rentalDeposit: 420_000_000, districtCode: INCHEON });
    expect(reasonsOf(profile, 'NHUF-04')).toEqual(['임차보증금 4억 2,000만원이 수도권 보증금 기준 4억원을 넘어요.']);
  });

  it('나이 기준은 늘어나는 조건(중소·중견기업 재직이나 창업 지원과 병역)과 최대 나이까지 말해요', () => {
    expect(reasonsOf(profileOf({ age: 40, isSMEEmployee: true }), 'NHUF-02')).toEqual([
      '만 40세는 나이 기준(만 19~34세, 중소·중견기업 재직이나 창업 지원을 받으며 병역을 마쳤다면 최대 만 39세)에 맞지 않아요.',
    ]);
  });

  it('실패한 규칙을 하나도 빠뜨리지 않고 모두 말해요', () => {
    const profile = profileOf({
      age: 45,
      houseOwnershipType: 'SINGLE_HOUSE',
      isNetAssetOver345M: true,
      exclusiveArea: 100,
      annualIncome: 90_000_000,
      rentalDeposit: 500_000_000,
    });
    expect(reasonsOf(profile, 'NHUF-02')).toEqual([
      '만 45세는 나이 기준(만 19~34세, 중소·중견기업 재직이나 창업 지원을 받으며 병역을 마쳤다면 최대 만 39세)에 맞지 않아요.',
      '무주택자만 받을 수 있는데 1주택자로 입력하셨어요.',
      '가구 순자산이 3억 4,500만원을 넘으면 받을 수 없어요.',
      '전용면적 85㎡ 이하 주택만 받을 수 있는데 100㎡예요.',
      '부부합산 연소득 9,000만원이 소득 기준 5,000만원을 넘어요.',
      '임차보증금 5억원이 보증금 기준 3억원을 넘어요.',
    ]);
  });

  it('보증금이 없으면 전세대출을 받을 수 없다고 말해요', () => {
    expect(reasonsOf(profileOf({ rentalDeposit: 0 }), 'SGI-01')).toEqual(['임차보증금이 있어야 받을 수 있어요.']);
  });
});

describe('한 상품의 돈 그림', () => {
  it('빌릴 돈은 필요한 돈과 한도 중 작은 쪽이고, 보증금의 나머지는 내 돈이에요', () => {
    // Persona 2: 보증금 8,000만, 현금 1,000만 → 필요한 돈 7,000만; NHUF-05 한도 5,600만.
    const nhuf05 = evaluateLoanProducts(
      profileOf({
        age: 23,
        annualIncome: 24_000_000,
        rentalDeposit: 80_000_000,
        cashOnHand: 10_000_000,
        districtCode: GYEONGGI,
      }),
      TEST_CONTEXT,
    ).find((evaluation) => evaluation.product.code === 'NHUF-05');
    expect(nhuf05).toMatchObject({
      loanAmount: 56_000_000,
      ownFunds: 24_000_000, // 8,000만 − 5,600만
      cashShortfall: 14_000_000, // 7,000만 − 5,600만: 현금 1,000만으로도 모자란 돈
    });
  });
});
