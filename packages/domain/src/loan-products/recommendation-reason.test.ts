import { describe, expect, it } from 'vitest';
import type { LoanProductEvaluation } from './evaluate-loan-products.ts';
import type { IneligibilityReasonCode } from './ineligibility-reason.ts';
import type { LoanProductCode } from './loan-product.ts';
import { buildRecommendationReason, type RecommendationReasonInput } from './recommendation-reason.ts';
import { evaluationWith } from './testing/evaluation-with.ts';
import { profileOf } from './testing/fixtures.ts';

// The reason is built from the evaluations alone, so each test states the figures it needs by hand
// (신용대출 참고 금리 연 5%, 예금 금리 연 2.5%). Every product name of the catalogue ends in a 받침; 든든전세 is a
// made-up name ending in a vowel, to hear the other particles.

const failedRule = (code: IneligibilityReasonCode) => ({ code, message: `${code} 문장` });

function refused(code: LoanProductCode, ...codes: IneligibilityReasonCode[]) {
  return evaluationWith(code, { eligible: false, reasons: codes.map(failedRule) });
}

function renamed(evaluation: LoanProductEvaluation, name: string): LoanProductEvaluation {
  return { ...evaluation, product: { ...evaluation.product, name } };
}

function reasonFor(input: Partial<RecommendationReasonInput>): string {
  const chosen = input.chosen ?? null;
  const ranked = input.ranked ?? (chosen === null ? [] : [chosen]);
  return buildRecommendationReason({
    profile: profileOf(),
    need: 150_000_000,
    chosen,
    ranked,
    all: ranked,
    creditLoanRate: 5,
    depositRate: 2.5,
    isUserChoice: false,
    ...input,
  });
}

// 보증금 1.5억, 현금 3,000만 → 1.2억이 필요하고 SGI-01 한도 1.2억으로 모두 빌려요.
const cashProfile = profileOf({ rentalDeposit: 150_000_000, cashOnHand: 30_000_000 });
const sgi = evaluationWith('SGI-01', {
  possibleLoanLimit: 120_000_000,
  depositLoanLimit: 120_000_000,
  expectedLoanRate: 4.5,
  loanAmount: 120_000_000,
  yearlyInterest: 5_400_000,
  yearlyGuaranteeFee: 240_000,
  yearlyCost: 5_640_000,
});

describe('추천 이유: 받을 수 있는 상품이 없을 때', () => {
  it('가장 많은 상품에서 걸린 조건 두 개를 많은 순서로 말하고, 한 상품의 같은 조건은 한 번만 세요', () => {
    const all = [
      refused('HF-03', 'INCOME_OVER_CAP'),
      refused('HF-04', 'AGE_OUT_OF_RANGE', 'DEPOSIT_OVER_CAP'),
      refused('SGI-01', 'AGE_OUT_OF_RANGE', 'DEPOSIT_OVER_CAP'),
      refused('HUG-01', 'AGE_OUT_OF_RANGE', 'AGE_OUT_OF_RANGE'),
    ];
    expect(reasonFor({ all })).toBe(
      '지금 조건으로 받을 수 있는 상품이 없어요. 가장 많은 상품에서 걸린 조건은 나이 기준(3개 상품), 보증금 기준(2개 상품)이에요. 상품별 이유를 확인하고, 조건이 바뀌면 다시 산출해 보세요.',
    );
  });

  it('걸린 상품 수가 같으면 조건 목록에서 앞선 조건을 말해요', () => {
    const all = [
      refused('HF-03', 'REGION_NOT_COVERED'),
      refused('HF-04', 'NOT_NEWLYWED'),
      refused('SGI-01', 'HOUSE_OWNERSHIP_NOT_ALLOWED'),
    ];
    expect(reasonFor({ all })).toContain('걸린 조건은 주택 보유 기준(1개 상품), 신혼부부 기준(1개 상품)이에요.');
  });

  it('걸린 조건을 알 수 없으면 그 문장은 빼요', () => {
    expect(reasonFor({ all: [] })).toBe(
      '지금 조건으로 받을 수 있는 상품이 없어요. 상품별 이유를 확인하고, 조건이 바뀌면 다시 산출해 보세요.',
    );
  });
});

describe('추천 이유: 빌리는 돈의 그림', () => {
  it('현금을 빼고 필요한 돈을 모두 빌리면 모자란 돈 없이 보증료를 더한 1년 비용을 말해요', () => {
    expect(reasonFor({ profile: cashProfile, need: 120_000_000, chosen: sgi })).toBe(
      [
        '보증금 1억 5,000만원 중 가진 현금 3,000만원을 빼면 1억 2,000만원이 필요해요.',
        '추천 상품은 SGI 서울보증 전세대출이에요.',
        '최대 1억 2,000만원까지 빌릴 수 있어 1억 2,000만원을 연 4.50%로 빌리면 매달 이자가 450,000원이에요.',
        '보증료 1년 24만원을 더한 1년 비용은 564만원이에요.',
        '지금 조건으로 받을 수 있는 상품은 이것 하나예요.',
      ].join(' '),
    );
  });

  it('조건이 여럿이면 모두 이어서 말해요', () => {
    const chosen = {
      ...sgi,
      conditions: [
        { code: 'OWNER_UNCHANGED_ON_BALANCE_DAY', message: '잔금일에 집주인이 바뀌지 않아야 해요.' },
        { code: 'HOUSE_VALUE_UNKNOWN', message: '집값을 알려주시면 정확해져요.' },
      ] as const,
    };
    expect(reasonFor({ profile: cashProfile, need: 120_000_000, chosen })).toMatch(
      /하나예요\. 단, 조건이 있어요: 잔금일에 집주인이 바뀌지 않아야 해요\. 집값을 알려주시면 정확해져요\.$/,
    );
  });
});

describe('추천 이유: 다음으로 나은 상품과 비교', () => {
  const hf03 = evaluationWith('HF-03', { possibleLoanLimit: 120_000_000, yearlyCost: 5_640_000 });

  it('1년 비용이 같고 한도가 작으면 그 한도를 말해요', () => {
    const smaller = { ...hf03, possibleLoanLimit: 100_000_000 };
    expect(reasonFor({ chosen: sgi, ranked: [sgi, smaller] })).toContain(
      '받을 수 있는 2개 상품 중 1년 비용이 가장 적어요. 다음으로 나은 HF 일반 전세자금보증대출은 1년 비용은 같지만 한도가 1억원으로 더 작아요.',
    );
  });

  it('1년 비용과 한도가 모두 같으면 상품 코드 순서로 골랐다고 말해요', () => {
    expect(reasonFor({ chosen: sgi, ranked: [sgi, hf03] })).toContain(
      '다음으로 나은 HF 일반 전세자금보증대출과 1년 비용과 한도가 같아 상품 코드 순서로 골랐어요.',
    );
  });

  it('직접 고른 상품이 추천 상품과 1년 비용이 같으면 그렇다고 말해요', () => {
    expect(reasonFor({ chosen: sgi, ranked: [hf03, sgi], isUserChoice: true })).toContain(
      '추천 상품인 HF 일반 전세자금보증대출과 1년 비용이 같아요.',
    );
  });
});

describe('추천 이유: 현금으로 보증금을 모두 낼 때 직접 고른 상품', () => {
  it('직접 고른 상품의 금리와 한도를 말해요', () => {
    const nhuf05 = evaluationWith('NHUF-05', { possibleLoanLimit: 21_000_000, expectedLoanRate: 2.5 });
    expect(
      reasonFor({
        profile: profileOf({ rentalDeposit: 30_000_000, cashOnHand: 50_000_000 }),
        need: 0,
        chosen: nhuf05,
        isUserChoice: true,
      }),
    ).toBe(
      [
        '가진 현금 5,000만원으로 보증금 3,000만원을 모두 낼 수 있어 대출이 꼭 필요하지 않아요.',
        '빌린다면 직접 고르신 버팀목 전세자금대출은 연 2.50%, 최대 2,100만원까지 빌릴 수 있어요.',
        '보증금을 모두 현금으로 내면 예금 금리 연 2.50% 기준으로 매달 62,500원의 이자를 포기하는 셈이에요.',
      ].join(' '),
    );
  });
});

describe('추천 이유: 상품 이름의 끝소리에 맞는 조사', () => {
  const vowel = renamed(sgi, '든든전세');
  const other = evaluationWith('HF-03', { possibleLoanLimit: 120_000_000, yearlyCost: 5_640_000 });
  const vowelOther = renamed(other, '든든전세');

  it('받침 없는 이름에는 예요·는·를·와를 붙여요', () => {
    const base = { profile: cashProfile, need: 120_000_000 };
    expect(reasonFor({ ...base, chosen: vowel })).toContain('추천 상품은 든든전세예요.');
    expect(reasonFor({ ...base, chosen: vowel, isUserChoice: true })).toContain('직접 고르신 상품은 든든전세예요.');
    expect(reasonFor({ ...base, chosen: sgi, ranked: [sgi, { ...vowelOther, yearlyCost: 6_000_000 }] })).toContain(
      '다음으로 나은 든든전세를 고르면 1년에 36만원 더 들어요.',
    );
    expect(reasonFor({ ...base, chosen: sgi, ranked: [sgi, { ...vowelOther, possibleLoanLimit: 1 }] })).toContain(
      '다음으로 나은 든든전세는 1년 비용은 같지만',
    );
    expect(reasonFor({ ...base, chosen: sgi, ranked: [sgi, vowelOther] })).toContain(
      '다음으로 나은 든든전세와 1년 비용과 한도가 같아',
    );
    expect(reasonFor({ ...base, chosen: sgi, ranked: [vowelOther, sgi], isUserChoice: true })).toContain(
      '추천 상품인 든든전세와 1년 비용이 같아요.',
    );
    expect(
      reasonFor({
        profile: profileOf({ rentalDeposit: 30_000_000, cashOnHand: 50_000_000 }),
        need: 0,
        chosen: vowel,
        isUserChoice: true,
      }),
    ).toContain('빌린다면 직접 고르신 든든전세는 연 4.50%, 최대 1억 2,000만원까지 빌릴 수 있어요.');
  });
});
