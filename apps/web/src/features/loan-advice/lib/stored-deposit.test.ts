import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredRentalDeposit, RENTAL_DEPOSIT_STORAGE_KEY, storeRentalDeposit } from './stored-deposit.ts';

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('stored rental deposit', () => {
  it('저장한 보증금을 원 단위 그대로 다시 읽어요', () => {
    storeRentalDeposit(250_000_000);
    expect(readStoredRentalDeposit()).toBe(250_000_000);
  });

  it.each([null, 'abc', '1.5', '999999', '2000000001', '-5'])(
    '보증금 입력 화면이 받을 수 없는 값 %s 는 없는 것으로 봐요',
    (raw) => {
      if (raw !== null) window.sessionStorage.setItem(RENTAL_DEPOSIT_STORAGE_KEY, raw);
      expect(readStoredRentalDeposit()).toBeNull();
    },
  );
});
