import { describe, expect, it } from 'vitest';
import { depositReturnGuaranteeTerms } from '../jeonse-safety/deposit-return-guarantee-terms.ts';
import {
  checkAge,
  checkDepositReturnGuarantee,
  checkExclusiveArea,
  checkHousehold,
  checkHouseOwnership,
  checkHousingType,
  checkIncomeBasedLimit,
  checkIncomeCap,
  checkLoanLimitPositive,
  checkMonthlyRent,
  checkSeoul,
  checkSingleHousehold,
  checkYouthAgeWithExtension,
  noteSingleHouseOwnerConditions,
  reasonList,
  type Reasons,
} from './eligibility-checks.ts';
import { deriveLoanFacts, type LoanFacts } from './loan-facts.ts';
import type { LoanProfile } from './loan-profile.ts';
import { BUSAN, GYEONGGI, profileOf, TEST_CONTEXT } from './testing/fixtures.ts';

// Each check on its own, with the sentence the renter reads under a product they cannot get.

const factsOf = (overrides: Partial<LoanProfile> = {}): LoanFacts => deriveLoanFacts(profileOf(overrides));

/** The failed rules and conditions one check leaves, with sentences. */
function run(check: (reasons: Reasons) => void): Pick<Reasons, 'list' | 'conditions'> {
  const reasons = reasonList(true);
  check(reasons);
  return { list: reasons.list, conditions: reasons.conditions };
}

/** The one sentence a failing check leaves. */
function refusalOf(check: (reasons: Reasons) => void): string | undefined {
  const { list, conditions } = run(check);
  expect(list).toHaveLength(1);
  expect(conditions).toEqual([]);
  return list[0]?.message;
}

describe('자격 확인: 걸린 조건마다 그 사람의 숫자로 된 문장', () => {
  it('주택 보유: 받을 수 있는 보유 형태와 입력한 형태를 말해요', () => {
    const multi = factsOf({ houseOwnershipType: 'MULTI_HOUSE' });
    expect(refusalOf((reasons) => checkHouseOwnership(reasons, multi, ['NO_HOUSE', 'SINGLE_HOUSE']))).toBe(
      '무주택자나 1주택자만 받을 수 있는데 다주택자로 입력하셨어요.',
    );
  });

  it('전용면적: 누구의 기준인지 말하지 않으면 면적만 말해요', () => {
    expect(refusalOf((reasons) => checkExclusiveArea(reasons, factsOf({ exclusiveArea: 100 }), 85))).toBe(
      '전용면적 85㎡ 이하 주택만 받을 수 있는데 100㎡예요.',
    );
    expect(run((reasons) => checkExclusiveArea(reasons, factsOf({ exclusiveArea: 85 }), 85)).list).toEqual([]);
  });

  it('상품 안내의 소득 기준을 넘으면 떨어지고, 발표만 된 높은 기준까지는 그 발표가 아직 반영되지 않았다고 말해요', () => {
    const announced = { cap: 100_000_000, note: '발표된 1억원 기준은 아직 반영되지 않았어요.' };
    const check = (income: number) => (reasons: Reasons) =>
      checkIncomeCap(reasons, income, 75_000_000, '부부합산 연소득', '', announced);
    expect(run(check(75_000_000))).toEqual({ list: [], conditions: [] });
    expect(run(check(75_000_001)).list).toEqual([
      {
        code: 'INCOME_OVER_CAP',
        message:
          '부부합산 연소득 7,500만 1원이 소득 기준 7,500만원을 넘어요. 발표된 1억원 기준은 아직 반영되지 않았어요.',
      },
    ]);
    expect(refusalOf(check(100_000_000))).toBe(
      '부부합산 연소득 1억원이 소득 기준 7,500만원을 넘어요. 발표된 1억원 기준은 아직 반영되지 않았어요.',
    );
    expect(refusalOf(check(100_000_001))).toBe('부부합산 연소득 1억 1원이 소득 기준 7,500만원을 넘어요.');
  });

  it('보증금이 너무 작아 한도가 없으면 그 보증금을 말하고, 보증금이 없으면 그렇다고 말해요', () => {
    expect(refusalOf((reasons) => checkLoanLimitPositive(reasons, factsOf({ rentalDeposit: 100_000 }), 0))).toBe(
      '임차보증금 10만원으로는 빌릴 수 있는 금액이 10만원이 안 돼요.',
    );
    expect(refusalOf((reasons) => checkLoanLimitPositive(reasons, factsOf({ rentalDeposit: 0 }), 0))).toBe(
      '임차보증금이 있어야 받을 수 있어요.',
    );
  });

  it('나이 기준은 양 끝을 포함하고, 벗어나면 나이와 기준을 말해요', () => {
    for (const age of [19, 34]) {
      expect(run((reasons) => checkAge(reasons, factsOf({ age }), 19, 34)).list, `만 ${age}세`).toEqual([]);
    }
    expect(refusalOf((reasons) => checkAge(reasons, factsOf({ age: 35 }), 19, 34))).toBe(
      '만 35세는 나이 기준(만 19~34세)에 맞지 않아요.',
    );
    expect(refusalOf((reasons) => checkAge(reasons, factsOf({ age: 18 }), 19, 34))).toBe(
      '만 18세는 나이 기준(만 19~34세)에 맞지 않아요.',
    );
  });

  it('청년 나이가 늘어나는 만 39세도 넘으면 늘어나는 조건과 최대 나이까지 말해요', () => {
    const ageRange = '(만 19~34세, 중소·중견기업 재직이나 창업 지원을 받으며 병역을 마쳤다면 최대 만 39세)';
    expect(refusalOf((reasons) => checkYouthAgeWithExtension(reasons, factsOf({ age: 40 }), 19, 34, 39))).toBe(
      `만 40세는 나이 기준${ageRange}에 맞지 않아요.`,
    );
    expect(refusalOf((reasons) => checkYouthAgeWithExtension(reasons, factsOf({ age: 18 }), 19, 34, 39))).toBe(
      `만 18세는 나이 기준${ageRange}에 맞지 않아요.`,
    );
  });

  it('만 35~39세는 병역만으로는 안 되고, 중소·중견기업 재직이나 창업 지원까지 갖춘 경우라는 조건으로 받아요', () => {
    // 주택도시기금 청년전용 버팀목: "중소·중견기업에 취업 또는 … 창업 관련 보증 또는 자금 지원을 받고 있는 만 34세 이하인
    // 자는 병역의무를 이행한 경우 … 최대 만 39세까지" (issue 47 #3).
    const conditionOf = (isSMEEmployee: boolean) =>
      run((reasons) => checkYouthAgeWithExtension(reasons, factsOf({ age: 36, isSMEEmployee }), 19, 34, 39)).conditions;
    expect(conditionOf(true)).toEqual([
      {
        code: 'MILITARY_SERVICE_AGE_EXTENSION',
        message:
          '만 36세라서 중소기업에 다니고 병역을 마친 경우에만 받을 수 있어요. 만 35세 생일부터 지난 기간이 병역 복무기간보다 짧아야 해요(최대 만 39세).',
      },
    ]);
    expect(conditionOf(false)[0]?.message).toBe(
      '만 36세라서 중견기업에 다니거나 창업 관련 보증·자금 지원을 받고 있고, 병역을 마친 경우에만 받을 수 있어요. 만 35세 생일부터 지난 기간이 병역 복무기간보다 짧아야 해요(최대 만 39세).',
    );
    expect(run((reasons) => checkYouthAgeWithExtension(reasons, factsOf({ age: 34 }), 19, 34, 39)).conditions).toEqual(
      [],
    );
  });

  it('1주택자에게는 가진 집의 보증 제한과, 수도권이면 DSR에 들어가는 이자를 조건으로 말해요', () => {
    const overheated =
      '가진 집이 투기지역·투기과열지구(서울 전체와 경기 일부)에 있는 시가 3억원 초과 아파트라면 전세대출 보증을 받을 수 없어요.';
    const seoul = run((reasons) =>
      noteSingleHouseOwnerConditions(reasons, factsOf({ houseOwnershipType: 'SINGLE_HOUSE' }), TEST_CONTEXT.policyDate),
    );
    expect(seoul).toEqual({
      list: [],
      conditions: [
        { code: 'OWNED_APARTMENT_IN_OVERHEATED_AREA', message: overheated },
        {
          code: 'JEONSE_INTEREST_COUNTS_IN_DSR',
          message:
            '1주택자가 2025년 10월 29일부터 수도권·규제지역에서 새로 받거나 늘리는 전세대출은 이자가 DSR에 들어가서, 다른 대출 한도가 줄 수 있어요. 2025년 10월 28일까지 계약하고 계약금을 낸 집이면 들어가지 않아요.',
        },
      ],
    });
    const busan = run((reasons) =>
      noteSingleHouseOwnerConditions(
        reasons,
        factsOf({ houseOwnershipType: 'SINGLE_HOUSE', districtCode: BUSAN }),
        TEST_CONTEXT.policyDate,
      ),
    );
    expect(busan.conditions).toEqual([{ code: 'OWNED_APARTMENT_IN_OVERHEATED_AREA', message: overheated }]);
  });

  it('가구 조건(신혼, 신생아, 단독세대, 자녀 수, 서울)마다 무엇이 필요한지 말해요', () => {
    expect(
      refusalOf((reasons) => checkHousehold(reasons, factsOf(), { kind: 'NEWLYWED', plannedWithinMonths: 3 })),
    ).toBe('혼인 7년 이내 신혼부부이거나 3개월 안에 결혼할 예정이어야 받을 수 있어요.');
    expect(refusalOf((reasons) => checkHousehold(reasons, factsOf(), { kind: 'NEWBORN' }))).toBe(
      '2년 안에 아이를 낳은 가구만 받을 수 있어요.',
    );
    expect(refusalOf((reasons) => checkSingleHousehold(reasons, factsOf({ maritalStatus: 'MARRIED' })))).toBe(
      '배우자나 자녀 없이 혼자 사는 단독세대주만 받을 수 있어요.',
    );
    expect(
      refusalOf((reasons) =>
        checkHousehold(reasons, factsOf({ childStatus: 'ONE_CHILD' }), { kind: 'CHILDREN', atLeast: 2 }),
      ),
    ).toBe('미성년 자녀가 2명 이상이어야 받을 수 있어요.');
    expect(refusalOf((reasons) => checkSeoul(reasons, factsOf({ districtCode: GYEONGGI })))).toBe(
      '서울에 있는 집을 빌릴 때만 받을 수 있어요.',
    );
  });

  it('월세 상품은 월세가 있어야 하고, 기준을 넘으면 두 금액을 원 단위로 말해요', () => {
    expect(refusalOf((reasons) => checkMonthlyRent(reasons, factsOf({ monthlyRent: 0 }), 600_000, true))).toBe(
      '월세를 함께 내는 보증부월세 계약이어야 받을 수 있어요.',
    );
    expect(refusalOf((reasons) => checkMonthlyRent(reasons, factsOf({ monthlyRent: 600_001 }), 600_000, true))).toBe(
      '월세 600,001원이 기준 600,000원을 넘어요.',
    );
  });

  it('주택 유형: 받을 수 있는 유형을 모두 적고 이 집의 유형을 말해요', () => {
    expect(
      refusalOf((reasons) =>
        checkHousingType(reasons, factsOf({ rentHousingType: 'FAMILY_HOUSE' }), [
          'APARTMENT',
          'OFFICETEL',
          'HOUSEHOLD_HOUSE',
        ]),
      ),
    ).toBe('아파트·오피스텔·연립·다세대 주택만 받을 수 있는데 단독·다가구 주택이에요.');
    expect(
      refusalOf((reasons) =>
        checkHousingType(reasons, factsOf({ rentHousingType: 'OFFICETEL' }), ['APARTMENT', 'FAMILY_HOUSE']),
      ),
    ).toBe('아파트·단독·다가구 주택만 받을 수 있는데 오피스텔 주택이에요.');
  });

  it('소득으로 정해지는 한도가 없으면 그 배수를 말해요', () => {
    expect(refusalOf((reasons) => checkIncomeBasedLimit(reasons, 0, '4.5배'))).toBe(
      '소득으로 정해지는 한도(부부합산 연소득 × 4.5배)가 10만원이 안 돼서 빌릴 수 있는 금액이 없어요.',
    );
  });

  it('반환보증은 보증금이 집값의 90%와 같을 때까지 가입할 수 있어요', () => {
    const terms = depositReturnGuaranteeTerms('HUG', TEST_CONTEXT.policyDate);
    const withDeposit = (rentalDeposit: number) => factsOf({ housePrice: 200_000_000, rentalDeposit });
    expect(run((reasons) => checkDepositReturnGuarantee(reasons, withDeposit(180_000_000), 'HUG', terms))).toEqual({
      list: [],
      conditions: [],
    });
    expect(refusalOf((reasons) => checkDepositReturnGuarantee(reasons, withDeposit(180_000_001), 'HUG', terms))).toBe(
      '보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.',
    );
  });
});

describe('자격 확인: 문장 없이 코드만 (가조건 추정)', () => {
  it('설명을 끄면 걸린 조건과 붙는 조건에 코드만 남고 문장은 비어 있어요', () => {
    const reasons = reasonList(false);
    const facts = factsOf({ houseOwnershipType: 'SINGLE_HOUSE', districtCode: GYEONGGI });
    checkSeoul(reasons, facts);
    noteSingleHouseOwnerConditions(reasons, facts, TEST_CONTEXT.policyDate);
    expect(reasons.list).toEqual([{ code: 'REGION_NOT_COVERED', message: '' }]);
    expect(reasons.conditions).toEqual([
      { code: 'OWNED_APARTMENT_IN_OVERHEATED_AREA', message: '' },
      { code: 'JEONSE_INTEREST_COUNTS_IN_DSR', message: '' },
    ]);
  });
});
