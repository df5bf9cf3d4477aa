import { describe, expect, it } from 'vitest';
import { planDepositTrouble } from '@jipsa/domain';
import { depositTroublePlanRequestSchema, depositTroublePlanSchema } from './deposit-trouble.ts';

const request = {
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

const issuesOf = (value: unknown) => {
  const result = depositTroublePlanRequestSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('depositTroublePlanRequestSchema', () => {
  it('필수 답만 있는 요청과 모든 답이 있는 요청을 받아요', () => {
    expect(depositTroublePlanRequestSchema.parse(request)).toEqual(request);
    const full = {
      ...request,
      tacitRenewalNoticeReceivedOn: '2026-11-10',
      depositReturned: 'PART',
      unreturnedAmount: 150_000_000,
      leaseRegistered: false,
      jeonseLoanOutstanding: true,
      manyTenantsAtRisk: 'YES',
      intentNotToReturn: 'UNKNOWN',
      landlords: 2,
      serviceFeeUnit: 5_500,
    };
    expect(depositTroublePlanRequestSchema.parse(full)).toEqual(full);
  });
  it('계약 만기가 최초 계약일보다 앞서거나 같으면 한국어로 말해요', () => {
    expect(issuesOf({ ...request, leaseEndsOn: '2024-10-15' })).toEqual([
      { path: 'leaseEndsOn', message: '계약 만기는 최초 계약일보다 뒤여야 해요.' },
    ]);
  });
  it('보증금이 0원 이하이면 말해요', () => {
    expect(issuesOf({ ...request, deposit: 0 })).toEqual([{ path: 'deposit', message: '보증금은 0원보다 커야 해요.' }]);
    expect(issuesOf({ ...request, deposit: -1 })).toEqual([
      { path: 'deposit', message: '보증금은 0원보다 커야 해요.' },
    ]);
  });
  it('돌려받지 못한 금액이 보증금보다 크면 말하고, 같으면 받아요', () => {
    expect(issuesOf({ ...request, unreturnedAmount: 200_000_001 })).toEqual([
      { path: 'unreturnedAmount', message: '돌려받지 못한 금액은 보증금보다 클 수 없어요.' },
    ]);
    expect(issuesOf({ ...request, unreturnedAmount: 200_000_000 })).toEqual([]);
  });
  it('일부만 돌려받았다면 금액이 필요하고, 그 금액은 보증금보다 적어야 해요', () => {
    expect(issuesOf({ ...request, depositReturned: 'PART' })).toEqual([
      { path: 'unreturnedAmount', message: '일부만 돌려받았다면 돌려받지 못한 금액을 입력해주세요.' },
    ]);
    expect(issuesOf({ ...request, depositReturned: 'PART', unreturnedAmount: 200_000_000 })).toEqual([
      { path: 'unreturnedAmount', message: '일부를 돌려받았다면 돌려받지 못한 금액은 보증금보다 적어야 해요.' },
    ]);
  });
  it('묵시적 갱신 통지일이 처음 만기보다 앞서면 말해요', () => {
    expect(issuesOf({ ...request, tacitRenewalNoticeReceivedOn: '2026-10-31' })).toEqual([
      {
        path: 'tacitRenewalNoticeReceivedOn',
        message: '묵시적 갱신 뒤 해지 통지를 받은 날은 처음 계약 만기보다 뒤여야 해요.',
      },
    ]);
  });
  it('빠진 답, 잘못된 날짜, 모르는 값, 모르는 항목마다 한국어 문장이에요', () => {
    const { guarantee: _guarantee, ...withoutGuarantee } = request;
    expect(issuesOf(withoutGuarantee)).toEqual([
      { path: 'guarantee', message: '가입한 반환보증을 골라주세요. 모르면 "모름"이에요.' },
    ]);
    expect(issuesOf({ ...request, leaseEndsOn: '2026-02-30' })).toEqual([
      { path: 'leaseEndsOn', message: '날짜를 2027-03-01 형식으로 입력해주세요.' },
    ]);
    expect(issuesOf({ ...request, manyTenantsAtRisk: 'MAYBE' })).toEqual([
      { path: 'manyTenantsAtRisk', message: '예, 아니요, 모름 중에서 골라주세요.' },
    ]);
    expect(issuesOf({ ...request, landlords: 0 })).toEqual([
      { path: 'landlords', message: '임대인 수는 1명부터 20명까지 입력해주세요.' },
    ]);
    expect(issuesOf({ ...request, movedOut: 'yes' })).toEqual([
      { path: 'movedOut', message: '이사했는지 골라주세요.' },
    ]);
    expect(issuesOf({ ...request, extra: 1 })).toEqual([{ path: '', message: '알 수 없는 항목이 있어요: extra' }]);
  });
  it('도메인이 만든 계획을 응답 스키마가 그대로 읽어요', () => {
    for (const guarantee of ['HUG', 'SGI', 'NONE'] as const) {
      const plan = planDepositTrouble({ ...request, guarantee, depositReturned: 'NONE' }, { today: '2026-11-29' });
      expect(depositTroublePlanSchema.parse(plan)).toEqual(plan);
    }
  });
});
