import { describe, expect, it } from 'vitest';
import {
  depositTroubleSearch,
  EMPTY_DEPOSIT_TROUBLE_DRAFT,
  readDepositTroubleDraft,
  type DepositTroubleDraft,
} from './deposit-trouble-draft.ts';
import {
  checkDepositTroubleDraft,
  depositTroubleDraftOf,
  depositTroubleFieldOf,
  depositTroubleRequestOf,
} from './deposit-trouble-request.ts';

const DRAFT: DepositTroubleDraft = {
  ...EMPTY_DEPOSIT_TROUBLE_DRAFT,
  leaseEndsOn: '2026-10-31',
  firstContractDate: '2024-10-15',
  deposit: '20000',
  depositReturned: 'PART',
  unreturnedAmount: '15000',
  movedOut: '0',
  moveInReported: '1',
  fixedDateStamped: '1',
  leaseRegistered: '0',
  guarantee: 'NONE',
  jeonseLoanOutstanding: '1',
  auctionStarted: '1',
  seizureStarted: '0',
  manyTenantsAtRisk: 'UNKNOWN',
  serviceFeeUnit: '5500',
};

describe('보증금 반환 가이드의 초안', () => {
  it('주소로 쓰고 다시 읽으면 같은 초안이에요', () => {
    const params = new URLSearchParams(depositTroubleSearch(DRAFT, { asked: true }));
    expect(params.get('plan')).toBe('1');
    expect(readDepositTroubleDraft(params)).toEqual(DRAFT);
    expect(readDepositTroubleDraft(new URLSearchParams('plan=1'))).toBeNull();
  });

  it('요청은 답을 바꾸는 것만 담아요: 반환보증이 없으면 전세대출을 빼고, 금액은 원으로', () => {
    expect(depositTroubleRequestOf(DRAFT)).toEqual({
      leaseEndsOn: '2026-10-31',
      firstContractDate: '2024-10-15',
      deposit: 200_000_000,
      depositReturned: 'PART',
      unreturnedAmount: 150_000_000,
      movedOut: false,
      moveInReported: true,
      fixedDateStamped: true,
      leaseRegistered: false,
      guarantee: 'NONE',
      auctionStarted: true,
      seizureStarted: false,
      manyTenantsAtRisk: 'UNKNOWN',
      serviceFeeUnit: 5_500,
    });
    expect(depositTroubleRequestOf({ ...DRAFT, leaseRegistered: '1' }).serviceFeeUnit).toBeUndefined();
    // A kept request reopens as the draft it came from (less the loan question a missing guarantee does not ask).
    expect(depositTroubleDraftOf(depositTroubleRequestOf(DRAFT))).toEqual({ ...DRAFT, jeonseLoanOutstanding: '' });
  });

  it('계약의 한국어 문장으로 확인하고, 묵시적 갱신의 통지일은 폼이 물어요', async () => {
    expect((await checkDepositTroubleDraft(DRAFT)).ok).toBe(true);
    const over = await checkDepositTroubleDraft({ ...DRAFT, unreturnedAmount: '30000' });
    expect(over).toMatchObject({
      ok: false,
      first: 'unreturnedAmount',
      errors: { unreturnedAmount: '돌려받지 못한 금액은 보증금보다 클 수 없어요.' },
    });
    const tacit = await checkDepositTroubleDraft({ ...DRAFT, tacitRenewal: '1' });
    expect(tacit).toMatchObject({ ok: false, first: 'tacitRenewalNoticeReceivedOn' });
    expect(depositTroubleFieldOf('serviceFeeUnit')).toBe('serviceFeeUnit');
    expect(depositTroubleFieldOf('today')).toBe('form');
  });
});
