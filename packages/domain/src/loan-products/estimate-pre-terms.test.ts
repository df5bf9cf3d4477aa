import { describe, expect, it } from 'vitest';
import { compareSimpleProducts, estimatePreTerms, type SimpleProduct } from './estimate-pre-terms.ts';
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

  it('다주택자는 어떤 상품도 받을 수 없고, 이유는 답한 주택 보유 하나예요', () => {
    const estimate = estimatePreTerms({ houseOwnershipType: 'MULTI_HOUSE' }, TEST_CONTEXT);
    expect(estimate).toMatchObject({ best: null, eligibleCount: 0 });
    // The first stand-ins (소득 0원 …) fail more rules; the fewest failed rules of any stand-in are shown.
    for (const product of estimate.products) {
      expect(product.notEligibleReasonCodes, product.loanProductCode).toEqual(['HOUSE_OWNERSHIP_NOT_ALLOWED']);
    }
  });

  it('걸린 조건 수가 같은 경우가 여럿이면 첫 대입값(서울)의 이유를 보여줘요: 답한 잔금일 집주인 변경', () => {
    // HF-02 is Seoul-only: in 서울 the answered 예 refuses it, elsewhere the region does (one rule each).
    const estimate = estimatePreTerms(
      { maritalStatus: 'SINGLE', age: 30, annualIncome: 30_000_000, ownershipTransferOnBalanceDay: 'YES' },
      TEST_CONTEXT,
    );
    expect(productOf(estimate, 'HF-02')).toMatchObject({
      status: 'NOT_ELIGIBLE',
      notEligibleReasonCodes: ['OWNERSHIP_TRANSFER_CONTRACT'],
    });
  });

  it('아이가 없는 미혼이면 신생아 여부를 몰라도 단독세대 상품(청년 보증부월세)은 아직 가능해요', () => {
    const estimate = estimatePreTerms({ maritalStatus: 'SINGLE', childStatus: 'NO_CHILD' }, TEST_CONTEXT);
    expect(productOf(estimate, 'NHUF-06')).toMatchObject({ status: 'PENDING', expectedLoanRate: 1.3 });
    expect(productOf(estimate, 'NHUF-06')?.pendingFields).toContain('hasNewborn');
  });

  it('중소기업 재직을 모르면 재직 청년 우대금리(0.3%p)를 받을 수 있는 것으로 봐요', () => {
    // Persona 1 (서울 27세, 연 3,000만, 보증금 1.5억): NHUF-02 2.5 %, 2.2 % as an SME employee.
    const { isSMEEmployee: _unanswered, ...answered } = profileOf({ age: 27 });
    const nhuf02 = productOf(estimatePreTerms(answered, TEST_CONTEXT), 'NHUF-02');
    expect(nhuf02).toMatchObject({ status: 'PENDING', pendingFields: ['isSMEEmployee'], expectedLoanRate: 2.2 });
  });
});

describe('compareSimpleProducts', () => {
  const simple = (loanProductCode: SimpleProduct['loanProductCode']): SimpleProduct => ({
    loanProductCode,
    loanProductName: loanProductCode,
    possibleLoanLimit: 200_000_000,
    expectedLoanRate: 3,
  });

  it('한도와 금리가 같으면 상품 코드가 앞선 상품이 먼저이고, 같은 상품끼리는 순서가 없어요', () => {
    expect(compareSimpleProducts(simple('HF-03'), simple('SGI-01'))).toBeLessThan(0);
    expect(compareSimpleProducts(simple('SGI-01'), simple('HF-03'))).toBeGreaterThan(0);
    expect(compareSimpleProducts(simple('HF-03'), simple('HF-03'))).toBe(0);
  });
});
