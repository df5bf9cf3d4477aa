import { describe, expect, it } from 'vitest';
import { EMPTY_RENEWAL_DRAFT, readRenewalDraft, renewalSearch, type RenewalDraft } from './renewal-draft.ts';
import { renewalDraftOf, renewalFieldOf, renewalRequestOf } from './renewal-request.ts';

const DRAFT: RenewalDraft = {
  ...EMPTY_RENEWAL_DRAFT,
  leaseStart: '2025-05-21',
  leaseEnd: '2027-05-20',
  deposit: '30000',
  rent: '0',
  termOrigin: 'NEW',
  loanKind: 'FUND',
  loanBalance: '10000',
  loanRate: '2.3',
  loanDrawnOn: '2025-05-21',
  loanMaturesOn: '2027-05-21',
  loanExtensions: '4',
  minorChildren: '1',
  guarantee: 'HUG',
  hasNextHome: '1',
  nextDeposit: '25000',
  nextRent: '20',
  movingCost: '150',
};

describe('만기 플래너의 초안', () => {
  it('주소로 쓰고 다시 읽으면 같은 초안이에요', () => {
    const search = renewalSearch(DRAFT, { asked: true, reportId: 'r-1' });
    const params = new URLSearchParams(search);
    expect(params.get('report')).toBe('r-1');
    expect(params.get('plan')).toBe('1');
    expect(readRenewalDraft(params)).toEqual(DRAFT);
  });

  it('초안이 없는 주소는 null 이에요', () => {
    expect(readRenewalDraft(new URLSearchParams('report=r-1'))).toBeNull();
  });

  it('요청은 답한 부분만 담고, 금액은 원으로, 저장한 요청에서 같은 초안으로 돌아와요', () => {
    const request = renewalRequestOf(DRAFT);
    expect(request.loan).toMatchObject({ kind: 'FUND', balance: 100_000_000, ratePercent: 2.3, extensionsUsed: 4 });
    expect(request.minorChildren).toBe(1);
    expect(request.nextHome).toEqual({ deposit: 250_000_000, monthlyRent: 200_000, movingCost: 1_500_000 });
    expect(request.refinanceOffer).toBeUndefined();
    expect(renewalDraftOf(request)).toEqual(DRAFT);
  });

  it('요청의 경로를 초안의 칸으로 읽어요', () => {
    expect(renewalFieldOf('lease.endsOn')).toBe('leaseEnd');
    expect(renewalFieldOf('loan.ratePercent')).toBe('loanRate');
    expect(renewalFieldOf('refinanceOffer.prepaymentFeeRatePercent')).toBe('prepaymentFeeRate');
    expect(renewalFieldOf('refinanceOffer')).toBe('refinanceRate');
    expect(renewalFieldOf('somethingElse')).toBe('form');
  });
});
