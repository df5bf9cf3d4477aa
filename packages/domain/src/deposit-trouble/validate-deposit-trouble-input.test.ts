import { describe, expect, it } from 'vitest';
import type { DepositTroubleInput } from './deposit-trouble-input.ts';
import {
  DEPOSIT_TROUBLE_CROSS_FIELD_MESSAGES as MESSAGES,
  validateDepositTroubleInput,
} from './validate-deposit-trouble-input.ts';

const valid: DepositTroubleInput = {
  leaseEndsOn: '2026-10-31',
  firstContractDate: '2024-10-15',
  deposit: 200_000_000,
  depositReturned: 'NONE',
  movedOut: false,
  moveInReported: true,
  fixedDateStamped: true,
  guarantee: 'HUG',
  auctionStarted: false,
  seizureStarted: false,
};
const check = (overrides: Partial<DepositTroubleInput>, today = '2026-11-29') =>
  validateDepositTroubleInput({ ...valid, ...overrides }, { today });

describe('validateDepositTroubleInput — 잘못된 입력마다 한국어 한 문장', () => {
  it('맞는 입력은 통과해요', () => {
    expect(check({})).toEqual({ ok: true });
  });
  it.each([
    [{ leaseEndsOn: '2024-10-15' }, 'leaseEndsOn', MESSAGES.leaseEndNotAfterContract],
    [{ leaseEndsOn: '2024-10-14' }, 'leaseEndsOn', MESSAGES.leaseEndNotAfterContract],
    [{ leaseEndsOn: '2026-13-01' }, 'leaseEndsOn', '날짜를 2027-03-01 형식으로 입력해주세요.'],
    [
      { firstContractDate: '2026-11-30', leaseEndsOn: '2027-11-30' },
      'firstContractDate',
      '최초 계약일은 오늘이나 그 전이어야 해요.',
    ],
    [{ tacitRenewalNoticeReceivedOn: '2026-10-31' }, 'tacitRenewalNoticeReceivedOn', MESSAGES.noticeNotAfterEnd],
    [{ deposit: 0 }, 'deposit', MESSAGES.depositNotPositive],
    [{ deposit: 1.5 }, 'deposit', '보증금은 원 단위 정수로 입력해주세요.'],
    [{ unreturnedAmount: 0 }, 'unreturnedAmount', MESSAGES.unreturnedNotPositive],
    [{ unreturnedAmount: 200_000_001 }, 'unreturnedAmount', MESSAGES.unreturnedOverDeposit],
    [{ depositReturned: 'PART' }, 'unreturnedAmount', MESSAGES.partNeedsAmount],
    [{ depositReturned: 'PART', unreturnedAmount: 200_000_000 }, 'unreturnedAmount', MESSAGES.partIsWholeDeposit],
    [
      { tacitRenewalNoticeReceivedOn: '2026-11-31' },
      'tacitRenewalNoticeReceivedOn',
      '날짜를 2027-03-01 형식으로 입력해주세요.',
    ],
    [{ firstContractDate: '2024/10/15' }, 'firstContractDate', '날짜를 2027-03-01 형식으로 입력해주세요.'],
    [{ unreturnedAmount: 1.5 }, 'unreturnedAmount', '돌려받지 못한 금액은 원 단위 정수로 입력해주세요.'],
    [{ depositReturned: 'ALL' }, 'depositReturned', '보증금을 얼마나 돌려받았는지 골라주세요.'],
    [{ guarantee: 'KB' }, 'guarantee', '가입한 반환보증을 골라주세요. 모르면 "모름"이에요.'],
    [{ manyTenantsAtRisk: 'MAYBE' }, 'manyTenantsAtRisk', '예, 아니요, 모름 중에서 골라주세요.'],
    [{ intentNotToReturn: 'MAYBE' }, 'intentNotToReturn', '예, 아니요, 모름 중에서 골라주세요.'],
    [{ landlords: 1.5 }, 'landlords', '임대인 수는 1명부터 20명까지 입력해주세요.'],
    [{ landlords: 21 }, 'landlords', '임대인 수는 1명부터 20명까지 입력해주세요.'],
    [{ serviceFeeUnit: 0 }, 'serviceFeeUnit', '송달료 1회분은 1원부터 10만원까지 원 단위로 입력해주세요.'],
    [{ serviceFeeUnit: 5_200.5 }, 'serviceFeeUnit', '송달료 1회분은 1원부터 10만원까지 원 단위로 입력해주세요.'],
    [{ landlords: 0 }, 'landlords', '임대인 수는 1명부터 20명까지 입력해주세요.'],
    [{ serviceFeeUnit: 100_001 }, 'serviceFeeUnit', '송달료 1회분은 1원부터 10만원까지 원 단위로 입력해주세요.'],
  ] as const)('%o → %s', (overrides, field, reason) => {
    expect(check(overrides as Partial<DepositTroubleInput>)).toEqual({ ok: false, field, reason });
  });
  it('기준일이 날짜가 아니면 말해요', () => {
    expect(check({}, '2026-11-31')).toEqual({
      ok: false,
      field: 'today',
      reason: '기준일은 2026-11-29 형식의 날짜로 입력해주세요.',
    });
  });
  it('경계 안쪽은 통과해요: 최초 계약이 오늘, 보증금 전액 미반환, 일부 반환에 보증금 − 1원, 통지가 만기 다음 날', () => {
    expect(check({ firstContractDate: '2026-11-29', leaseEndsOn: '2026-11-30' })).toEqual({ ok: true });
    expect(check({ unreturnedAmount: 200_000_000 })).toEqual({ ok: true });
    expect(check({ depositReturned: 'PART', unreturnedAmount: 199_999_999 })).toEqual({ ok: true });
    expect(check({ tacitRenewalNoticeReceivedOn: '2026-11-01' })).toEqual({ ok: true });
    expect(check({ landlords: 20, serviceFeeUnit: 100_000 })).toEqual({ ok: true });
    expect(check({ landlords: 1, serviceFeeUnit: 1, manyTenantsAtRisk: 'NO', intentNotToReturn: 'YES' })).toEqual({
      ok: true,
    });
  });
});
