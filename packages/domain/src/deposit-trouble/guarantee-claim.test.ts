import { describe, expect, it } from 'vitest';
import { guaranteeClaim, HUG_ACCIDENT_RULE, type GuaranteeClaimInput } from './guarantee-claim.ts';

const input = (overrides: Partial<GuaranteeClaimInput> = {}): GuaranteeClaimInput => ({
  guarantee: 'HUG',
  leaseEndedOn: '2026-10-31',
  jeonseLoanOutstanding: false,
  auctionStarted: false,
  ...overrides,
});

describe('guaranteeClaim — HUG 보증사고는 계약이 끝나고 1개월이 지난 다음 날부터', () => {
  it('10-31에 끝나면 11-30까지가 1개월이고 12-01부터 청구해요', () => {
    expect(guaranteeClaim(input(), '2026-11-29')).toMatchObject({
      termsKnown: true,
      accidentOn: '2026-12-01',
      earliestClaimOn: '2026-12-01',
      claimOpen: false,
      rule: HUG_ACCIDENT_RULE,
    });
  });
  it('청구 첫날에는 청구할 수 있고, 그 전날은 아직이에요', () => {
    expect(guaranteeClaim(input(), '2026-12-01').claimOpen).toBe(true);
    expect(guaranteeClaim(input(), '2026-11-30').claimOpen).toBe(false);
  });
  it('달 끝은 민법대로 당겨요: 01-31에 끝나면 02-28이 1개월, 03-01부터예요', () => {
    expect(guaranteeClaim(input({ leaseEndedOn: '2027-01-31' }), '2026-11-29').earliestClaimOn).toBe('2027-03-01');
  });
  it('단계는 종료 통지 증빙, 임차권등기, 청구, 심사, 이사 뒤 지급 순서예요', () => {
    expect(guaranteeClaim(input(), '2026-11-29').steps.map((step) => step.code)).toEqual([
      'END_NOTICE_WITH_PROOF',
      'LEASE_REGISTRATION',
      'CLAIM',
      'REVIEW',
      'PAYMENT_AFTER_MOVING_OUT',
    ]);
  });
  it('전세대출이 남아 있으면 은행에 먼저 갚는 단계가 붙고, 경매가 시작됐으면 배당 부족분을 말해요', () => {
    const claim = guaranteeClaim(input({ jeonseLoanOutstanding: true, auctionStarted: true }), '2026-11-29');
    expect(claim.steps.at(-1)?.code).toBe('LOAN_REPAID_FIRST');
    expect(claim.steps.find((step) => step.code === 'CLAIM')?.detail).toContain('배당');
  });
  it('HF·SGI는 청구 조건을 확인하지 못해 날짜 없이 단계만 말해요', () => {
    for (const guarantee of ['HF', 'SGI'] as const) {
      const claim = guaranteeClaim(input({ guarantee }), '2027-01-01');
      expect(claim).toMatchObject({
        termsKnown: false,
        accidentOn: null,
        earliestClaimOn: null,
        claimOpen: false,
        rule: null,
      });
      expect(claim.steps.find((step) => step.code === 'CLAIM')?.detail).toContain('물어보고');
    }
  });
  it('보증이 없거나 모르면 청구 단계가 없어요', () => {
    for (const guarantee of ['NONE', 'UNKNOWN'] as const) {
      expect(guaranteeClaim(input({ guarantee }), '2027-01-01')).toMatchObject({ steps: [], earliestClaimOn: null });
    }
  });
});
