import { describe, expect, it } from 'vitest';
import { guaranteeAtRenewal, type GuaranteeAtRenewalInput } from './guarantee-at-renewal.ts';

const base: GuaranteeAtRenewalInput = {
  held: 'HUG',
  otherwise: 'HUG',
  renewedStart: '2027-05-21',
  renewedEnd: '2029-05-20',
  deposit: 300_000_000,
  renewedDeposit: 300_000_000,
  yearlyFeeRateMilli: null,
};
const renew = (overrides: Partial<GuaranteeAtRenewalInput> = {}) =>
  guaranteeAtRenewal({ ...base, ...overrides }, '2026-11-26');

describe('guaranteeAtRenewal — 갱신할 때의 전세보증금반환보증', () => {
  it('HUG는 갱신된 계약기간의 절반이 지나기 전날까지 신청해요', () => {
    expect(renew()).toMatchObject({
      guarantor: 'HUG',
      action: 'RENEW',
      deadline: '2028-05-19',
      feeForRenewedTerm: null,
    });
  });
  it('HF도 절반 규칙이고, SGI는 시작하고 10개월 안이에요', () => {
    expect(renew({ held: 'HF' }).deadline).toBe('2028-05-19');
    expect(renew({ held: 'HF' }).deadlineRule.isEstimate).toBe(true);
    expect(renew({ held: 'SGI' })).toMatchObject({ guarantor: 'SGI', deadline: '2028-03-20' });
  });
  it('보증금이 오르면 늘려서 갱신하고, 보증이 없으면 새로 가입해요 (없을 때는 대출 보증기관 기준)', () => {
    expect(renew({ renewedDeposit: 315_000_000 }).action).toBe('RENEW_WITH_INCREASE');
    expect(renew({ renewedDeposit: 290_000_000 }).action).toBe('RENEW');
    expect(renew({ held: null, otherwise: 'SGI' })).toMatchObject({ guarantor: 'SGI', action: 'NEW' });
  });
  it('보증료율을 알면 갱신된 2년 동안의 보증료를 올린 보증금으로 계산해요', () => {
    expect(renew({ renewedDeposit: 315_000_000, yearlyFeeRateMilli: 115 }).feeForRenewedTerm).toBe(724_500);
    expect(renew({ yearlyFeeRateMilli: 0 }).feeForRenewedTerm).toBe(0);
  });
});
