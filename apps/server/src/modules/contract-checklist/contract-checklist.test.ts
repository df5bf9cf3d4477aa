import type { ContractChecklist, LoanAdviceReport, RenewalPlanView } from '@jipsa/contracts';
import { contractSchedule } from '@jipsa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractChecklists } from '../../db/schema/contract-checklists.ts';
import { loanAdviceResults } from '../../db/schema/loan-advice.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest } from '../auth/auth-test-support.ts';
import { loanProfile } from '../loan-advice/loan-advice-test-support.ts';

// 2026-11-26 08:00 in Seoul.
const NOW = new Date('2026-11-25T23:00:00Z');
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { clock: () => NOW });
});
afterAll(async () => {
  await testApp.app.close();
});

const dates = { contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' };

function request(method: 'GET' | 'PUT', url: string, token: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { accesstoken: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function newReport(token: string): Promise<LoanAdviceReport> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/loanAdvice',
    headers: { accesstoken: token },
    payload: loanProfile(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function reportOfNewGuest() {
  const token = (await signInAsGuest(testApp.app)).accessToken;
  const report = await newReport(token);
  const id = report.loanAdviceResultId;
  return { token, id, base: `/api/v1/loanAdvice/${id}/checklist` };
}

describe('contract checklist routes', () => {
  it('날짜가 없으면 빈 체크리스트, 날짜를 넣으면 도메인의 날짜별 단계를 돌려줘요', async () => {
    const { token, base } = await reportOfNewGuest();
    const empty = await request('GET', base, token);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual({ dates: null, steps: [], updatedAt: null });

    const saved = await request('PUT', base, token, dates);
    expect(saved.statusCode).toBe(200);
    const checklist: ContractChecklist = saved.json().data;
    expect(checklist.dates).toEqual(dates);
    expect(checklist.steps.map((step) => step.code)).toEqual(
      contractSchedule(dates, '2026-11-26').map((step) => step.code),
    );
    expect(checklist.steps.every((step) => !step.done)).toBe(true);
    expect((await request('GET', base, token)).json().data).toEqual(checklist);
  });

  it('단계를 체크하면 남고, 날짜를 바꾸면 새 날짜에도 있는 단계의 체크만 남아요', async () => {
    const { token, base } = await reportOfNewGuest();
    await request('PUT', base, token, dates);
    const ticked = await request('PUT', `${base}/steps/RETURN_GUARANTEE_SGI`, token, { done: true });
    expect(ticked.statusCode).toBe(200);
    await request('PUT', `${base}/steps/TAX_ARREARS`, token, { done: true });
    await request('PUT', `${base}/steps/TAX_ARREARS`, token, { done: true });
    const done = (checklist: ContractChecklist) => checklist.steps.filter((step) => step.done).map((step) => step.code);
    expect(done((await request('GET', base, token)).json().data)).toEqual(['TAX_ARREARS', 'RETURN_GUARANTEE_SGI']);

    // A lease shorter than a year has no return-guarantee steps: that tick goes, the other stays.
    const shorter = await request('PUT', base, token, { ...dates, leaseEndDate: '2027-12-31' });
    expect(done(shorter.json().data)).toEqual(['TAX_ARREARS']);
    // Back to the two-year lease, the dropped tick does not come back.
    expect(done((await request('PUT', base, token, dates)).json().data)).toEqual(['TAX_ARREARS']);
    const unticked = await request('PUT', `${base}/steps/TAX_ARREARS`, token, { done: false });
    expect(done(unticked.json().data)).toEqual([]);
  });

  it('순서가 틀린 날짜와 없는 단계는 400이고 어느 칸인지 한국어로 말해요', async () => {
    const { token, base } = await reportOfNewGuest();
    const early = await request('PUT', base, token, { ...dates, balanceDate: '2027-01-09' });
    expect(early.statusCode).toBe(400);
    expect(early.json().data).toEqual({
      errorCode: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'balanceDate', message: '잔금일·입주일은 계약일과 같거나 그 뒤여야 해요.' }],
    });
    const beforeDates = await request('PUT', `${base}/steps/TAX_ARREARS`, token, { done: true });
    expect(beforeDates.statusCode).toBe(400);
    expect(beforeDates.json().message).toBe('계약일, 잔금일·입주일, 계약 만기를 먼저 입력해주세요.');
    const unknown = await request('PUT', `${base}/steps/NOT_A_STEP`, token, { done: true });
    expect(unknown.statusCode).toBe(400);
  });

  it('다른 사람의 보고서 체크리스트는 읽지도 바꾸지도 못해요 (404)', async () => {
    const owner = await reportOfNewGuest();
    await request('PUT', owner.base, owner.token, dates);
    const stranger = (await signInAsGuest(testApp.app)).accessToken;
    for (const [method, url, payload] of [
      ['GET', owner.base, undefined],
      ['PUT', owner.base, dates],
      ['PUT', `${owner.base}/steps/TAX_ARREARS`, { done: true }],
      ['GET', `${owner.base}.ics`, undefined],
      ['GET', '/api/v1/loanAdvice/not-a-uuid/checklist', undefined],
    ] as const) {
      expect((await request(method, url, stranger, payload)).statusCode).toBe(404);
    }
    const stored = await testApp.database.db
      .select()
      .from(contractChecklists)
      .where(eq(contractChecklists.loanAdviceResultId, owner.id));
    expect(stored[0]?.doneStepCodes).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: owner.base })).statusCode).toBe(401);
  });

  it('.ics: 날짜 있는 단계마다 하루짜리 VEVENT, 고정 UID, CRLF, 75옥텟 접기, 첨부 파일 이름', async () => {
    const { token, id, base } = await reportOfNewGuest();
    expect((await request('GET', `${base}.ics`, token)).statusCode).toBe(404);
    await request('PUT', base, token, dates);
    const response = await request('GET', `${base}.ics`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="jipsa-checklist.ics"');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const dated = contractSchedule(dates, '2026-11-26').filter((step) => step.dueDate !== null);
    // The 갱신요구 window opens on a day no other step marks: its opening is an event of its own (issue 50).
    expect(unfolded.match(/BEGIN:VEVENT/g)?.length).toBe(dated.length + 1);
    expect(unfolded).toMatch(
      new RegExp(
        `UID:${id}-RENEWAL_REQUEST-opens@jipsa[^]*?DTSTART;VALUE=DATE:20280828[^]*?SUMMARY:계약갱신요구 기간 시작`,
      ),
    );
    expect(unfolded).toContain('SUMMARY:계약갱신요구 기간 마지막 날');
    for (const step of dated) {
      expect(unfolded).toContain(`UID:${id}-${step.code}@jipsa`);
    }
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270301');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20280228');
    expect(unfolded).toContain('SUMMARY:HUG 전세보증금반환보증 가입 마감');
    expect(unfolded).toMatch(/DESCRIPTION:[^\r]*, 을구에서/);
    expect(unfolded).toContain('\\, 을구에서');
    // The same checklist downloads as the same bytes (DTSTAMP is the checklist's last change).
    expect((await request('GET', `${base}.ics`, token)).body).toBe(text);

    // A ticked step reads as done in the calendar's title (what calendar apps show) and reminds no more.
    await request('PUT', `${base}/steps/RETURN_GUARANTEE_HUG`, token, { done: true });
    const ticked = (await request('GET', `${base}.ics`, token)).body.replace(/\r\n[ \t]/g, '');
    const hugEvent = ticked
      .split('BEGIN:VEVENT')
      .find((event) => event.includes(`UID:${id}-RETURN_GUARANTEE_HUG@jipsa`));
    expect(hugEvent).toContain('SUMMARY:✓ HUG 전세보증금반환보증 가입 마감 (완료)');
    expect(hugEvent).not.toContain('BEGIN:VALARM');
    expect(ticked).toContain('SUMMARY:계약갱신요구 기간 시작');
  });

  it('계약 만기 계획을 저장하면 그 기한이 체크리스트와 .ics에 renewal UID로 들어가요', async () => {
    const { token, id, base } = await reportOfNewGuest();
    const lease = {
      startsOn: '2025-05-21',
      endsOn: '2027-05-20',
      termOrigin: 'NEW',
      deposit: 300_000_000,
      monthlyRent: 0,
    };
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/renewalPlan',
      headers: { accesstoken: token },
      payload: { lease, loanAdviceResultId: id },
    });
    expect(saved.statusCode).toBe(200);
    const plan: RenewalPlanView = saved.json().data;
    const upcoming = plan.timeline.filter((step) => !step.passed);
    expect(upcoming.map((step) => step.code)).toContain('RENEWAL_REQUEST_CLOSES');

    // A plan alone is enough for a calendar; the checklist shows its deadlines beside the (empty) steps.
    const planOnly = await request('GET', `${base}.ics`, token);
    expect(planOnly.statusCode).toBe(200);
    expect((await request('GET', base, token)).json().data).toEqual({
      dates: null,
      steps: [],
      updatedAt: null,
      renewalDeadlines: plan.timeline,
    });

    await request('PUT', base, token, dates);
    const unfolded = (await request('GET', `${base}.ics`, token)).body.replace(/\r\n[ \t]/g, '');
    const steps = contractSchedule(dates, '2026-11-26').filter((step) => step.dueDate !== null);
    expect(unfolded.match(/BEGIN:VEVENT/g)?.length).toBe(steps.length + 1 + upcoming.length);
    for (const step of upcoming) expect(unfolded).toContain(`UID:${id}-renewal-${step.code}@jipsa`);
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20270320');
    expect((await request('GET', base, token)).json().data.renewalDeadlines).toEqual(plan.timeline);
  });

  it('"오늘 기준으로 다시 받기"로 만든 새 보고서는 체크리스트 날짜·체크와 저장한 만기 계획을 그대로 가져가고, 옛 보고서도 그대로예요', async () => {
    const { token, id, base } = await reportOfNewGuest();
    await request('PUT', base, token, dates);
    await request('PUT', `${base}/steps/TAX_ARREARS`, token, { done: true });
    const lease = {
      startsOn: '2025-05-21',
      endsOn: '2027-05-20',
      termOrigin: 'NEW',
      deposit: 300_000_000,
      monthlyRent: 0,
    };
    const plan = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/renewalPlan',
      headers: { accesstoken: token },
      payload: { lease, loanAdviceResultId: id },
    });
    expect(plan.statusCode).toBe(200);
    const before: ContractChecklist = (await request('GET', base, token)).json().data;

    const renewed = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/loanAdvice/${id}/renew`,
      headers: { accesstoken: token },
    });
    expect(renewed.statusCode).toBe(200);
    const newId: string = renewed.json().data.loanAdviceResultId;
    expect(newId).not.toBe(id);
    const after: ContractChecklist = (await request('GET', `/api/v1/loanAdvice/${newId}/checklist`, token)).json().data;
    expect(after).toEqual(before);
    expect(after.steps.filter((step) => step.done).map((step) => step.code)).toEqual(['TAX_ARREARS']);
    const keptPlan = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/loanAdvice/${newId}/renewalPlan`,
      headers: { accesstoken: token },
    });
    expect(keptPlan.statusCode).toBe(200);
    expect(keptPlan.json().data.request.loanAdviceResultId).toBe(newId);
    // The old report keeps its own (a copy, not a move); a tick on the new one stays there.
    await request('PUT', `/api/v1/loanAdvice/${newId}/checklist/steps/TAX_ARREARS`, token, { done: false });
    expect((await request('GET', base, token)).json().data).toEqual(before);
  });

  it('보고서를 지우면 체크리스트도 지워져요', async () => {
    const { token, id, base } = await reportOfNewGuest();
    await request('PUT', base, token, dates);
    await testApp.database.db.delete(loanAdviceResults).where(eq(loanAdviceResults.id, id));
    const rows = await testApp.database.db
      .select()
      .from(contractChecklists)
      .where(eq(contractChecklists.loanAdviceResultId, id));
    expect(rows).toEqual([]);
  });
});
