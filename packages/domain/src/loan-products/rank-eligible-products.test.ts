import { describe, expect, it } from 'vitest';
import type { LoanProductEvaluation } from './evaluate-loan-products.ts';
import { rankEligibleProducts } from './rank-eligible-products.ts';
import { evaluationWith as evaluation } from './testing/evaluation-with.ts';

const codes = (ranked: readonly LoanProductEvaluation[]) => ranked.map((item) => item.product.code);

describe('rankEligibleProducts', () => {
  // With money to borrow (`need` > 0) the yearly cost decides.
  it.each([
    [
      '1년 비용이 적은 순서예요',
      [
        evaluation('SGI-01', { yearlyCost: 300, possibleLoanLimit: 10, expectedLoanRate: 4 }),
        evaluation('NHUF-05', { yearlyCost: 100, possibleLoanLimit: 10, expectedLoanRate: 2 }),
        evaluation('HF-03', { yearlyCost: 200, possibleLoanLimit: 10, expectedLoanRate: 3 }),
      ],
      ['NHUF-05', 'HF-03', 'SGI-01'],
    ],
    [
      '1년 비용이 같으면 한도가 큰 상품, 그래도 같으면 상품 코드 순서예요',
      [
        evaluation('SGI-01', { yearlyCost: 100, possibleLoanLimit: 20, expectedLoanRate: 4 }),
        evaluation('HUG-01', { yearlyCost: 100, possibleLoanLimit: 30, expectedLoanRate: 4 }),
        evaluation('HF-04', { yearlyCost: 100, possibleLoanLimit: 20, expectedLoanRate: 4 }),
      ],
      ['HUG-01', 'HF-04', 'SGI-01'],
    ],
    [
      '받을 수 없는 상품은 순위에 넣지 않아요',
      [
        evaluation('NHUF-05', { yearlyCost: 0, possibleLoanLimit: 0, expectedLoanRate: 1, eligible: false }),
        evaluation('HF-03', { yearlyCost: 10, possibleLoanLimit: 10, expectedLoanRate: 4 }),
      ],
      ['HF-03'],
    ],
  ] as const)('%s', (_rule, evaluations, ranked) => {
    expect(codes(rankEligibleProducts(evaluations, 1))).toEqual(ranked);
  });

  it('1년 비용과 한도가 같으면 들어온 순서와 상관없이 상품 코드가 앞선 상품이 먼저예요', () => {
    const hf04 = evaluation('HF-04', { yearlyCost: 100, possibleLoanLimit: 20, expectedLoanRate: 4 });
    const sgi01 = evaluation('SGI-01', { yearlyCost: 100, possibleLoanLimit: 20, expectedLoanRate: 4 });
    expect(codes(rankEligibleProducts([hf04, sgi01], 1))).toEqual(['HF-04', 'SGI-01']);
    expect(codes(rankEligibleProducts([sgi01, hf04], 1))).toEqual(['HF-04', 'SGI-01']);
  });

  it('빌릴 돈이 없으면 금리가 낮은 순서예요', () => {
    const ranked = rankEligibleProducts(
      [
        evaluation('NHUF-05', { yearlyCost: 0, possibleLoanLimit: 10, expectedLoanRate: 2.5 }),
        evaluation('NHUF-06', { yearlyCost: 0, possibleLoanLimit: 10, expectedLoanRate: 1.3 }),
        evaluation('HF-02', { yearlyCost: 0, possibleLoanLimit: 20, expectedLoanRate: 2.5 }),
      ],
      0,
    );
    expect(codes(ranked)).toEqual(['NHUF-06', 'HF-02', 'NHUF-05']);
  });
});
