import { describe, expect, it } from 'vitest';
import { validateDepositEntry } from './deposit-entry-validation.ts';

describe('validateDepositEntry', () => {
  it('만원 단위 입력을 원으로 바꿔 받아요', () => {
    expect(validateDepositEntry('25000')).toEqual({ ok: true, rentalDeposit: 250_000_000 });
  });

  it('100만원부터 20억원까지 경계값을 포함해서 받아요', () => {
    expect(validateDepositEntry('100')).toEqual({ ok: true, rentalDeposit: 1_000_000 });
    expect(validateDepositEntry('200000')).toEqual({ ok: true, rentalDeposit: 2_000_000_000 });
  });

  it('100만원 미만은 너무 작고 20억원 초과는 너무 커요', () => {
    expect(validateDepositEntry('99')).toEqual({ ok: false, reason: 'TOO_SMALL' });
    expect(validateDepositEntry('0')).toEqual({ ok: false, reason: 'TOO_SMALL' });
    expect(validateDepositEntry('200001')).toEqual({ ok: false, reason: 'TOO_LARGE' });
  });

  it('아무것도 입력하지 않았으면 비어 있어요', () => {
    expect(validateDepositEntry('')).toEqual({ ok: false, reason: 'EMPTY' });
  });
});
