import { describe, expect, it } from 'vitest';
import { lowestOpenRate } from './lowest-open-rate.ts';

describe('lowestOpenRate', () => {
  it('한도가 가장 큰 상품이 아니라, 아직 받을 수 있는 상품 중 가장 낮은 금리예요', () => {
    expect(
      lowestOpenRate([
        { status: 'ELIGIBLE', expectedLoanRate: 3.8 },
        { status: 'PENDING', expectedLoanRate: 1.93 },
        { status: 'ELIGIBLE', expectedLoanRate: 2.6 },
      ]),
    ).toBe(1.93);
  });

  it('받을 수 없는 상품의 금리는 세지 않고, 남은 상품이 없으면 null 이에요', () => {
    expect(
      lowestOpenRate([
        { status: 'NOT_ELIGIBLE', expectedLoanRate: 0 },
        { status: 'ELIGIBLE', expectedLoanRate: 3.8 },
      ]),
    ).toBe(3.8);
    expect(lowestOpenRate([{ status: 'NOT_ELIGIBLE', expectedLoanRate: 0 }])).toBeNull();
  });
});
