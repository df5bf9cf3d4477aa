import { describe, expect, it } from 'vitest';
import { estimatePreTerms } from './estimate-pre-terms.ts';
import { evaluateLoanProducts } from './evaluate-loan-products.ts';
import { BUSAN, GYEONGGI, profileOf, SEOUL, TEST_CONTEXT } from './testing/fixtures.ts';

const productOf = (estimate: ReturnType<typeof estimatePreTerms>, code: string) =>
  estimate.products.find((row) => row.loanProductCode === code);

describe('estimatePreTerms', () => {
  it('아무 답이 없으면 모든 상품이 아직 가능하고, 가장 큰 한도는 SGI 5억이에요', () => {
    const estimate = estimatePreTerms({}, TEST_CONTEXT);
    expect(estimate.eligibleCount).toBe(13);
    expect(estimate.products.every((row) => row.status === 'PENDING')).toBe(true);
    expect(estimate.best).toEqual({
      loanProductCode: 'SGI-01',
      loanProductName: 'SGI 서울보증 전세대출',
      possibleLoanLimit: 500_000_000,
      expectedLoanRate: 4.5,
    });
  });

  it('이미 한 답으로 떨어지는 상품만 빼고, 가장 큰 한도의 상품을 보여줘요', () => {
    // 보증금 2억, 미혼, 29세: 신혼 상품 2개(NHUF-04, HF-01)와 보증부월세(보증금 6,500만 초과)가 빠져요.
    // 한도 1.8억 (90 %) 중 금리가 가장 낮은 HF-02 2.35.
    const estimate = estimatePreTerms({ rentalDeposit: 200_000_000, maritalStatus: 'SINGLE', age: 29 }, TEST_CONTEXT);
    expect(estimate.eligibleCount).toBe(9);
    expect(estimate.best).toEqual({
      loanProductCode: 'HF-02',
      loanProductName: '서울시 청년 임차보증금 이자지원',
      possibleLoanLimit: 180_000_000,
      expectedLoanRate: 2.35,
    });
    expect(productOf(estimate, 'NHUF-04')).toMatchObject({
      status: 'NOT_ELIGIBLE',
      notEligibleReasonCodes: ['NOT_NEWLYWED'],
    });
    expect(productOf(estimate, 'NHUF-06')?.notEligibleReasonCodes).toContain('DEPOSIT_OVER_CAP');
  });

  it('상품마다 아직 확인할 답을 알려줘요', () => {
    const estimate = estimatePreTerms({ rentalDeposit: 100_000_000, age: 29 }, TEST_CONTEXT);
    expect(productOf(estimate, 'SGI-01')?.pendingFields).toEqual([
      'cashOnHand',
      'houseOwnershipType',
      'districtCode',
      'ownershipTransferOnBalanceDay',
    ]);
    expect(productOf(estimate, 'HF-04')?.pendingFields).toEqual([
      'cashOnHand',
      'maritalStatus',
      'annualIncome',
      'spouseAnnualIncome',
      'houseOwnershipType',
      'districtCode',
      'ownershipTransferOnBalanceDay',
    ]);
  });

  it('상품이 읽는 답이 모두 있으면 확정이에요', () => {
    const estimate = estimatePreTerms(
      {
        rentalDeposit: 100_000_000,
        cashOnHand: 0,
        houseOwnershipType: 'NO_HOUSE',
        districtCode: '1168010100',
        ownershipTransferOnBalanceDay: 'NO',
      },
      TEST_CONTEXT,
    );
    expect(productOf(estimate, 'SGI-01')).toMatchObject({
      status: 'ELIGIBLE',
      pendingFields: [],
      possibleLoanLimit: 80_000_000,
    });
  });

  it('이미 답한 소득이 모든 경우의 상한을 넘으면 그 상품은 떨어져요', () => {
    // 연 8,000만: NHUF-05의 가장 높은 상한(신혼 7,500만)도 넘어요. 신생아 특례(1.3억)는 아직 가능해요.
    const estimate = estimatePreTerms({ annualIncome: 80_000_000 }, TEST_CONTEXT);
    expect(productOf(estimate, 'NHUF-05')).toMatchObject({
      status: 'NOT_ELIGIBLE',
      notEligibleReasonCodes: ['INCOME_OVER_CAP'],
    });
    expect(productOf(estimate, 'NHUF-01')?.status).toBe('PENDING');
  });

  it('보증금을 모르면 지방 일반 버팀목도 한도가 가득 차는 보증금으로 봐요: 8천만원 ÷ 70 %', () => {
    const estimate = estimatePreTerms(
      { districtCode: '2611010100', maritalStatus: 'SINGLE', childStatus: 'NO_CHILD', hasNewborn: false },
      TEST_CONTEXT,
    );
    expect(productOf(estimate, 'NHUF-05')?.possibleLoanLimit).toBe(80_000_000);
  });

  it('보증금을 모르면 어느 보증금에서 받을 한도보다도 작게 말하지 않아요 (가구 48유형 × 보증금 1천만원 간격)', () => {
    for (const districtCode of [SEOUL, GYEONGGI, BUSAN]) {
      for (const maritalStatus of ['SINGLE', 'NEWLY_MARRIED'] as const) {
        for (const childStatus of ['NO_CHILD', 'TWO_CHILD'] as const) {
          for (const houseOwnershipType of ['NO_HOUSE', 'SINGLE_HOUSE'] as const) {
            for (const age of [23, 30]) {
              const household = profileOf({ districtCode, maritalStatus, childStatus, houseOwnershipType, age });
              const estimate = estimatePreTerms({ ...household, rentalDeposit: undefined }, TEST_CONTEXT);
              for (let deposit = 10_000_000; deposit <= 800_000_000; deposit += 10_000_000) {
                evaluateLoanProducts({ ...household, rentalDeposit: deposit }, TEST_CONTEXT).forEach(
                  (evaluation, index) => {
                    if (!evaluation.eligible) return;
                    const label = `${evaluation.product.code} ${districtCode} ${maritalStatus} ${childStatus} ${houseOwnershipType} ${age} ${deposit}`;
                    expect(estimate.products[index]?.possibleLoanLimit, label).toBeGreaterThanOrEqual(
                      evaluation.possibleLoanLimit,
                    );
                  },
                );
              }
            }
          }
        }
      }
    }
  });

  it('null도 아직 답하지 않은 것으로 봐요', () => {
    expect(estimatePreTerms({ age: null, rentalDeposit: null }, TEST_CONTEXT)).toEqual(
      estimatePreTerms({}, TEST_CONTEXT),
    );
  });

  it('다주택자는 어떤 상품도 받을 수 없어요', () => {
    const estimate = estimatePreTerms({ houseOwnershipType: 'MULTI_HOUSE' }, TEST_CONTEXT);
    expect(estimate).toMatchObject({ best: null, eligibleCount: 0 });
  });
});
