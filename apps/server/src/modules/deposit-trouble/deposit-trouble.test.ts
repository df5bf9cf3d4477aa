import type { ContractChecklist, DepositTroublePlanView, SavedDepositTroublePlan } from '@jipsa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositTroublePlans } from '../../db/schema/deposit-trouble.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest } from '../auth/auth-test-support.ts';
import { loanProfile } from '../loan-advice/loan-advice-test-support.ts';

// 2026-11-29 08:00 in Seoul.
const NOW = new Date('2026-11-28T23:00:00Z');
let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => NOW });
  token = (await signInAsGuest(testApp.app)).accessToken;
});
afterAll(async () => {
  await testApp.app.close();
});

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

function post(url: string, payload: unknown, accessToken: string | null = token) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: accessToken === null ? {} : { accesstoken: accessToken },
    payload: payload as object,
  });
}

describe('POST /api/v1/depositTroublePlan', () => {
  it('게스트에게 오늘(한국 날짜) 기준 계획을 줘요: 임차권등기명령, HUG 청구, 전세사기피해자 결정, 연락처', async () => {
    const response = await post('/api/v1/depositTroublePlan', request);
    expect(response.statusCode, response.body).toBe(200);
    const plan: DepositTroublePlanView = response.json().data;
    expect(plan).toMatchObject({
      today: '2026-11-29',
      leaseEndedOn: '2026-10-31',
      leaseRegistration: { applyFrom: '2026-11-01', canApplyNow: true, costs: { total: 43_400 } },
      guaranteeClaim: { earliestClaimOn: '2026-12-01', claimOpen: false },
      fraudVictim: { outlook: 'CONDITIONAL' },
    });
    expect(plan.leaseRegistration.moveOnlyOnceRegistered).toBe('등기부에 올라간 것을 확인하고 이사하세요.');
    expect(plan.contacts.map((contact) => contact.phone)).toEqual(['1533-8119', '132', null]);
    expect(plan.timeline.map((step) => step.code)).toEqual([
      'LEASE_ENDED',
      'LEASE_REGISTRATION_FROM',
      'GUARANTEE_CLAIM_FROM',
      'FRAUD_DECISION_APPLY_BY',
    ]);
  });
  it('최초 계약 2025-05-31은 특별법 안, 2025-06-01은 밖이에요', async () => {
    const outlookOf = async (firstContractDate: string) =>
      (
        (await post('/api/v1/depositTroublePlan', { ...request, firstContractDate })).json()
          .data as DepositTroublePlanView
      ).fraudVictim.outlook;
    expect(await outlookOf('2025-05-31')).toBe('CONDITIONAL');
    expect(await outlookOf('2025-06-01')).toBe('NOT_COVERED');
  });
  it('잘못된 입력은 400과 한국어 필드 오류예요 (최초 계약이 미래인 것은 도메인이 말해요)', async () => {
    const cases = [
      [{ ...request, leaseEndsOn: '2024-10-01' }, 'leaseEndsOn', '계약 만기는 최초 계약일보다 뒤여야 해요.'],
      [{ ...request, deposit: 0 }, 'deposit', '보증금은 0원보다 커야 해요.'],
      [
        { ...request, unreturnedAmount: 300_000_000 },
        'unreturnedAmount',
        '돌려받지 못한 금액은 보증금보다 클 수 없어요.',
      ],
      [
        { ...request, firstContractDate: '2026-11-30', leaseEndsOn: '2028-11-29' },
        'firstContractDate',
        '최초 계약일은 오늘이나 그 전이어야 해요.',
      ],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await post('/api/v1/depositTroublePlan', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fieldErrors: [{ field, message }],
      });
    }
  });
  it('토큰이 없으면 401이에요', async () => {
    expect((await post('/api/v1/depositTroublePlan', request, null)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/depositTroublePlan/calendar', () => {
  it('아직 오지 않은 날짜만 .ics 일정으로, 계약마다 같은 UID로 줘요', async () => {
    const response = await post('/api/v1/depositTroublePlan/calendar', request);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('jipsa-deposit-trouble.ics');
    const unfolded = response.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('UID:lease-2024-10-15-2026-10-31-deposit-trouble-GUARANTEE_CLAIM_FROM@jipsa');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261201');
    expect(unfolded).toContain('UID:lease-2024-10-15-2026-10-31-deposit-trouble-FRAUD_DECISION_APPLY_BY@jipsa');
    expect(unfolded).not.toContain('LEASE_REGISTRATION_FROM');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
  it('잘못된 입력은 JSON 오류로 답해요', async () => {
    const response = await post('/api/v1/depositTroublePlan/calendar', { ...request, deposit: -5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fieldErrors).toEqual([{ field: 'deposit', message: '보증금은 0원보다 커야 해요.' }]);
  });
});

describe('the plan kept with a report (issue 49: its dates join the checklist and its .ics)', () => {
  async function reportOf(accessToken: string): Promise<string> {
    const response = await post('/api/v1/loanAdvice', loanProfile(), accessToken);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.loanAdviceResultId;
  }
  const get = (url: string, accessToken: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { accesstoken: accessToken } });

  it('보고서를 고르면 저장하고 그대로 다시 열며, 체크리스트와 .ics에 deposit-trouble 기한이 들어가요', async () => {
    const owner = (await signInAsGuest(testApp.app)).accessToken;
    const id = await reportOf(owner);
    expect((await get(`/api/v1/loanAdvice/${id}/depositTroublePlan`, owner)).statusCode).toBe(404);

    const saved = await post('/api/v1/depositTroublePlan', { ...request, loanAdviceResultId: id }, owner);
    expect(saved.statusCode, saved.body).toBe(200);
    const plan: DepositTroublePlanView = saved.json().data;

    const reopened: SavedDepositTroublePlan = (await get(`/api/v1/loanAdvice/${id}/depositTroublePlan`, owner)).json()
      .data;
    expect(reopened).toMatchObject({ loanAdviceResultId: id, plan, request: { ...request, loanAdviceResultId: id } });

    const checklist: ContractChecklist = (await get(`/api/v1/loanAdvice/${id}/checklist`, owner)).json().data;
    expect(checklist.depositTroubleDeadlines).toEqual(plan.timeline);
    const calendar = await get(`/api/v1/loanAdvice/${id}/checklist.ics`, owner);
    expect(calendar.statusCode).toBe(200);
    const unfolded = calendar.body.replace(/\r\n[ \t]/g, '');
    expect(plan.timeline.filter((step) => !step.passed).length).toBeGreaterThan(0);
    for (const step of plan.timeline) {
      const uid = `UID:${id}-deposit-trouble-${step.code}@jipsa`;
      if (step.passed) expect(unfolded).not.toContain(uid);
      else expect(unfolded).toContain(uid);
    }
  });

  it('남의 보고서에는 저장하지 않고 404, 보고서 없이 받은 계획은 어디에도 남지 않아요', async () => {
    const owner = (await signInAsGuest(testApp.app)).accessToken;
    const stranger = (await signInAsGuest(testApp.app)).accessToken;
    const id = await reportOf(owner);
    const before = (await testApp.database.db.select().from(depositTroublePlans)).length;

    const foreign = await post('/api/v1/depositTroublePlan', { ...request, loanAdviceResultId: id }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      message: '계획을 저장할 보고서를 찾을 수 없어요.',
      data: { errorCode: 'NOT_FOUND' },
    });
    expect((await get(`/api/v1/loanAdvice/${id}/depositTroublePlan`, stranger)).statusCode).toBe(404);
    expect((await post('/api/v1/depositTroublePlan', request, owner)).statusCode).toBe(200);

    expect((await testApp.database.db.select().from(depositTroublePlans)).length).toBe(before);
  });
});
