import { describe, expect, it } from 'vitest';
import { bankLoanAtRenewal, type BankLoanAtRenewalInput } from './bank-loan-at-renewal.ts';

const base: BankLoanAtRenewalInput = {
  guarantor: 'HUG',
  balance: 150_000_000,
  drawnOn: '2025-11-20',
  increase: 10_000_000,
  isMetroArea: true,
  ownership: 'ONE_HOUSE',
  leaseSignedOn: '2025-11-01',
};

describe('bankLoanAtRenewal — 은행 전세대출의 연장과 증액', () => {
  it('수도권 1주택자: 증액 없는 연장은 DSR 밖이고, 증액은 새 대출이라 DSR에 들어가요', () => {
    const answer = bankLoanAtRenewal(base, '2026-11-26');
    expect(answer.extension).toMatchObject({ counted: false, reason: 'EXTENSION_WITHOUT_INCREASE' });
    expect(answer.increase).toMatchObject({ counted: true, reason: 'ONE_HOUSE', conditions: [] });
  });
  it('증액이 없으면 증액 판단은 없어요', () => {
    expect(bankLoanAtRenewal({ ...base, increase: 0 }, '2026-11-26').increase).toBeNull();
  });
  it('1주택자 한도 2억 안에서만 늘릴 수 있어요 (9·7 대책부터 보증기관 모두)', () => {
    expect(bankLoanAtRenewal(base, '2026-11-26').singleHouseLimit).toMatchObject({
      limit: 200_000_000,
      maxIncrease: 50_000_000,
      certainty: 'S',
    });
    expect(bankLoanAtRenewal({ ...base, balance: 210_000_000 }, '2026-11-26').singleHouseLimit?.maxIncrease).toBe(0);
    expect(bankLoanAtRenewal({ ...base, guarantor: 'SGI' }, '2025-09-08').singleHouseLimit?.limit).toBe(200_000_000);
  });
  it('9·7 전날에는 보증기관별 한도(원문 미확인)이고, 6·17 후속 전에는 따로 없어요', () => {
    expect(bankLoanAtRenewal({ ...base, guarantor: 'SGI' }, '2025-09-07').singleHouseLimit).toMatchObject({
      limit: 300_000_000,
      certainty: 'U',
    });
    expect(bankLoanAtRenewal(base, '2020-07-09').singleHouseLimit).toBeNull();
  });
  it('무주택이거나 수도권 밖이거나 집 수를 모르면 1주택자 한도는 없어요', () => {
    expect(bankLoanAtRenewal({ ...base, ownership: 'NO_HOUSE' }, '2026-11-26').singleHouseLimit).toBeNull();
    expect(bankLoanAtRenewal({ ...base, isMetroArea: false }, '2026-11-26').singleHouseLimit).toBeNull();
    const unknown = bankLoanAtRenewal({ ...base, ownership: undefined }, '2026-11-26');
    expect(unknown.singleHouseLimit).toBeNull();
    expect(unknown.increase).toMatchObject({ counted: true, conditions: ['OWNERSHIP_NOT_GIVEN'] });
  });
  it('10·15 대책 전에는 증액도 DSR 밖이에요', () => {
    expect(bankLoanAtRenewal(base, '2025-10-28').increase).toMatchObject({ counted: false, reason: 'BEFORE_RULE' });
  });
});
