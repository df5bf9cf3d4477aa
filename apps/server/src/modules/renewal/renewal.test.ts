import type { LoanAdviceReport, RenewalPlanView, SavedRenewalPlan } from '@jipsa/contracts';
import { nextHomeOfferCost, STAY_OR_MOVE_VERDICTS } from '@jipsa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest, signInAsMember } from '../auth/auth-test-support.ts';
import { contextOn, loanProfile, parsedProfile } from '../loan-advice/loan-advice-test-support.ts';

// 2026-11-26 08:00 in Seoul; the shipped market-rate table's row in force has 기준금리 2.50 %.
const NOW = new Date('2026-11-25T23:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => NOW });
});
afterAll(async () => {
  await testApp.app.close();
});

const lease = { startsOn: '2025-05-21', endsOn: '2027-05-20', termOrigin: 'NEW', deposit: 300_000_000, monthlyRent: 0 };
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
const refinanceOffer = { ratePercent: 3.6, prepaymentFeeRatePercent: 0.6, guaranteeFeeRatePercent: 0.15 };

function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { accesstoken: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function planOf(token: string, payload: unknown): Promise<RenewalPlanView> {
  const response = await call('POST', '/api/v1/renewalPlan', token, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function newReport(token: string): Promise<string> {
  const response = await call('POST', '/api/v1/loanAdvice', token, loanProfile());
  expect(response.statusCode).toBe(200);
  return (response.json().data as LoanAdviceReport).loanAdviceResultId;
}

describe('POST /api/v1/renewalPlan: 이슈 48의 예시', () => {
  it('2027-05-20 만기, 갱신요구권 미사용, 오늘 2026-11-26이면 갱신요구 기간은 2026-11-20~2027-03-20, 갱신 뒤 만기는 2029-05-20이에요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const plan = await planOf(token, { lease });
    expect(plan.today).toBe('2026-11-26');
    expect(plan.renewalRequestWindow).toEqual({ from: '2026-11-20', to: '2027-03-20', status: 'OPEN' });
    expect(plan.renewedLeaseEnd).toBe('2029-05-20');
  });

  it('전세 3억, 기준금리 2.50%면 보증금은 3억 1,500만원까지, 같은 5%를 월세로는 min(10%, 4.5%)로 월 56,250원까지예요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const plan = await planOf(token, { lease });
    expect(plan.baseRatePercent).toBe(2.5);
    expect(plan.conversionCapPercent).toBe(4.5);
    expect(plan.maxDepositOnRenewal).toBe(315_000_000);
    expect(plan.maxMonthlyRentForIncrease).toBe(56_250);
  });

  it('은행 전세대출 2억 4.20%→3.60%: 1,425,000원을 들여 월 100,000원, 14.25개월에 본전, 18개월이면 +375,000원(얇아요)', async () => {
    const member = await signInAsMember(testApp.app, '갱신회원');
    const plan = await planOf(member.accessToken, { lease, loan: bankLoan, refinanceOffer });
    expect(plan.refinance).toMatchObject({
      prepaymentFee: 900_000,
      guaranteeFee: 450_000,
      stampDuty: 75_000,
      upfrontCost: 1_425_000,
      monthlySaving: 100_000,
      breakEvenMonths: 14.25,
      horizonMonths: 18,
      net: 375_000,
      verdict: 'THIN_MARGIN',
    });
  });

  it('12개월 뒤 이사하면 같은 대환은 −225,000원이라 갈아타지 않아요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const plan = await planOf(token, { lease, loan: bankLoan, refinanceOffer, plannedMoveOn: '2027-11-26' });
    expect(plan.refinance).toMatchObject({ horizonMonths: 12, net: -225_000, verdict: 'DONT_SWITCH' });
  });

  it('날짜별 할 일과 조건, 반환보증 기한을 함께 줘요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const plan = await planOf(token, { lease, loan: bankLoan });
    expect(plan.timeline.map((step) => step.code)).toContain('RENEWAL_REQUEST_CLOSES');
    expect(plan.guaranteeDeadline).toBe(plan.guarantee.deadline);
    expect(plan.fundExtension).toBeNull();
    expect(plan.earlyExitEffectiveDate).toBeNull();
  });
});

describe('POST /api/v1/renewalPlan: 집주인의 제안', () => {
  it('법정 상한(5%)을 넘는 제안은 잘못된 입력이 아니라, 넘는 만큼과 돌려받을 수 있다는 표시로 답해요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const plan = await planOf(token, { lease, landlordOffer: { deposit: 320_000_000, monthlyRent: 0 } });
    expect(plan.landlordOffer).toEqual({
      capApplies: true,
      overCap: true,
      excessAsDeposit: 5_000_000,
      excessAsMonthlyRent: 18_750,
      reclaimable: true,
    });
  });
});

describe('POST /api/v1/renewalPlan: 머물기와 이사', () => {
  it('다음 집의 한 달 비용을 주면 같은 2년으로 머물기와 이사를 나란히 놓고, 중개보수는 법정 상한이에요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const nextHome = { deposit: 300_000_000, monthlyRent: 0, monthlyTotal: 900_000, movingCost: 1_500_000 };
    const plan = await planOf(token, { lease, loan: bankLoan, nextHome });
    expect(plan.brokerageFee).not.toBeNull();
    expect(plan.stayOrMove).toMatchObject({
      horizonMonths: 24,
      moving: { offerMonthlyTotal: 900_000, brokerageFee: plan.brokerageFee, movingCost: 1_500_000 },
    });
    const withoutCost = await planOf(token, { lease, nextHome: { deposit: 300_000_000, monthlyRent: 0 } });
    expect(withoutCost.stayOrMove).toBeNull();
  });
});

describe('POST /api/v1/renewalPlan: 보고서의 사람으로 다음 집 값 매기기', () => {
  // A 반전세 in reach of the report's person (2,000만 in cash, 3,000만 a year): a loan covers the rest of the deposit.
  const nextHome = { deposit: 100_000_000, monthlyRent: 300_000, movingCost: 1_500_000 };

  it('보고서와 함께 보내면 다음 집의 한 달 비용을 그 사람으로 임대 조건 비교 엔진이 매겨 머물기와 이사를 견줘요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const reportId = await newReport(token);
    const plan = await planOf(token, { lease, loan: bankLoan, nextHome, loanAdviceResultId: reportId });

    const { rentalDeposit: _deposit, monthlyRent: _rent, ...person } = parsedProfile();
    const expected = nextHomeOfferCost(nextHome, person, contextOn('2026-11-26'));
    expect(expected.monthlyTotal).toBeGreaterThan(nextHome.monthlyRent);
    expect(plan.stayOrMove?.moving).toMatchObject({
      offerMonthlyTotal: expected.monthlyTotal,
      brokerageFee: plan.brokerageFee,
      movingCost: 1_500_000,
    });
    expect(STAY_OR_MOVE_VERDICTS).toContain(plan.stayOrMove?.verdict);
    expect(plan.conditions.map((condition) => condition.code)).toContain('STAY_OR_MOVE_WHAT_IS_COUNTED');
  });

  it('보고서가 있어도 한 달 비용을 직접 주면 그 값을 써요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const reportId = await newReport(token);
    const given = { ...nextHome, monthlyTotal: 900_000 };
    const plan = await planOf(token, { lease, nextHome: given, loanAdviceResultId: reportId });
    expect(plan.stayOrMove?.moving.offerMonthlyTotal).toBe(900_000);
  });

  it('보고서도 한 달 비용도 없으면 비교하지 않고, 중개보수 상한만 알려줘요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const plan = await planOf(token, { lease, loan: bankLoan, nextHome });
    expect(plan.stayOrMove).toBeNull();
    expect(plan.brokerageFee).not.toBeNull();
  });

  it('다른 사람의 보고서로는 값을 매기지 않아요 (404)', async () => {
    const owner = (await signInAsGuest(testApp.app)).accessToken;
    const reportId = await newReport(owner);
    const stranger = (await signInAsGuest(testApp.app)).accessToken;
    const response = await call('POST', '/api/v1/renewalPlan', stranger, {
      lease,
      nextHome,
      loanAdviceResultId: reportId,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/v1/renewalPlan: 잘못된 입력', () => {
  async function rejected(payload: unknown) {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const response = await call('POST', '/api/v1/renewalPlan', token, payload);
    expect(response.statusCode).toBe(400);
    return response.json();
  }

  it('계약 만기가 시작일보다 앞서거나 대출 잔액이 보증금보다 크면 그 칸에 한국어로 말해요', async () => {
    const endBeforeStart = await rejected({ lease: { ...lease, endsOn: '2025-05-01' } });
    expect(endBeforeStart.message).toBe('계약 만기는 계약 시작일보다 뒤여야 해요.');
    expect(endBeforeStart.data.fieldErrors).toEqual([
      { field: 'lease.endsOn', message: '계약 만기는 계약 시작일보다 뒤여야 해요.' },
    ]);
    const overDeposit = await rejected({ lease, loan: { ...bankLoan, balance: 300_000_001 } });
    expect(overDeposit.data.fieldErrors).toEqual([
      { field: 'loan.balance', message: '대출 잔액은 보증금보다 클 수 없어요.' },
    ]);
  });

  it('음수 금액과 모르는 항목을 거절해요', async () => {
    const negative = await rejected({ lease: { ...lease, monthlyRent: -1 } });
    expect(negative.data.fieldErrors).toEqual([
      { field: 'lease.monthlyRent', message: '월세는 0원부터 1,000만원까지 원 단위로 입력해주세요.' },
    ]);
    expect((await rejected({ lease, extra: true })).message).toBe('알 수 없는 항목이 있어요: extra');
  });

  it('오늘이 있어야 알 수 있는 잘못은 도메인의 한국어 문장으로, 금리는 % 칸 이름으로 말해요', async () => {
    const pastMove = await rejected({ lease, plannedMoveOn: '2026-11-25' });
    expect(pastMove.data.fieldErrors).toEqual([
      { field: 'plannedMoveOn', message: '이사 예정일은 오늘이나 그 뒤여야 해요.' },
    ]);
    const usury = await rejected({ lease, loan: { ...bankLoan, ratePercent: 25 } });
    expect(usury.data.fieldErrors[0].field).toBe('loan.ratePercent');
  });
});

describe('보고서에 저장하고 다시 열기', () => {
  it('loanAdviceResultId가 있으면 저장하고, 다시 열면 저장한 답 그대로예요', async () => {
    const token = (await signInAsGuest(testApp.app)).accessToken;
    const reportId = await newReport(token);
    const base = `/api/v1/loanAdvice/${reportId}/renewalPlan`;
    expect((await call('GET', base, token)).statusCode).toBe(404);

    const request = { lease, loan: bankLoan, refinanceOffer, loanAdviceResultId: reportId };
    const plan = await planOf(token, request);
    const reopened = await call('GET', base, token);
    expect(reopened.statusCode).toBe(200);
    const saved: SavedRenewalPlan = reopened.json().data;
    expect(saved.plan).toEqual(plan);
    expect(saved.request).toEqual(request);
    expect(saved.savedAt).toBe(NOW.toISOString());
  });

  it('다른 사람의 보고서에는 저장하지도 열지도 못해요 (404)', async () => {
    const owner = (await signInAsGuest(testApp.app)).accessToken;
    const reportId = await newReport(owner);
    await planOf(owner, { lease, loanAdviceResultId: reportId });

    const stranger = (await signInAsMember(testApp.app, '남의보고서')).accessToken;
    const save = await call('POST', '/api/v1/renewalPlan', stranger, { lease, loanAdviceResultId: reportId });
    expect(save.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/loanAdvice/${reportId}/renewalPlan`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/loanAdvice/not-a-uuid/renewalPlan', stranger)).statusCode).toBe(404);
  });

  it('로그인하지 않으면 401이에요', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/renewalPlan', payload: { lease } });
    expect(response.statusCode).toBe(401);
  });
});
