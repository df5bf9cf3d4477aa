import { adviseLoan, type LoanProfile } from '@jipsa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobRuns } from '../../db/schema/scheduled-jobs.ts';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-upstream-server.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest } from '../auth/auth-test-support.ts';
import { COFIX_EMPTY_YEAR, cofixPage, encodeEucKr } from '../market-rates/feeds/testing/kfb-cofix-responses.ts';
import { marketRatesOn } from '../market-rates/market-rates-on.ts';
import { call, loanProfile, parsedProfile } from './loan-advice-test-support.ts';

// GET /api/v1/loanAdvice/{id}/changes and POST …/{id}/renew (issue 28) with the COFIX feed against a fake 은행연합회
// page: reports are made on 2026-11-25 and 2026-11-26 on the committed table (COFIX 2.48), then the feed publishes
// October's 신 잔액기준 COFIX of 2.98 on 2026-11-26.
const PAGE = '/fingoods/cofix.php';
const OCTOBER_COFIX = cofixPage(2026, [
  ['2026/11/16', '2026/10', '3.10', '3.20', '2.98'],
  ['2026/02/19', '2026/01', '2.77', '2.85', '2.48'],
]);

let now = new Date('2026-11-25T01:00:00Z');
let kfb: FakeUpstream;
let page = COFIX_EMPTY_YEAR;
let testApp: TestApp;
let owner: string;
let stranger: string;

/** The reports of one guest, as created, keyed by the day they were made. */
const reports: Record<string, { loanAdviceResultId: string; totalLivingCost: number; expectedLoanRate: number }> = {};

const changesOf = (id: string, token = owner) =>
  call(testApp.app, 'GET', `/api/v1/loanAdvice/${id}/changes`, { token });

async function firstRunDone(): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const runs = await testApp.database.db.select().from(scheduledJobRuns);
    if (runs.some((run) => run.jobName === 'market-rate-feeds' && run.finishedAt)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the first feed run did not finish');
}

async function makeReport(day: string) {
  const response = await call(testApp.app, 'POST', '/api/v1/loanAdvice', { token: owner, payload: loanProfile() });
  expect(response.statusCode).toBe(200);
  reports[day] = response.json().data;
}

beforeAll(async () => {
  kfb = await startFakeUpstream();
  kfb.on(PAGE, () => ({ body: Buffer.from(encodeEucKr(page)) as unknown as string, contentType: 'text/html' }));
  testApp = await buildTestApp({ KFB_COFIX_FEED: 'true', KFB_COFIX_URL: `${kfb.url}${PAGE}` }, { clock: () => now });
  await testApp.app.ready();
  // The start-up run finds no page yet: nothing is applied, the committed table prices the first reports.
  await firstRunDone();
  owner = (await signInAsGuest(testApp.app)).accessToken;
  stranger = (await signInAsGuest(testApp.app)).accessToken;
  await makeReport('2026-11-25');
});
afterAll(async () => {
  await testApp.app.close();
  await kfb.close();
});

describe('GET /api/v1/loanAdvice/{id}/changes', () => {
  it('금리가 그대로면 달라진 것이 없다고 해요', async () => {
    const response = await changesOf(reports['2026-11-25']!.loanAdviceResultId);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ changed: false });
  });

  it('COFIX 공시가 들어오면 예전 → 지금의 금리·월 비용과 이유(금리 변경, 날짜, 출처)를 알려줘요', async () => {
    now = new Date('2026-11-26T01:00:00Z');
    // A report of the same day, made before the feed ran: it was priced on the committed row, too.
    await makeReport('2026-11-26');
    const sameDay = reports['2026-11-26']!.loanAdviceResultId;
    expect((await changesOf(sameDay)).json().data).toEqual({ changed: false });
    page = OCTOBER_COFIX;
    await testApp.app.marketRates.runFeeds();

    const today = marketRatesOn(testApp.app.marketRates.table(), '2026-11-26').row;
    expect(today).toMatchObject({ effectiveFrom: '2026-11-26', cofixNewBalance: 2.98 });
    const expected = adviseLoan(parsedProfile() as LoanProfile, { policyDate: '2026-11-26', marketRates: today });

    for (const [day, report] of Object.entries(reports)) {
      const response = await changesOf(report.loanAdviceResultId);
      expect(response.statusCode).toBe(200);
      const changes = response.json().data;
      expect(changes).toMatchObject({
        changed: true,
        madeOn: day,
        today: '2026-11-26',
        before: { loanProductCode: 'HF-02', expectedLoanRate: report.expectedLoanRate },
        after: { loanProductCode: 'HF-02', expectedLoanRate: expected.expectedLoanRate },
      });
      // Before is what the stored report shows: recomputing it at its date reproduces it.
      expect(changes.before.monthlyCost).toBe(report.totalLivingCost);
      expect(changes.after.monthlyCost).toBe(expected.totalLivingCost);
      expect(changes.monthlyDifference).toBe(expected.totalLivingCost - report.totalLivingCost);
      expect(changes.monthlyDifference).toBeGreaterThan(0);
      expect(changes.reasons).toEqual([
        {
          kind: 'RATES',
          text: '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%',
          date: '2026-11-26',
          source: expect.stringContaining('은행연합회 COFIX 공시 2026-11-16 (2026년 10월분)'),
        },
      ]);
    }
  });

  it('다른 사람의 보고서, 없는 id 는 404, 로그인하지 않았으면 401 이에요', async () => {
    const id = reports['2026-11-25']!.loanAdviceResultId;
    expect((await changesOf(id, stranger)).statusCode).toBe(404);
    expect((await changesOf('42')).statusCode).toBe(404);
    expect((await changesOf('0b6f2c1e-7f3a-4c8e-9d2b-1a2b3c4d5e6f')).statusCode).toBe(404);
    expect((await call(testApp.app, 'GET', `/api/v1/loanAdvice/${id}/changes`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/loanAdvice/{id}/renew', () => {
  it('같은 입력으로 오늘 기준 새 보고서를 만들고, 그 보고서에는 달라진 점이 없어요; 예전 보고서는 그대로예요', async () => {
    const old = reports['2026-11-25']!;
    const response = await call(testApp.app, 'POST', `/api/v1/loanAdvice/${old.loanAdviceResultId}/renew`, {
      token: owner,
    });
    expect(response.statusCode).toBe(200);
    const renewed = response.json().data;
    const changes = (await changesOf(old.loanAdviceResultId)).json().data;
    expect(renewed).toMatchObject({
      policyDate: '2026-11-26',
      marketRateDate: '2026-11-26',
      loanProductCode: changes.after.loanProductCode,
      expectedLoanRate: changes.after.expectedLoanRate,
      totalLivingCost: changes.after.monthlyCost,
    });
    expect(renewed.loanAdviceResultId).not.toBe(old.loanAdviceResultId);
    expect((await changesOf(renewed.loanAdviceResultId)).json().data).toEqual({ changed: false });

    const stored = (
      await call(testApp.app, 'GET', `/api/v1/loanAdvice/${old.loanAdviceResultId}`, { token: owner })
    ).json().data;
    expect(stored).toMatchObject({ policyDate: '2026-11-25', totalLivingCost: old.totalLivingCost });
  });

  it('다른 사람의 보고서는 다시 만들 수 없어요 (404)', async () => {
    const id = reports['2026-11-25']!.loanAdviceResultId;
    const response = await call(testApp.app, 'POST', `/api/v1/loanAdvice/${id}/renew`, { token: stranger });
    expect(response.statusCode).toBe(404);
  });
});
