import { describe, expect, it } from 'vitest';
import type { BankLoan, FundLoan, RenewalPlanContext, RenewalPlanInput } from './renewal-plan-input.ts';
import { RenewalInputError, validateRenewalInput } from './validate-renewal-input.ts';

const CONTEXT: RenewalPlanContext = { today: '2026-11-26', baseRateMilli: 2_500 };
const LEASE = {
  startsOn: '2025-05-21',
  endsOn: '2027-05-20',
  deposit: 300_000_000,
  monthlyRent: 0,
  termOrigin: 'NEW',
} as const;
const BANK: BankLoan = {
  kind: 'BANK',
  guarantor: 'HUG',
  balance: 200_000_000,
  rateMilli: 4_200,
  drawnOn: '2025-05-21',
  maturesOn: '2027-05-21',
  extensionsUsed: 0,
  isMetroArea: true,
};
const FUND: FundLoan = {
  kind: 'FUND',
  balance: 100_000_000,
  rateMilli: 2_500,
  drawnOn: '2025-05-21',
  maturesOn: '2027-05-21',
  extensionsUsed: 0,
};
const VALID_INPUT: RenewalPlanInput = {
  lease: LEASE,
  landlordOffer: { deposit: 330_000_000, monthlyRent: 0 },
  exitNoticeOn: '2026-11-26',
  minorChildren: 2,
  loan: BANK,
  guarantee: { guarantor: 'HUG', yearlyFeeRateMilli: 115 },
  plannedMoveOn: '2027-05-20',
  refinanceOffer: { rateMilli: 3_600, prepaymentFeeRateMilli: 600, guaranteeFeeRateMilli: 150 },
  nextHome: { deposit: 10_000_000, monthlyRent: 500_000 },
};

const check = (input: RenewalPlanInput, context: RenewalPlanContext = CONTEXT) => validateRenewalInput(input, context);
const failure = (field: string, reason: string) => ({ ok: false, field, reason });
const DATE = '날짜를 2027-03-01 형식으로 입력해주세요.';

describe('validateRenewalInput', () => {
  it('모든 칸이 맞으면 통과해요 (집주인 제안이 상한을 넘어도 오류가 아니에요)', () => {
    expect(check(VALID_INPUT)).toEqual({ ok: true });
    expect(check({ lease: LEASE })).toEqual({ ok: true });
    expect(check({ ...VALID_INPUT, loan: { ...FUND, productLimit: 120_000_000, loanToDepositPercent: 80 } })).toEqual({
      ok: true,
    });
  });

  it('기준일과 기준금리', () => {
    expect(check(VALID_INPUT, { ...CONTEXT, today: '2026-11-31' })).toEqual(
      failure('today', '기준일은 2026-11-26 형식의 날짜로 입력해주세요.'),
    );
    expect(check(VALID_INPUT, { ...CONTEXT, baseRateMilli: -1 })).toEqual(
      failure('baseRateMilli', '기준금리는 0% 이상으로 입력해주세요.'),
    );
    expect(check(VALID_INPUT, { ...CONTEXT, baseRateMilli: 2.5 })).toEqual(
      failure('baseRateMilli', '기준금리는 0% 이상으로 입력해주세요.'),
    );
    expect(check(VALID_INPUT, { ...CONTEXT, baseRateMilli: 0 })).toEqual({ ok: true });
  });

  it.each([
    [{ startsOn: '2025-5-21' }, 'lease.startsOn', DATE],
    [{ endsOn: '2027-02-30' }, 'lease.endsOn', DATE],
    [{ contractDate: '2025/05/01' }, 'lease.contractDate', DATE],
    [{ lastIncreaseOn: 'x' }, 'lease.lastIncreaseOn', DATE],
    [{ endsOn: '2025-05-21' }, 'lease.endsOn', '계약 만기는 계약 시작일보다 뒤여야 해요.'],
    [{ endsOn: '2025-05-20' }, 'lease.endsOn', '계약 만기는 계약 시작일보다 뒤여야 해요.'],
    [{ contractDate: '2025-05-22' }, 'lease.contractDate', '계약일은 계약 시작일과 같거나 그 앞이어야 해요.'],
    [{ lastIncreaseOn: '2027-05-21' }, 'lease.lastIncreaseOn', '마지막으로 올린 날은 계약 만기보다 앞서야 해요.'],
    [{ termOrigin: 'RENEWED' }, 'lease.termOrigin', '지금 계약이 어떻게 시작됐는지 골라주세요.'],
    [{ deposit: -1 }, 'lease.deposit', '보증금은 0원 이상의 원 단위 금액으로 입력해주세요.'],
    [{ deposit: 1.5 }, 'lease.deposit', '보증금은 0원 이상의 원 단위 금액으로 입력해주세요.'],
    [{ monthlyRent: -1 }, 'lease.monthlyRent', '월세는 0원 이상의 원 단위 금액으로 입력해주세요.'],
    [{ deposit: 0, monthlyRent: 0 }, 'lease.deposit', '보증금이나 월세 중 하나는 입력해주세요.'],
  ])('계약 칸 %j → %s', (lease, field, reason) => {
    expect(check({ lease: { ...LEASE, ...lease } as RenewalPlanInput['lease'] })).toEqual(failure(field, reason));
  });

  it('경계는 통과해요: 계약일이 시작일과 같고, 마지막으로 올린 날이 만기와 같고, 월세만 있어도 돼요', () => {
    expect(check({ lease: { ...LEASE, contractDate: LEASE.startsOn, lastIncreaseOn: LEASE.endsOn } })).toEqual({
      ok: true,
    });
    expect(check({ lease: { ...LEASE, deposit: 0, monthlyRent: 500_000 } })).toEqual({ ok: true });
  });

  it('집주인 제안, 해지 통지일, 이사 예정일, 자녀 수', () => {
    expect(check({ ...VALID_INPUT, landlordOffer: { deposit: 0, monthlyRent: 0 } })).toEqual(
      failure('landlordOffer.deposit', '보증금이나 월세 중 하나는 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, exitNoticeOn: '2026-13-01' })).toEqual(failure('exitNoticeOn', DATE));
    expect(check({ ...VALID_INPUT, plannedMoveOn: '2027-1-1' })).toEqual(failure('plannedMoveOn', DATE));
    expect(check({ ...VALID_INPUT, exitNoticeOn: '2027-05-21' })).toEqual(
      failure('exitNoticeOn', '해지 통지일은 계약 만기보다 앞서야 해요.'),
    );
    expect(check({ ...VALID_INPUT, exitNoticeOn: '2027-05-20' })).toEqual({ ok: true });
    expect(check({ ...VALID_INPUT, plannedMoveOn: '2026-11-25' })).toEqual(
      failure('plannedMoveOn', '이사 예정일은 오늘이나 그 뒤여야 해요.'),
    );
    expect(check({ ...VALID_INPUT, plannedMoveOn: '2026-11-26' })).toEqual({ ok: true });
    for (const minorChildren of [-1, 1.5, 21]) {
      expect(check({ ...VALID_INPUT, minorChildren })).toEqual(
        failure('minorChildren', '미성년 자녀 수는 0 이상의 정수로 입력해주세요.'),
      );
    }
    expect(check({ ...VALID_INPUT, minorChildren: 20 })).toEqual({ ok: true });
    expect(check({ ...VALID_INPUT, minorChildren: 0 })).toEqual({ ok: true });
  });

  it.each([
    [{ kind: 'MORTGAGE' }, 'loan.kind', '대출 종류를 골라주세요.'],
    [{ balance: -1 }, 'loan.balance', '대출 잔액은 0원 이상의 원 단위 금액으로 입력해주세요.'],
    [{ balance: 300_000_001 }, 'loan.balance', '대출 잔액은 보증금보다 클 수 없어요.'],
    [{ rateMilli: -1 }, 'loan.rateMilli', '금리는 0% 이상으로 입력해주세요.'],
    [{ rateMilli: 20_001 }, 'loan.rateMilli', '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).'],
    [{ drawnOn: '2025-02-29' }, 'loan.drawnOn', DATE],
    [{ maturesOn: '' }, 'loan.maturesOn', DATE],
    [{ maturesOn: '2025-05-21' }, 'loan.maturesOn', '대출 만기는 대출받은 날보다 뒤여야 해요.'],
    [{ drawnOn: '2026-11-27', maturesOn: '2028-11-27' }, 'loan.drawnOn', '대출받은 날은 오늘보다 늦을 수 없어요.'],
    [{ maturesOn: '2026-11-25' }, 'loan.maturesOn', '대출 만기가 이미 지났어요. 연장한 뒤의 만기를 입력해주세요.'],
    [{ extensionsUsed: -1 }, 'loan.extensionsUsed', '연장한 횟수는 0 이상의 정수로 입력해주세요.'],
    [{ extensionsUsed: 10 }, 'loan.extensionsUsed', '연장한 횟수는 0 이상의 정수로 입력해주세요.'],
    [{ extensionsUsed: 0.5 }, 'loan.extensionsUsed', '연장한 횟수는 0 이상의 정수로 입력해주세요.'],
    [{ guarantor: 'KHFC' }, 'loan.guarantor', '대출 보증기관을 골라주세요.'],
    [{ houseOwnership: 'MANY' }, 'loan.houseOwnership', '집을 몇 채 가지고 있는지 골라주세요.'],
    [{ leaseSignedOn: '2025-13-01' }, 'loan.leaseSignedOn', DATE],
  ])('은행 대출 칸 %j → %s', (loan, field, reason) => {
    expect(check({ ...VALID_INPUT, loan: { ...BANK, ...loan } as BankLoan })).toEqual(failure(field, reason));
  });

  it('대출 경계는 통과해요: 잔액이 보증금과 같고, 오늘 받았고, 오늘 만기이고, 9번 연장했고, 금리 20 %', () => {
    const edges = {
      balance: 300_000_000,
      drawnOn: '2026-11-26',
      maturesOn: '2026-11-27',
      extensionsUsed: 9,
      rateMilli: 20_000,
    };
    expect(check({ ...VALID_INPUT, refinanceOffer: undefined, loan: { ...BANK, ...edges } })).toEqual({ ok: true });
    expect(check({ lease: LEASE, loan: { ...BANK, maturesOn: '2026-11-26', drawnOn: '2025-11-26' } })).toEqual({
      ok: true,
    });
    expect(
      check({ lease: LEASE, loan: { ...BANK, houseOwnership: 'ONE_HOUSE', leaseSignedOn: '2025-05-01' } }),
    ).toEqual({
      ok: true,
    });
  });

  it.each([
    [{ productLimit: -1 }, 'loan.productLimit', '상품 한도는 0원 이상의 원 단위 금액으로 입력해주세요.'],
    [{ loanToDepositPercent: 0 }, 'loan.loanToDepositPercent', '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.'],
    [
      { loanToDepositPercent: 101 },
      'loan.loanToDepositPercent',
      '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.',
    ],
    [
      { loanToDepositPercent: 70.5 },
      'loan.loanToDepositPercent',
      '보증금 대비 대출 비율은 1~100 % 사이로 입력해주세요.',
    ],
  ])('기금 대출 칸 %j → %s', (loan, field, reason) => {
    expect(check({ lease: LEASE, loan: { ...FUND, ...loan } })).toEqual(failure(field, reason));
  });

  it('기금 대출의 비율 경계 1 %와 100 %는 통과해요', () => {
    expect(check({ lease: LEASE, loan: { ...FUND, loanToDepositPercent: 1, productLimit: 0 } })).toEqual({ ok: true });
    expect(check({ lease: LEASE, loan: { ...FUND, kind: 'FUND_NEWBORN', loanToDepositPercent: 100 } })).toEqual({
      ok: true,
    });
  });

  it('반환보증', () => {
    expect(check({ ...VALID_INPUT, guarantee: { guarantor: 'KB' as 'HUG' } })).toEqual(
      failure('guarantee.guarantor', '반환보증 기관을 골라주세요.'),
    );
    expect(check({ ...VALID_INPUT, guarantee: { guarantor: 'SGI', yearlyFeeRateMilli: -5 } })).toEqual(
      failure('guarantee.yearlyFeeRateMilli', '보증료율은 0% 이상으로 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, guarantee: { guarantor: 'SGI' } })).toEqual({ ok: true });
  });

  it('갈아탈 대출', () => {
    const offer = VALID_INPUT.refinanceOffer!;
    expect(check({ lease: LEASE, refinanceOffer: offer })).toEqual(
      failure('refinanceOffer', '갈아탈 대출을 보려면 지금 대출을 먼저 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, refinanceOffer: { ...offer, rateMilli: 25_000 } })).toEqual(
      failure('refinanceOffer.rateMilli', '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).'),
    );
    expect(check({ ...VALID_INPUT, refinanceOffer: { ...offer, prepaymentFeeRateMilli: -1 } })).toEqual(
      failure('refinanceOffer.prepaymentFeeRateMilli', '중도상환수수료율은 0% 이상으로 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, refinanceOffer: { ...offer, guaranteeFeeRateMilli: Number.NaN } })).toEqual(
      failure('refinanceOffer.guaranteeFeeRateMilli', '보증료율은 0% 이상으로 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, refinanceOffer: { ...offer, nextRepricingOn: '2027-02-29' } })).toEqual(
      failure('refinanceOffer.nextRepricingOn', DATE),
    );
    expect(check({ ...VALID_INPUT, refinanceOffer: { ...offer, nextRepricingOn: '2026-11-25' } })).toEqual(
      failure('refinanceOffer.nextRepricingOn', '다음 금리 변동일은 오늘이나 그 뒤여야 해요.'),
    );
    expect(check({ ...VALID_INPUT, refinanceOffer: { ...offer, nextRepricingOn: '2026-11-26' } })).toEqual({
      ok: true,
    });
  });

  it('이사 갈 집', () => {
    expect(check({ ...VALID_INPUT, nextHome: { deposit: 10_000_000, monthlyRent: -1 } })).toEqual(
      failure('nextHome.monthlyRent', '월세는 0원 이상의 원 단위 금액으로 입력해주세요.'),
    );
    const home = { deposit: 10_000_000, monthlyRent: 500_000 };
    expect(check({ ...VALID_INPUT, nextHome: { ...home, monthlyTotal: -1 } })).toEqual(
      failure('nextHome.monthlyTotal', '이사 갈 집의 한 달 비용은 0원 이상의 원 단위 금액으로 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, nextHome: { ...home, monthlyTotal: 1.5, movingCost: -1 } })).toEqual(
      failure('nextHome.monthlyTotal', '이사 갈 집의 한 달 비용은 0원 이상의 원 단위 금액으로 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, nextHome: { ...home, monthlyTotal: 0, movingCost: -1 } })).toEqual(
      failure('nextHome.movingCost', '이사비는 0원 이상의 원 단위 금액으로 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, nextHome: { ...home, movingCost: 0.5 } })).toEqual(
      failure('nextHome.movingCost', '이사비는 0원 이상의 원 단위 금액으로 입력해주세요.'),
    );
    expect(check({ ...VALID_INPUT, nextHome: { ...home, monthlyTotal: 0, movingCost: 0 } })).toEqual({ ok: true });
  });

  it('RenewalInputError 는 칸과 이유를 전해요', () => {
    const error = new RenewalInputError('lease.endsOn', '계약 만기는 계약 시작일보다 뒤여야 해요.');
    expect(error).toMatchObject({
      name: 'RenewalInputError',
      field: 'lease.endsOn',
      reason: '계약 만기는 계약 시작일보다 뒤여야 해요.',
      message: '계약 만기는 계약 시작일보다 뒤여야 해요.',
    });
    expect(error).toBeInstanceOf(Error);
  });
});
