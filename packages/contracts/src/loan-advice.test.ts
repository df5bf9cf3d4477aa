import {
  adviseLoan,
  BANKS,
  CHILD_STATUSES,
  DEFAULT_MARKET_RATE_TABLE,
  estimatePreTerms,
  HOUSE_OWNERSHIP_TYPES,
  listSimpleProducts,
  MARITAL_STATUSES,
  marketRateInForce,
  OWNERSHIP_TRANSFER_ANSWERS,
  RENT_HOUSING_TYPES,
  type LoanProfile,
} from '@jipsa/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bankSchema,
  childStatusSchema,
  houseOwnershipTypeSchema,
  maritalStatusSchema,
  ownershipTransferAnswerSchema,
  rentHousingTypeSchema,
} from './enums.ts';
import {
  loanAdviceReportSchema,
  loanAdviceSummarySchema,
  loanProfileSchema,
  partialLoanProfileSchema,
  preTermsResponseSchema,
  simpleProductSchema,
  simpleRequestSchema,
  specificRequestSchema,
  userInputInfoSchema,
} from './loan-advice.ts';

const form = {
  rentalDeposit: 200_000_000,
  monthlyRent: 0,
  cashOnHand: 50_000_000,
  age: 29,
  maritalStatus: 'SINGLE',
  annualIncome: 38_000_000,
  spouseAnnualIncome: 0,
  childStatus: 'NO_CHILD',
  hasNewborn: false,
  isSMEEmployee: true,
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 55,
  buildingName: '역삼래미안',
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
  ownershipTransferOnBalanceDay: 'NO',
} as const;

/** The Korean message of the first issue at `field`. */
function messageAt(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const ids = {
  loanAdviceResultId: '0b5e8d1c-3f4a-4b6e-9c2d-7a1f0e9b8c7d',
  userInputInfoId: '6f1c2d3e-4a5b-4c7d-8e9f-0a1b2c3d4e5f',
  createdAt: '2026-11-22T01:02:03.000Z',
};

describe('loanProfileSchema', () => {
  it('대출 폼을 그대로 받아 도메인의 LoanProfile로 넘겨요', () => {
    const profile: LoanProfile = loanProfileSchema.parse(form);
    expect(profile).toEqual(form);
  });

  it('미혼이면 배우자 소득을 빼고 보내도 0원으로 받아요', () => {
    const { spouseAnnualIncome: _omitted, ...single } = form;
    expect(loanProfileSchema.parse(single).spouseAnnualIncome).toBe(0);
  });

  it('잔금일에 집주인이 바뀌는지 보내지 않은 요청은 모르겠어요로 받고, 저장된 옛 입력도 읽어요 (ADR 0028)', () => {
    const { ownershipTransferOnBalanceDay: _omitted, ...older } = form;
    expect(loanProfileSchema.parse(older).ownershipTransferOnBalanceDay).toBe('UNKNOWN');
    expect(
      messageAt(
        loanProfileSchema,
        { ...form, ownershipTransferOnBalanceDay: 'MAYBE' },
        'ownershipTransferOnBalanceDay',
      ),
    ).toBe('잔금일에 집주인이 바뀌는지 골라주세요.');
    const stored = {
      ...older,
      userInputInfoId: '7b7c2c0e-2f4a-4a53-9d5e-3c1a2b4d5e6f',
      createdAt: '2026-11-01T00:00:00+09:00',
    };
    expect(userInputInfoSchema.parse(stored)).toEqual(stored);
  });

  it('기초생활수급·차상위·한부모 가구인지는 물을 때만 보내요: 없거나 null이면 묻지 않은 것이고, 예·아니요가 아니면 거절해요', () => {
    expect(loanProfileSchema.parse(form).isLowIncomeOrSingleParent).toBeUndefined();
    expect(loanProfileSchema.parse({ ...form, isLowIncomeOrSingleParent: null }).isLowIncomeOrSingleParent).toBeNull();
    expect(loanProfileSchema.parse({ ...form, isLowIncomeOrSingleParent: true }).isLowIncomeOrSingleParent).toBe(true);
    expect(
      messageAt(loanProfileSchema, { ...form, isLowIncomeOrSingleParent: '예' }, 'isLowIncomeOrSingleParent'),
    ).toBe('기초생활수급·차상위계층·한부모 가구인지 골라주세요.');
  });

  it('가진 집의 시가가 9억원을 넘는지는 1주택자에게만 물어서 보내지 않아도 되고, 예·아니요가 아니면 거절해요', () => {
    expect(loanProfileSchema.parse(form).isOwnedHomeOver900M).toBeUndefined();
    expect(loanProfileSchema.parse({ ...form, isOwnedHomeOver900M: true }).isOwnedHomeOver900M).toBe(true);
    expect(messageAt(loanProfileSchema, { ...form, isOwnedHomeOver900M: 1 }, 'isOwnedHomeOver900M')).toBe(
      '가진 집의 시가가 9억원을 넘는지 골라주세요.',
    );
  });

  it('부동산 전자계약인지는 우대가 남아 있을 때만 물어서 보내지 않아도 되고, 예·아니요가 아니면 거절해요', () => {
    expect(loanProfileSchema.parse(form).isElectronicContract).toBeUndefined();
    expect(loanProfileSchema.parse({ ...form, isElectronicContract: false }).isElectronicContract).toBe(false);
    expect(messageAt(loanProfileSchema, { ...form, isElectronicContract: 'Y' }, 'isElectronicContract')).toBe(
      '부동산 전자계약으로 계약하는지 골라주세요.',
    );
  });

  it('전세 보증금을 돌려받지 못한 임차인의 답은 보내지 않아도 되고, 보내면 원 단위로 검사해요 (issue 49 #4)', () => {
    expect(loanProfileSchema.parse(form).damagedLeaseDeposit).toBeUndefined();
    const damage = {
      damagedLeaseDeposit: 300_000_000,
      lostDepositAmount: 100_000_000,
      hasLeaseholdRegistration: true,
      isDecidedFraudVictim: null,
      netAssets: 400_000_000,
    };
    expect(loanProfileSchema.parse({ ...form, ...damage })).toMatchObject(damage);
    expect(messageAt(loanProfileSchema, { ...form, damagedLeaseDeposit: 0 }, 'damagedLeaseDeposit')).toBe(
      '돌려받지 못한 집의 보증금은 1원부터 20억원까지 원 단위로 입력해주세요.',
    );
    expect(messageAt(loanProfileSchema, { ...form, lostDepositAmount: 1.5 }, 'lostDepositAmount')).toBe(
      '돌려받지 못한 금액은 0원부터 20억원까지 원 단위로 입력해주세요.',
    );
    expect(messageAt(loanProfileSchema, { ...form, hasLeaseholdRegistration: 'Y' }, 'hasLeaseholdRegistration')).toBe(
      '임차권등기를 했는지 골라주세요.',
    );
    expect(messageAt(loanProfileSchema, { ...form, isDecidedFraudVictim: 1 }, 'isDecidedFraudVictim')).toBe(
      '전세사기피해자 결정을 받았는지 골라주세요.',
    );
    expect(messageAt(loanProfileSchema, { ...form, netAssets: -1 }, 'netAssets')).toBe(
      '가구 순자산은 0원부터 500억원까지 원 단위로 입력해주세요.',
    );
  });

  it('돌려받지 못한 금액은 그 집의 보증금을 넘을 수 없고, 보증금 없이 보내면 보증금을 물어요', () => {
    const lost = { ...form, damagedLeaseDeposit: 300_000_000, lostDepositAmount: 300_000_000 };
    expect(loanProfileSchema.safeParse(lost).success).toBe(true);
    expect(messageAt(loanProfileSchema, { ...lost, lostDepositAmount: 300_000_001 }, 'lostDepositAmount')).toBe(
      '돌려받지 못한 금액은 그 집의 보증금보다 클 수 없어요.',
    );
    expect(messageAt(loanProfileSchema, { ...form, lostDepositAmount: 1 }, 'damagedLeaseDeposit')).toBe(
      '돌려받지 못한 금액을 입력했다면 그 집의 보증금도 입력해주세요.',
    );
    expect(
      messageAt(partialLoanProfileSchema, { damagedLeaseDeposit: 1, lostDepositAmount: 2 }, 'lostDepositAmount'),
    ).toBe('돌려받지 못한 금액은 그 집의 보증금보다 클 수 없어요.');
  });

  it('모르는 항목은 거절해요', () => {
    const result = loanProfileSchema.safeParse({ ...form, creditScore: 900 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('알 수 없는 항목이 있어요: creditScore');
  });

  it.each([
    ['rentalDeposit', undefined, '임차보증금을 입력해주세요.'],
    ['rentalDeposit', -1, '임차보증금은 0원부터 20억원까지 원 단위로 입력해주세요.'],
    ['rentalDeposit', 2_000_000_001, '임차보증금은 0원부터 20억원까지 원 단위로 입력해주세요.'],
    ['rentalDeposit', 1000.5, '임차보증금은 0원부터 20억원까지 원 단위로 입력해주세요.'],
    ['rentalDeposit', '2억', '임차보증금은 0원부터 20억원까지 원 단위로 입력해주세요.'],
    ['monthlyRent', 10_000_001, '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.'],
    ['cashOnHand', undefined, '보증금에 쓸 현금을 입력해주세요.'],
    ['annualIncome', undefined, '연소득을 입력해주세요. 없으면 0원이에요.'],
    ['age', undefined, '만 나이를 입력해주세요.'],
    ['age', 18, '만 19세부터 이용할 수 있어요.'],
    ['age', 101, '만 나이는 100세까지 입력할 수 있어요.'],
    ['age', 29.5, '만 나이는 정수로 입력해주세요.'],
    ['maritalStatus', 'DIVORCED', '결혼 여부를 골라주세요.'],
    ['childStatus', undefined, '자녀 수를 골라주세요.'],
    ['hasNewborn', 'yes', '2년 안에 태어난 아이가 있는지 골라주세요.'],
    ['houseOwnershipType', 'TWO_HOUSES', '주택을 가지고 있는지 골라주세요.'],
    ['rentHousingType', 'VILLA', '빌릴 집의 유형을 골라주세요.'],
    ['exclusiveArea', 0, '전용면적은 0㎡보다 커야 해요.'],
    ['exclusiveArea', 1000.1, '전용면적은 1,000㎡까지 입력할 수 있어요.'],
    ['districtCode', '11680', '법정동 코드는 숫자 10자리예요. 주소를 다시 검색해주세요.'],
    ['districtCode', '11680101OO', '법정동 코드는 숫자 10자리예요. 주소를 다시 검색해주세요.'],
    ['dongName', '  ', '동 이름이 비어 있어요. 주소를 다시 검색해주세요.'],
    ['jibun', '7'.repeat(31), '지번은 30자까지예요.'],
  ] as const)('%s = %s 이면 "%s"', (field, value, message) => {
    expect(messageAt(loanProfileSchema, { ...form, [field]: value }, field)).toBe(message);
  });

  it('동네까지만 고른 주소는 번지가 비어 있어도 받아요 (대출 규칙은 법정동 코드를 읽어요)', () => {
    expect(loanProfileSchema.safeParse({ ...form, jibun: '' }).success).toBe(true);
  });

  it('경계값은 받아요: 보증금 0원과 20억원, 만 19세와 100세', () => {
    for (const patch of [{ rentalDeposit: 0 }, { rentalDeposit: 2_000_000_000 }, { age: 19 }, { age: 100 }]) {
      expect(loanProfileSchema.safeParse({ ...form, ...patch }).success).toBe(true);
    }
  });
});

describe('partialLoanProfileSchema', () => {
  it('아무것도 답하지 않은 폼도 받아요', () => {
    expect(partialLoanProfileSchema.parse({})).toEqual({});
  });

  it('null은 아직 답하지 않은 것이에요', () => {
    expect(partialLoanProfileSchema.parse({ age: null, rentalDeposit: 100_000_000 })).toEqual({
      age: null,
      rentalDeposit: 100_000_000,
    });
  });

  it('답한 항목은 전체 폼과 똑같이 검사해요', () => {
    expect(messageAt(partialLoanProfileSchema, { age: 18 }, 'age')).toBe('만 19세부터 이용할 수 있어요.');
    expect(partialLoanProfileSchema.safeParse({ nickname: '집사' }).success).toBe(false);
  });
});

describe('simpleRequestSchema', () => {
  it('보증금은 100만원부터 20억원까지예요', () => {
    expect(simpleRequestSchema.parse({ rentalDeposit: 1_000_000 })).toEqual({ rentalDeposit: 1_000_000 });
    expect(messageAt(simpleRequestSchema, { rentalDeposit: 999_999 }, 'rentalDeposit')).toBe(
      '보증금은 100만원부터 20억원까지 입력할 수 있어요.',
    );
    expect(messageAt(simpleRequestSchema, {}, 'rentalDeposit')).toBe('보증금을 입력해주세요.');
    expect(simpleRequestSchema.safeParse({ rentalDeposit: 1_000_000, age: 30 }).success).toBe(false);
  });
});

describe('specificRequestSchema', () => {
  it('저장된 입력 id와 상품 코드를 받아요', () => {
    expect(specificRequestSchema.parse({ userInputInfoId: ids.userInputInfoId, productCode: 'HF-02' })).toEqual({
      userInputInfoId: ids.userInputInfoId,
      productCode: 'HF-02',
    });
  });

  it('판매가 끝난 NHUF-03이나 모르는 코드는 거절해요', () => {
    expect(
      messageAt(specificRequestSchema, { userInputInfoId: ids.userInputInfoId, productCode: 'NHUF-03' }, 'productCode'),
    ).toBe('알 수 없는 상품이에요.');
    expect(messageAt(specificRequestSchema, { userInputInfoId: 'abc', productCode: 'HF-02' }, 'userInputInfoId')).toBe(
      '저장된 입력 정보를 찾을 수 없어요.',
    );
  });
});

describe('응답 스키마는 도메인이 만든 값을 그대로 받아요', () => {
  const marketRates = marketRateInForce(DEFAULT_MARKET_RATE_TABLE, '2026-11-22');
  if (marketRates === null) throw new Error('no market rates');
  const context = { policyDate: '2026-11-22', marketRates };
  const profile = loanProfileSchema.parse(form);

  it('LoanAdviceReport: 받을 수 있는 상품이 있을 때와 없을 때', () => {
    const some = adviseLoan(profile, context);
    const none = adviseLoan({ ...profile, houseOwnershipType: 'MULTI_HOUSE' }, context);
    expect(none.hasEligibleProduct).toBe(false);
    for (const advice of [some, none]) {
      expect(loanAdviceReportSchema.parse({ ...advice, ...ids })).toEqual({ ...advice, ...ids });
    }
  });

  it('LoanAdviceSummary와 UserInputInfo', () => {
    const advice = adviseLoan(profile, context);
    const summary = {
      loanAdviceResultId: ids.loanAdviceResultId,
      loanProductCode: advice.loanProductCode,
      loanProductName: advice.loanProductName,
      expectedLoanRate: advice.expectedLoanRate,
      possibleLoanLimit: advice.possibleLoanLimit,
      rentalDeposit: profile.rentalDeposit,
      createdAt: ids.createdAt,
    };
    expect(loanAdviceSummarySchema.parse(summary)).toEqual(summary);
    const stored = { ...profile, userInputInfoId: ids.userInputInfoId, createdAt: ids.createdAt };
    expect(userInputInfoSchema.parse(stored)).toEqual(stored);
  });

  it('SimpleProduct 목록과 가조건 추정', () => {
    const simple = listSimpleProducts({ rentalDeposit: 100_000_000 }, context);
    expect(z.array(simpleProductSchema).parse(simple)).toEqual(simple);
    const estimate = estimatePreTerms(
      partialLoanProfileSchema.parse({ rentalDeposit: 100_000_000, age: null }),
      context,
    );
    expect(preTermsResponseSchema.parse(estimate)).toEqual(estimate);
  });
});

describe('도메인과 계약의 열거값은 같아요', () => {
  it.each([
    [MARITAL_STATUSES, maritalStatusSchema.options],
    [CHILD_STATUSES, childStatusSchema.options],
    [HOUSE_OWNERSHIP_TYPES, houseOwnershipTypeSchema.options],
    [RENT_HOUSING_TYPES, rentHousingTypeSchema.options],
    [OWNERSHIP_TRANSFER_ANSWERS, ownershipTransferAnswerSchema.options],
    [BANKS, bankSchema.options],
  ] as const)('%j', (domainValues, contractValues) => {
    expect([...domainValues]).toEqual([...contractValues]);
  });
});
