import { describe, expect, it } from 'vitest';
import { nearMisses } from './no-report-near-misses.ts';
import { fixtureNoReport, fixtureReport } from '../../../testing/report-fixture.ts';

describe('nearMisses', () => {
  it('조건 하나만 걸린 상품을 그 이유와 함께 골라요', () => {
    const misses = nearMisses(fixtureNoReport.recommendedProducts);
    expect(misses.map((miss) => miss.product.loanProductCode)).toEqual(['SGI-01']);
    expect(misses[0]?.code).toBe('HOUSE_OWNERSHIP_NOT_ALLOWED');
    expect(misses[0]?.reason).toBe('무주택자나 1주택자만 받을 수 있는데 다주택자로 입력하셨어요.');
  });

  it('받을 수 있는 상품과 두 가지 이상 걸린 상품은 빼요', () => {
    const codes = nearMisses(fixtureReport.recommendedProducts).map((miss) => miss.product.loanProductCode);
    expect(codes).toEqual(['NHUF-04']);
  });
});
