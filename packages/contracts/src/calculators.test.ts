import {
  buildRepaymentSchedule,
  calculateDsr,
  calculateDti,
  calculateLtv,
  DSR_LOAN_TYPES,
  INTEREST_RATE_TYPES,
  LENDER_TYPES,
  LOAN_PURPOSES,
  LTV_HOUSE_OWNERSHIP_TYPES,
  REGION_TYPES,
  REPAYMENT_TYPES,
} from '@jipsa/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  dsrCalcRequestSchema,
  dsrCalcResponseSchema,
  dtiCalcRequestSchema,
  dtiCalcResponseSchema,
  ltvCalcRequestSchema,
  ltvCalcResponseSchema,
  repaymentCalcRequestSchema,
  repaymentCalcResponseSchema,
  type DsrCalcResponse,
  type DtiCalcResponse,
  type LtvCalcResponse,
  type RepaymentCalcResponse,
} from './calculators.ts';
import {
  dsrLoanTypeSchema,
  interestRateTypeSchema,
  lenderTypeSchema,
  loanPurposeSchema,
  ltvHouseOwnershipTypeSchema,
  regionTypeSchema,
  repaymentTypeSchema,
} from './enums.ts';

/** The issues of a failed parse as `[path, message]`, the shape the server turns into fieldErrors. */
function issuesOf(schema: z.ZodType, body: unknown): [string, string][] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const loan = {
  loanType: 'MORTGAGE',
  principal: 300_000_000,
  interestRatePercentage: 4.125,
  term: 360,
  gracePeriod: 12,
  repaymentType: 'AMORTIZING',
  maturityPaymentAmount: 300_000_000,
  interestRateType: 'MIXED',
  isMetroArea: true,
};
const repayment = {
  principal: 100_000_000,
  interestRatePercentage: 4,
  term: 360,
  gracePeriod: 0,
  repaymentType: 'AMORTIZING',
  maturityPaymentAmount: 0,
};
const ltv = {
  loanPurpose: 'HOME_PURCHASE',
  collateralValue: 1_000_000_000,
  regionType: 'REGULATED_AREA',
  houseOwnershipType: 'NO_HOUSE',
};
const dti = {
  annualIncome: 60_000_000,
  loanAmount: 200_000_000,
  interestRate: 4,
  loanTerm: 360,
  repaymentType: 'AMORTIZING',
  yearlyLoanInterestRepayment: 1_200_000,
};

describe('도메인 enum과 계약 enum은 같은 값이에요', () => {
  it.each([
    ['REPAYMENT_TYPES', REPAYMENT_TYPES, repaymentTypeSchema.options],
    ['DSR_LOAN_TYPES', DSR_LOAN_TYPES, dsrLoanTypeSchema.options],
    ['INTEREST_RATE_TYPES', INTEREST_RATE_TYPES, interestRateTypeSchema.options],
    ['LENDER_TYPES', LENDER_TYPES, lenderTypeSchema.options],
    ['LOAN_PURPOSES', LOAN_PURPOSES, loanPurposeSchema.options],
    ['REGION_TYPES', REGION_TYPES, regionTypeSchema.options],
    ['LTV_HOUSE_OWNERSHIP_TYPES', LTV_HOUSE_OWNERSHIP_TYPES, ltvHouseOwnershipTypeSchema.options],
  ])('%s', (_name, domainValues, contractValues) => {
    expect([...domainValues]).toEqual([...contractValues]);
  });
});

describe('repaymentCalc 요청', () => {
  it('올바른 요청을 받고, 거치기간과 만기상환금은 없으면 0이에요', () => {
    expect(repaymentCalcRequestSchema.parse(repayment)).toEqual(repayment);
    const { gracePeriod: _grace, maturityPaymentAmount: _balloon, ...minimal } = repayment;
    expect(repaymentCalcRequestSchema.parse(minimal)).toMatchObject({ gracePeriod: 0, maturityPaymentAmount: 0 });
  });

  it('모르는 항목은 거절해요', () => {
    expect(issuesOf(repaymentCalcRequestSchema, { ...repayment, monthlyPayment: 1 })).toEqual([
      ['', '알 수 없는 항목이 있어요: monthlyPayment'],
    ]);
  });

  it('빠진 항목은 그 항목 이름과 한국어 문장으로 알려줘요', () => {
    const { principal: _principal, term: _term, ...rest } = repayment;
    expect(issuesOf(repaymentCalcRequestSchema, rest)).toEqual([
      ['principal', '대출금액을 입력해주세요.'],
      ['term', '총 대출 기간을 입력해주세요.'],
    ]);
  });

  it.each([
    [{ principal: 0 }, 'principal', '대출금액을 입력해주세요.'],
    [{ principal: -1 }, 'principal', '대출금액을 입력해주세요.'],
    [{ principal: 100_000_000_001 }, 'principal', '대출금액은 1,000억원 이하로 입력해주세요.'],
    [{ principal: 1.5 }, 'principal', '원 단위 정수로 입력해주세요.'],
    [{ principal: '1억' }, 'principal', '대출금액을 입력해주세요.'],
    [{ interestRatePercentage: -1 }, 'interestRatePercentage', '이자율은 0 이상으로 입력해주세요.'],
    [{ interestRatePercentage: 100.5 }, 'interestRatePercentage', '이자율은 100 이하로 입력해주세요.'],
    [{ interestRatePercentage: 3.1234 }, 'interestRatePercentage', '이자율은 소수점 셋째 자리까지 입력할 수 있어요.'],
    [{ term: 0 }, 'term', '총 대출 기간을 입력해주세요.'],
    [{ term: 721 }, 'term', '대출 기간은 720개월 이하로 입력해주세요.'],
    [{ gracePeriod: 720 }, 'gracePeriod', '거치 기간은 719개월 이하로 입력해주세요.'],
    [{ gracePeriod: -1 }, 'gracePeriod', '거치 기간은 0개월 이상으로 입력해주세요.'],
    [{ maturityPaymentAmount: -1 }, 'maturityPaymentAmount', '만기상환금액은 0원 이상으로 입력해주세요.'],
    [{ repaymentType: 'BALLOON' }, 'repaymentType', '대출 상환방법을 선택해주세요.'],
    [{ policyDate: '2025-02-30' }, 'policyDate', '기준일은 2025-10-16 형식의 날짜로 입력해주세요.'],
  ])('%o 이면 %s 항목에 "%s"', (change, field, message) => {
    expect(issuesOf(repaymentCalcRequestSchema, { ...repayment, ...change })).toEqual([[field, message]]);
  });

  it('분할상환에서 거치기간이 대출기간 이상이면 gracePeriod 항목 오류예요 (만기일시는 괜찮아요)', () => {
    expect(issuesOf(repaymentCalcRequestSchema, { ...repayment, term: 12, gracePeriod: 12 })).toEqual([
      ['gracePeriod', '거치기간은 대출기간보다 짧아야 해요.'],
    ]);
    expect(
      issuesOf(repaymentCalcRequestSchema, { ...repayment, repaymentType: 'BULLET', term: 12, gracePeriod: 12 }),
    ).toEqual([]);
  });
});

describe('dsrCalc 요청', () => {
  it('올바른 요청을 받고, 금융회사 유형은 없으면 은행, 금리 유형은 없으면 변동형이에요', () => {
    const { interestRateType: _type, ...withoutRateType } = loan;
    const parsed = dsrCalcRequestSchema.parse({ annualIncome: 80_000_000, loans: [withoutRateType] });
    expect(parsed.lenderType).toBe('BANK');
    expect(parsed.loans[0]?.interestRateType).toBe('VARIABLE');
    expect(parsed.policyDate).toBeUndefined();
  });

  it('연소득 0은 annualIncome 오류예요', () => {
    expect(issuesOf(dsrCalcRequestSchema, { annualIncome: 0, loans: [] })).toEqual([
      ['annualIncome', '연소득을 입력해주세요.'],
    ]);
  });

  it('목록 속 대출의 오류는 loans.<번호>.<항목> 경로로 알려줘요', () => {
    const loans = [loan, { ...loan, term: 12, gracePeriod: 12 }, { ...loan, isMetroArea: undefined }];
    expect(issuesOf(dsrCalcRequestSchema, { annualIncome: 80_000_000, loans })).toEqual([
      ['loans.1.gracePeriod', '거치기간은 대출기간보다 짧아야 해요.'],
      ['loans.2.isMetroArea', '대상주택 수도권여부를 입력해주세요.'],
    ]);
  });

  it('대출 안의 모르는 항목도 거절해요', () => {
    expect(issuesOf(dsrCalcRequestSchema, { annualIncome: 1, loans: [{ ...loan, bank: 'KB' }] })).toEqual([
      ['loans.0', '알 수 없는 항목이 있어요: bank'],
    ]);
  });

  it('새 주담대 조건은 고를 수 있고, 틀리면 newMortgage 아래 항목으로 알려줘요', () => {
    const newMortgage = { interestRatePercentage: 4.2, isMetroArea: false, interestRateType: 'PERIODIC' };
    expect(dsrCalcRequestSchema.parse({ annualIncome: 1, loans: [], newMortgage }).newMortgage).toEqual(newMortgage);
    expect(
      issuesOf(dsrCalcRequestSchema, {
        annualIncome: 1,
        loans: [],
        newMortgage: { ...newMortgage, interestRatePercentage: 101 },
      }),
    ).toEqual([['newMortgage.interestRatePercentage', '이자율은 100 이하로 입력해주세요.']]);
  });

  it('전세대출의 대출 받은 날·연장·임대차계약일·정책대출 여부는 없어도 되고, 틀리면 그 항목으로 알려줘요 (issue 47 #6)', () => {
    const jeonse = { ...loan, loanType: 'JEONSE_LOAN', repaymentType: 'BULLET', term: 24, gracePeriod: 0 };
    const facts = {
      loanDate: '2025-11-01',
      leaseSignedDate: '2025-10-30',
      extendedWithoutIncrease: false,
      isPolicyLoan: false,
    };
    expect(dsrCalcRequestSchema.parse({ annualIncome: 1, loans: [jeonse] }).loans[0]).not.toHaveProperty('loanDate');
    expect(dsrCalcRequestSchema.parse({ annualIncome: 1, loans: [{ ...jeonse, ...facts }] }).loans[0]).toMatchObject(
      facts,
    );
    expect(
      issuesOf(dsrCalcRequestSchema, {
        annualIncome: 1,
        loans: [
          { ...jeonse, loanDate: '2025-02-30' },
          { ...jeonse, loanDate: '2025-11-01', leaseSignedDate: '2025-11-02' },
          { ...jeonse, isPolicyLoan: 'Y' },
          { ...jeonse, extendedWithoutIncrease: 1 },
        ],
      }),
    ).toEqual([
      ['loans.0.loanDate', '대출 받은 날은 2025-10-29 형식의 날짜로 입력해주세요.'],
      ['loans.1.leaseSignedDate', '임대차계약일은 대출 받은 날보다 늦을 수 없어요.'],
      ['loans.2.isPolicyLoan', '버팀목이나 은행·지자체 협약 전세대출인지 선택해주세요.'],
      ['loans.3.extendedWithoutIncrease', '기존 대출을 증액 없이 연장했는지 선택해주세요.'],
    ]);
  });

  it('대출은 30건까지예요', () => {
    expect(issuesOf(dsrCalcRequestSchema, { annualIncome: 1, loans: Array.from({ length: 31 }, () => loan) })).toEqual([
      ['loans', '대출은 30건까지 넣을 수 있어요.'],
    ]);
  });
});

describe('ltvCalc 요청', () => {
  it('올바른 요청을 받아요', () => {
    expect(ltvCalcRequestSchema.parse({ ...ltv, policyDate: '2025-10-16' })).toEqual({
      ...ltv,
      policyDate: '2025-10-16',
    });
  });

  it('목적에 없는 주택 보유 유형은 houseOwnershipType 오류예요', () => {
    expect(issuesOf(ltvCalcRequestSchema, { ...ltv, houseOwnershipType: 'MORE_THAN_TWO_HOUSE' })).toEqual([
      ['houseOwnershipType', '주택구입 대출에는 2주택 이상 세대 유형을 고를 수 없어요.'],
    ]);
  });

  it('표가 없는 옛 기준일은 policyDate 오류예요', () => {
    expect(issuesOf(ltvCalcRequestSchema, { ...ltv, policyDate: '2020-01-01' })).toEqual([
      ['policyDate', 'LTV는 2023년 1월 1일 이후 기준일로만 계산할 수 있어요.'],
    ]);
  });

  it('음수 주택가격과 모르는 지역은 각 항목으로 알려줘요', () => {
    expect(issuesOf(ltvCalcRequestSchema, { ...ltv, collateralValue: -1, regionType: 'SEOUL' })).toEqual([
      ['collateralValue', '주택가격은 0원 이상으로 입력해주세요.'],
      ['regionType', '지역을 선택해주세요.'],
    ]);
  });
});

describe('dtiCalc 요청', () => {
  it('올바른 요청을 받고, 다른 대출 이자는 없으면 0이에요', () => {
    const { yearlyLoanInterestRepayment: _other, ...rest } = dti;
    expect(dtiCalcRequestSchema.parse(rest).yearlyLoanInterestRepayment).toBe(0);
  });

  it('연소득이 없거나 0이면 "연소득을 입력해주세요."예요', () => {
    const { annualIncome: _income, ...rest } = dti;
    expect(issuesOf(dtiCalcRequestSchema, rest)).toEqual([['annualIncome', '연소득을 입력해주세요.']]);
    expect(issuesOf(dtiCalcRequestSchema, { ...dti, annualIncome: 0 })).toEqual([
      ['annualIncome', '연소득을 입력해주세요.'],
    ]);
  });

  it('JSON이 객체가 아니면 형식 오류예요', () => {
    expect(issuesOf(dtiCalcRequestSchema, [])).toEqual([['', '요청 형식이 올바르지 않아요.']]);
  });
});

describe('응답 스키마는 도메인이 돌려주는 결과를 그대로 받아요', () => {
  const policyDate = '2025-10-16';

  it('ltvCalc', () => {
    const request = ltvCalcRequestSchema.parse(ltv);
    const result: LtvCalcResponse = calculateLtv({ ...request, policyDate: request.policyDate ?? policyDate });
    expect(ltvCalcResponseSchema.parse(result)).toEqual(result);
  });

  it('dtiCalc', () => {
    const request = dtiCalcRequestSchema.parse(dti);
    const result: DtiCalcResponse = calculateDti({ ...request, policyDate: request.policyDate ?? policyDate });
    expect(dtiCalcResponseSchema.parse(result)).toEqual(result);
  });

  it('dsrCalc', () => {
    const request = dsrCalcRequestSchema.parse({
      annualIncome: 80_000_000,
      loans: [loan, { ...loan, loanType: 'JEONSE_LOAN' }],
    });
    const result: DsrCalcResponse = calculateDsr({ ...request, policyDate: request.policyDate ?? policyDate });
    expect(dsrCalcResponseSchema.parse(result)).toEqual(result);
  });

  it('repaymentCalc', () => {
    const result: RepaymentCalcResponse = buildRepaymentSchedule(repaymentCalcRequestSchema.parse(repayment));
    expect(repaymentCalcResponseSchema.parse(result)).toEqual(result);
  });
});
