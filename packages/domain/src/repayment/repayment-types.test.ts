import { describe, expect, it } from 'vitest';
import { isInstalmentRepayment, REPAYMENT_TYPES } from './repayment-types.ts';

describe('isInstalmentRepayment', () => {
  it('원리금균등과 원금균등만 분할상환이에요', () => {
    expect(REPAYMENT_TYPES.filter(isInstalmentRepayment)).toEqual(['AMORTIZING', 'EQUAL_PRINCIPAL']);
  });
});
