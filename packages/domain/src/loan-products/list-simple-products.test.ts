import { describe, expect, it } from 'vitest';
import { evaluateLoanProducts } from './evaluate-loan-products.ts';
import { listSimpleProducts } from './list-simple-products.ts';
import { BUSAN, GYEONGGI, profileOf, SEOUL, TEST_CONTEXT } from './testing/fixtures.ts';

describe('listSimpleProducts', () => {
  it('보증금 1억이면 청년 보증부월세를 뺀 12개 상품의 최대 한도와 최저 금리를 한도 순으로 보여줘요', () => {
    // Best cases by hand (docs/domain-rules.md §5), deposit 1억:
    // 90 % products → 9,000만: HF-01 4.35 − (3.0 + 3자녀 1.0) → floor 1.0; HF-02 2.35; HF-04 3.6; HUG-01 4.2; HF-05 4.4
    // 80 % products → 8,000만 (preferences capped at 0.7 %p for 3+ children, issue 47 #2): NHUF-04 2.0 − 0.7 − 지방
    //   0.2 = 1.1; NHUF-01 1.4 − 지방 0.2 = 1.2; NHUF-02 2.2 − min(0.7 + 중소기업 0.3, 0.7) − 0.2 = 1.3;
    //   NHUF-05 2.6 − 0.7 − 0.2 = 1.7; HF-03 4.5; SGI-01 4.5
    // NHUF-06: 보증금 1억 > 6,500만 → 빠져요. NHUF-07 (주거안정 월세대출): 보증금 ≤ 1억, 월세 60만 × 24 = 1,440만, 1.5
    expect(listSimpleProducts({ rentalDeposit: 100_000_000 }, TEST_CONTEXT)).toEqual([
      {
        loanProductCode: 'HF-01',
        loanProductName: '서울시 신혼부부 임차보증금 이자지원',
        possibleLoanLimit: 90_000_000,
        expectedLoanRate: 1,
      },
      {
        loanProductCode: 'HF-02',
        loanProductName: '서울시 청년 임차보증금 이자지원',
        possibleLoanLimit: 90_000_000,
        expectedLoanRate: 2.35,
      },
      {
        loanProductCode: 'HF-04',
        loanProductName: 'HF 무주택 청년 특례 전세대출',
        possibleLoanLimit: 90_000_000,
        expectedLoanRate: 3.6,
      },
      {
        loanProductCode: 'HUG-01',
        loanProductName: 'HUG 전세금안심대출',
        possibleLoanLimit: 90_000_000,
        expectedLoanRate: 4.2,
      },
      {
        loanProductCode: 'HF-05',
        loanProductName: 'HF 다자녀 특례 전세대출',
        possibleLoanLimit: 90_000_000,
        expectedLoanRate: 4.4,
      },
      {
        loanProductCode: 'NHUF-04',
        loanProductName: '신혼부부전용 전세자금대출',
        possibleLoanLimit: 80_000_000,
        expectedLoanRate: 1.1,
      },
      {
        loanProductCode: 'NHUF-01',
        loanProductName: '신생아 특례 버팀목 전세자금대출',
        possibleLoanLimit: 80_000_000,
        expectedLoanRate: 1.2,
      },
      {
        loanProductCode: 'NHUF-02',
        loanProductName: '청년전용 버팀목 전세자금대출',
        possibleLoanLimit: 80_000_000,
        expectedLoanRate: 1.3,
      },
      {
        loanProductCode: 'NHUF-05',
        loanProductName: '버팀목 전세자금대출',
        possibleLoanLimit: 80_000_000,
        expectedLoanRate: 1.7,
      },
      {
        loanProductCode: 'HF-03',
        loanProductName: 'HF 일반 전세자금보증대출',
        possibleLoanLimit: 80_000_000,
        expectedLoanRate: 4.5,
      },
      {
        loanProductCode: 'SGI-01',
        loanProductName: 'SGI 서울보증 전세대출',
        possibleLoanLimit: 80_000_000,
        expectedLoanRate: 4.5,
      },
      {
        loanProductCode: 'NHUF-07',
        loanProductName: '주거안정 월세대출',
        possibleLoanLimit: 14_400_000,
        expectedLoanRate: 1.5,
      },
    ]);
  });

  it('보증금 5,000만원이면 보증부월세도 받을 수 있어요: 3,500만 + 월세 50만 × 24', () => {
    const monthly = listSimpleProducts({ rentalDeposit: 50_000_000 }, TEST_CONTEXT).find(
      (row) => row.loanProductCode === 'NHUF-06',
    );
    expect(monthly).toMatchObject({ possibleLoanLimit: 47_000_000, expectedLoanRate: 1.3 });
  });

  it('보증금 8억이면 보증금 상한이 없는 SGI만 남아요', () => {
    expect(listSimpleProducts({ rentalDeposit: 800_000_000 }, TEST_CONTEXT)).toEqual([
      {
        loanProductCode: 'SGI-01',
        loanProductName: 'SGI 서울보증 전세대출',
        possibleLoanLimit: 500_000_000,
        expectedLoanRate: 4.5,
      },
    ]);
  });

  it('보증금이 0원이면 월세만 빌려주는 주거안정 월세대출만 남아요', () => {
    expect(listSimpleProducts({ rentalDeposit: 0 }, TEST_CONTEXT).map((row) => row.loanProductCode)).toEqual([
      'NHUF-07',
    ]);
  });

  it('어느 가구가 받는 한도·금리보다도 간편 모드가 좋거나 같아요 (가구 432유형 × 보증금 10개)', () => {
    const deposits = Array.from({ length: 10 }, (_, index) => 30_000_000 + index * 75_000_000);
    const simple = new Map(
      deposits.map((deposit) => [deposit, listSimpleProducts({ rentalDeposit: deposit }, TEST_CONTEXT)]),
    );
    for (const districtCode of [SEOUL, GYEONGGI, BUSAN]) {
      for (const maritalStatus of ['SINGLE', 'ENGAGED', 'NEWLY_MARRIED', 'MARRIED'] as const) {
        for (const childStatus of ['NO_CHILD', 'TWO_CHILD'] as const) {
          for (const hasNewborn of [false, true]) {
            for (const age of [23, 30, 37]) {
              for (const annualIncome of [0, 40_000_000, 100_000_000]) {
                for (const deposit of deposits) {
                  const household = profileOf({
                    districtCode,
                    maritalStatus,
                    childStatus,
                    hasNewborn,
                    age,
                    annualIncome,
                    isSMEEmployee: age === 37,
                    monthlyRent: age === 23 ? 500_000 : 0,
                    rentalDeposit: deposit,
                  });
                  for (const evaluation of evaluateLoanProducts(household, TEST_CONTEXT)) {
                    if (!evaluation.eligible) continue;
                    const row = simple.get(deposit)?.find((item) => item.loanProductCode === evaluation.product.code);
                    const label = `${evaluation.product.code} ${JSON.stringify(household)}`;
                    expect(row, label).toBeDefined();
                    expect(row?.possibleLoanLimit, label).toBeGreaterThanOrEqual(evaluation.possibleLoanLimit);
                    expect(row?.expectedLoanRate, label).toBeLessThanOrEqual(evaluation.expectedLoanRate);
                  }
                }
              }
            }
          }
        }
      }
    }
  });
});
