import { describe, expect, it } from 'vitest';
import { renewalPlanRequestSchema } from './renewal.ts';

const lease = {
  startsOn: '2025-05-21',
  endsOn: '2027-05-20',
  termOrigin: 'NEW',
  deposit: 300_000_000,
  monthlyRent: 0,
};
const bankLoan = {
  kind: 'BANK',
  balance: 200_000_000,
  ratePercent: 4.2,
  drawnOn: '2026-05-26',
  maturesOn: '2028-05-26',
  extensionsUsed: 0,
  guarantor: 'HUG',
  isMetroArea: true,
};

const issuesOf = (value: unknown) => {
  const result = renewalPlanRequestSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('renewalPlanRequestSchema', () => {
  it('계약만 있는 요청과 대출·대환·다음 집까지 있는 요청을 받아요', () => {
    expect(renewalPlanRequestSchema.parse({ lease })).toEqual({ lease });
    const full = {
      lease,
      landlordOffer: { deposit: 315_000_000, monthlyRent: 0 },
      minorChildren: 1,
      loan: bankLoan,
      guarantee: { guarantor: 'HUG', yearlyFeeRatePercent: 0.115 },
      plannedMoveOn: '2027-11-26',
      refinanceOffer: { ratePercent: 3.6, prepaymentFeeRatePercent: 0.6, guaranteeFeeRatePercent: 0.15 },
      nextHome: { deposit: 250_000_000, monthlyRent: 300_000, monthlyTotal: 1_100_000, movingCost: 1_500_000 },
      loanAdviceResultId: '2f0c9b9e-4a4b-4c1e-9d2a-1b2c3d4e5f60',
    };
    expect(renewalPlanRequestSchema.parse(full)).toEqual(full);
    const { guarantor: _guarantor, isMetroArea: _metro, ...loanFacts } = bankLoan;
    expect(renewalPlanRequestSchema.parse({ lease, loan: { ...loanFacts, kind: 'FUND' } }).loan?.kind).toBe('FUND');
  });

  it('계약 만기가 시작일보다 앞서면 만기 칸에 한국어로 말해요', () => {
    expect(issuesOf({ lease: { ...lease, endsOn: '2025-05-20' } })).toEqual([
      { path: 'lease.endsOn', message: '계약 만기는 계약 시작일보다 뒤여야 해요.' },
    ]);
  });

  it('대출 잔액이 보증금보다 크면 잔액 칸에 말해요', () => {
    expect(issuesOf({ lease, loan: { ...bankLoan, balance: 300_000_001 } })).toEqual([
      { path: 'loan.balance', message: '대출 잔액은 보증금보다 클 수 없어요.' },
    ]);
  });

  it('음수 금액과 소수 금액, 음수 금리를 거절해요', () => {
    expect(issuesOf({ lease: { ...lease, deposit: -1 } })).toEqual([
      { path: 'lease.deposit', message: '보증금은 0원부터 20억원까지 원 단위로 입력해주세요.' },
    ]);
    expect(issuesOf({ lease: { ...lease, monthlyRent: 10.5 } })).toEqual([
      { path: 'lease.monthlyRent', message: '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.' },
    ]);
    expect(issuesOf({ lease, loan: { ...bankLoan, ratePercent: -0.1 } })).toEqual([
      { path: 'loan.ratePercent', message: '금리는 0%부터 100%까지 % 숫자로 입력해주세요.' },
    ]);
    expect(issuesOf({ lease, loan: { ...bankLoan, ratePercent: 4.2345 } })).toEqual([
      { path: 'loan.ratePercent', message: '금리와 요율은 소수점 셋째 자리까지 입력할 수 있어요.' },
    ]);
  });

  it('날짜 형식, 대출 만기, 해지 통지일, 보증금·월세가 모두 0인 조건을 말해요', () => {
    expect(issuesOf({ lease: { ...lease, startsOn: '2025-02-30' } })).toEqual([
      { path: 'lease.startsOn', message: '날짜를 2027-03-01 형식으로 입력해주세요.' },
    ]);
    expect(issuesOf({ lease, loan: { ...bankLoan, maturesOn: '2026-05-26' } })).toEqual([
      { path: 'loan.maturesOn', message: '대출 만기는 대출받은 날보다 뒤여야 해요.' },
    ]);
    expect(issuesOf({ lease, exitNoticeOn: '2027-05-21' })).toEqual([
      { path: 'exitNoticeOn', message: '해지 통지일은 계약 만기보다 앞서야 해요.' },
    ]);
    expect(issuesOf({ lease: { ...lease, deposit: 0 } })).toEqual([
      { path: 'lease.deposit', message: '보증금이나 월세 중 하나는 입력해주세요.' },
    ]);
  });

  it('이사 갈 집의 한 달 비용과 이사비는 0원 이상의 원 단위예요', () => {
    const nextHome = { deposit: 250_000_000, monthlyRent: 0 };
    expect(issuesOf({ lease, nextHome: { ...nextHome, monthlyTotal: -1 } })).toEqual([
      { path: 'nextHome.monthlyTotal', message: '이사 갈 집의 한 달 비용은 0원부터 1억원까지 원 단위로 입력해주세요.' },
    ]);
    expect(issuesOf({ lease, nextHome: { ...nextHome, movingCost: 0.5 } })).toEqual([
      { path: 'nextHome.movingCost', message: '이사비는 0원부터 1억원까지 원 단위로 입력해주세요.' },
    ]);
  });

  it('지금 대출 없이 갈아탈 대출만 보내면 거절해요', () => {
    expect(
      issuesOf({
        lease,
        refinanceOffer: { ratePercent: 3.6, prepaymentFeeRatePercent: 0.6, guaranteeFeeRatePercent: 0.15 },
      }),
    ).toEqual([{ path: 'refinanceOffer', message: '갈아탈 대출을 보려면 지금 대출을 먼저 입력해주세요.' }]);
  });

  it('모르는 항목, 모르는 대출 종류, 빠진 계약을 한국어로 거절해요', () => {
    expect(issuesOf({ lease, extra: 1 })).toEqual([{ path: '', message: '알 수 없는 항목이 있어요: extra' }]);
    expect(issuesOf({ lease, loan: { ...bankLoan, kind: 'CARD' } })[0]?.message).toBe('대출 종류를 골라주세요.');
    expect(issuesOf({ lease: { ...lease, termOrigin: 'X' } })[0]?.message).toBe(
      '지금 계약이 어떻게 시작됐는지 골라주세요.',
    );
    expect(issuesOf({})[0]?.message).toBe('요청 형식이 올바르지 않아요.');
  });
});
