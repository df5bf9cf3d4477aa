import { describe, expect, it } from 'vitest';
import { withMeasureReads } from './national-measures.ts';
import type { LoanProductDefinition } from './loan-product.ts';
import { productOn } from './product-on.ts';
import { HUG_01 } from './products/hug-01.ts';
import { NHUF_07 } from './products/nhuf-07.ts';
import { TEST_CONTEXT } from './testing/fixtures.ts';

const HUG = productOn(HUG_01, TEST_CONTEXT.policyDate);
const RENT_ONLY = productOn(NHUF_07, TEST_CONTEXT.policyDate);

describe('withMeasureReads: 상품의 답이 읽는 입력 칸', () => {
  it('보증금을 빌려주는 상품은 6·27 소유권이전 조건부 금지 때문에 잔금일 집주인 질문도 읽어요', () => {
    // HUG-01 already reads the address: only the question is added, at the end.
    expect(HUG.reads.at(-1)).toBe('ownershipTransferOnBalanceDay');
    expect(HUG.reads.filter((field) => field === 'districtCode')).toHaveLength(1);
  });

  it('월세만 빌려주는 상품(주거안정 월세대출)은 잔금일 질문도 주소도 더 읽지 않아요', () => {
    expect(RENT_ONLY.reads).not.toContain('ownershipTransferOnBalanceDay');
    expect(RENT_ONLY.reads).not.toContain('districtCode');
  });

  it('HUG가 보증하는 대출은 주소를 읽어요: 수도권이면 HUG 보증 비율이 줄어요', () => {
    // A HUG-guaranteed loan whose own rules would not read the address and that lends no deposit.
    const rentOnlyHugLoan: LoanProductDefinition = {
      ...HUG,
      reads: ['rentalDeposit', 'monthlyRent'],
      limitBounds: { ...HUG.limitBounds, maxDepositRatioPercent: 0 },
    };
    expect(withMeasureReads(rentOnlyHugLoan, rentOnlyHugLoan.reads)).toEqual([
      'rentalDeposit',
      'monthlyRent',
      'districtCode',
    ]);
  });

  it('두 조치가 모두 주소를 읽어도 주소 칸은 한 번만 들어가요', () => {
    const hugLoanWithoutAddress: LoanProductDefinition = { ...HUG, reads: ['rentalDeposit'] };
    expect(withMeasureReads(hugLoanWithoutAddress, hugLoanWithoutAddress.reads)).toEqual([
      'rentalDeposit',
      'ownershipTransferOnBalanceDay',
      'districtCode',
    ]);
  });
});
