import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MARKET_RATE_TABLE, marketRateInForce } from '@jipsa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { marketRateFeeds, marketRateObservations } from '../../db/schema/market-rates.ts';
import { scheduledJobRuns } from '../../db/schema/scheduled-jobs.ts';
import { captureLogs, type CapturedLogs } from '../../testing/captured-logs.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest } from '../auth/auth-test-support.ts';
import { call, loanProfile } from '../loan-advice/loan-advice-test-support.ts';
import {
  ECOS_MISSING_COUNT,
  ECOS_NO_DATA,
  ecosRow,
  ecosSeriesOn2026_11_26,
  type EcosSeriesData,
} from './feeds/testing/ecos-recorded.ts';
import { startFakeEcos, type FakeEcos } from './feeds/testing/fake-ecos.ts';

// 2026-11-26 10:00 in Seoul: the committed table's newest row is from 2026-02-19, 280 days old.
const NOW = new Date('2026-11-26T01:00:00Z');
const BASE_RATE = '722Y001/0101000';
const DEPOSIT_RATE = '121Y002/BEABAA2118';

let ecos: FakeEcos;
beforeAll(async () => {
  ecos = await startFakeEcos(ecosSeriesOn2026_11_26());
});
afterAll(async () => {
  await ecos.close();
});

const ecosEnv = () => ({ ECOS_API_KEY: ecos.apiKey, ECOS_API_URL: ecos.url });

/** Waits for the first run the app starts in the background at ready. */
async function firstRunDone(db: TestApp['database']['db']): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const runs = await db.select().from(scheduledJobRuns);
    if (runs.some((run) => run.jobName === 'market-rate-feeds' && run.finishedAt)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the first feed run did not finish');
}

/** An app whose start-up run has finished and been undone: each test runs the feeds once, on its own answers. */
async function appWithFeeds(logs?: CapturedLogs): Promise<TestApp> {
  const testApp = await buildTestApp(ecosEnv(), { clock: () => NOW, ...(logs ? { logger: logs.logger } : {}) });
  await testApp.app.ready();
  await firstRunDone(testApp.database.db);
  await testApp.database.db.delete(marketRateObservations);
  await testApp.database.db.delete(marketRateFeeds);
  await testApp.app.marketRates.refresh();
  return testApp;
}

const COMMITTED_TODAY = marketRateInForce(DEFAULT_MARKET_RATE_TABLE, '2026-11-26')!;

const appliedOf = async (testApp: TestApp, figure: string) =>
  (await testApp.database.db.select().from(marketRateObservations).where(eq(marketRateObservations.figure, figure)))
    .filter((row) => row.status === 'APPLIED')
    .sort((a, b) => a.observedOn.localeCompare(b.observedOn));

describe('공시 피드 하루치 실행 (가짜 ECOS, 실제 응답 형식)', () => {
  let testApp: TestApp;
  let reportBefore: Record<string, unknown>;
  let guestToken: string;

  beforeAll(async () => {
    // The start-up run is undone first, so the report made before the run is priced on the committed table whatever
    // the start-up run's timing (it raced the first report on a busy machine).
    testApp = await appWithFeeds();
    const guest = await signInAsGuest(testApp.app);
    guestToken = guest.accessToken;
    const before = await call(testApp.app, 'POST', '/api/v1/loanAdvice', { token: guestToken, payload: loanProfile() });
    reportBefore = before.json().data;
    await testApp.app.marketRates.runFeeds();
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('피드마다 24개월 창의 값을 쪽마다 읽어 날짜·출처·원래 값과 함께 저장해요', async () => {
    const baseRates = await appliedOf(testApp, 'baseRate');
    expect(baseRates.length).toBeGreaterThan(400);
    expect(baseRates.at(-1)).toMatchObject({
      observedOn: '2026-11-25',
      valuePercent: 2.5,
      rawValue: '2.5',
      unit: '연%',
      source: '한국은행 ECOS 722Y001/0101000 한국은행 기준금리',
      effectiveFrom: '2026-11-26',
    });
    for (const series of ['722Y001/', '121Y002/', '121Y006/']) {
      expect(ecos.requests.some((path) => path.includes(series))).toBe(true);
    }
    expect((await appliedOf(testApp, 'depositRate')).at(-1)).toMatchObject({
      observedOn: '2026-10-01',
      valuePercent: 2.78,
    });
    expect((await appliedOf(testApp, 'creditLoanRate')).at(-1)).toMatchObject({ valuePercent: 5.12 });
    expect((await appliedOf(testApp, 'jeonseLoanAverage')).at(-1)).toMatchObject({ valuePercent: 3.75 });
  });

  it('GET /api/v1/marketRates 는 오늘 날짜의 값을 보여주고 오래됐다고 하지 않아요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/marketRates' });
    expect(response.json().data).toMatchObject({
      marketRateDate: '2026-11-26',
      marketRatesStale: false,
      ageDays: 0,
      baseRate: 2.5,
      depositRate: 2.78,
      creditLoanRate: 5.12,
    });
    // 금융채 is not an ECOS series: the committed estimate stays, marked.
    expect(response.json().data.estimatedFields).toEqual(['financeBond6M', 'financeBond24M']);
  });

  it('실행 뒤에 만든 보고서는 새 값으로, 전에 만든 보고서는 만든 그대로 열려요', async () => {
    const after = await call(testApp.app, 'POST', '/api/v1/loanAdvice', { token: guestToken, payload: loanProfile() });
    expect(after.json().data).toMatchObject({ marketRateDate: '2026-11-26', depositInterestRate: 2.78 });
    const reopened = await call(testApp.app, 'GET', `/api/v1/loanAdvice/${String(reportBefore.loanAdviceResultId)}`, {
      token: guestToken,
    });
    expect(reopened.json().data).toEqual(reportBefore);
    expect(reportBefore).toMatchObject({ marketRateDate: '2026-02-19', marketRatesStale: true });
  });

  it('추이: 기준금리는 바뀐 날과 끝점만, 날짜와 출처가 있고 마지막 갱신 시각과 피드 상태가 있어요', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/marketRates/history?months=24' });
    expect(response.statusCode).toBe(200);
    const history = response.json().data;
    const baseRates = history.rows.filter((row: { figure: string }) => row.figure === 'baseRate');
    const fed = baseRates.filter((row: { source: string }) => row.source.startsWith('한국은행 ECOS'));
    expect(fed.map((row: { date: string; valuePercent: number }) => [row.date, row.valuePercent])).toEqual([
      ['2024-11-26', 3.25],
      ['2024-11-28', 3],
      ['2025-02-25', 2.75],
      ['2026-11-25', 2.5],
    ]);
    // The operator's row cites the 2025-05-29 decision: dated as its source (issue 50 #4), it is that day's point.
    expect(baseRates.find((row: { date: string }) => row.date === '2025-05-29')).toMatchObject({
      valuePercent: 2.5,
      source: expect.stringContaining('금융통화위원회 2025-05-29'),
    });
    // An operator's row names all its figures' publications at once: each point cites only its own.
    const bond = history.rows.find((row: { figure: string }) => row.figure === 'financeBond6M');
    expect(bond).toMatchObject({ isEstimate: true, source: expect.stringMatching(/^운영자 표: /) });
    const committedCofix = history.rows.find(
      (row: { figure: string; date: string }) => row.figure === 'cofixNewBalance' && row.date === '2025-07-15',
    );
    expect(committedCofix.source).toContain('COFIX');
    expect(committedCofix.source).not.toContain('기준금리');
    expect(history.lastFetchedAt).toBe(NOW.toISOString());
    expect(history.feeds).toContainEqual({
      name: 'ecos-722Y001-0101000',
      label: '한국은행 ECOS 한국은행 기준금리',
      enabled: true,
      lastSuccessAt: NOW.toISOString(),
      lastError: null,
    });
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/v1/marketRates/history?months=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[가-힣]/);
  });

  it('다음 날 다시 돌아도 같은 값을 두 번 쓰지 않아요', async () => {
    const before = (await testApp.database.db.select().from(marketRateObservations)).length;
    await testApp.app.marketRates.runFeeds();
    expect((await testApp.database.db.select().from(marketRateObservations)).length).toBe(before);
  });
});

describe('피드가 이상한 값을 주면 적용하지 않아요', () => {
  let logs: CapturedLogs;
  let testApp: TestApp;

  beforeEach(async () => {
    logs = captureLogs('info');
    testApp = await appWithFeeds(logs);
  });
  afterEach(async () => {
    await testApp.app.close();
    for (const series of ecosSeriesOn2026_11_26()) ecos.setSeries(series);
  });

  const todayRates = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/v1/marketRates' })).json().data as Record<string, unknown>;
  const withLastPoint = (name: string, time: string, value: string, unit?: string): EcosSeriesData => {
    const series = ecosSeriesOn2026_11_26().find((each) => `${each.table}/${each.item}` === name)!;
    return { ...series, ...(unit ? { unit } : {}), points: [...series.points, [time, value]] };
  };
  const statusOf = (name: string) => testApp.app.marketRates.feeds().find((feed) => feed.name === name);

  it('오류 응답(ERROR-300): 쓰는 값은 그대로이고, 피드 상태와 로그에 이유가 남아요', async () => {
    ecos.answerNext(BASE_RATE, ECOS_MISSING_COUNT);
    const before = await todayRates();
    await testApp.app.marketRates.runFeeds();
    expect(statusOf('ecos-722Y001-0101000')?.lastError).toContain('ERROR-300');
    expect(await appliedOf(testApp, 'baseRate')).toEqual([]);
    expect((await todayRates()).baseRate).toBe(before.baseRate);
    expect(logs.lines.join('\n')).toContain('ERROR-300');
  });

  it('빈 응답(INFO-200): 아무것도 바뀌지 않고 이유가 남아요', async () => {
    ecos.answerNext(DEPOSIT_RATE, ECOS_NO_DATA);
    await testApp.app.marketRates.runFeeds();
    expect(statusOf('ecos-121Y002-BEABAA2118')?.lastError).toContain('INFO-200');
    expect(await appliedOf(testApp, 'depositRate')).toEqual([]);
    expect((await todayRates()).depositRate).toBe(COMMITTED_TODAY.depositRate);
    // The other series still ran.
    expect((await appliedOf(testApp, 'baseRate')).length).toBeGreaterThan(0);
  });

  it('앞 값에서 3%p 뛴 값은 보류하고 운영자를 기다려요', async () => {
    ecos.setSeries(withLastPoint(DEPOSIT_RATE, '202611', '5.78'));
    // A month's value dated this month is not in the future: only the jump holds it.
    await testApp.app.marketRates.runFeeds();
    const held = (await testApp.database.db.select().from(marketRateObservations)).filter(
      (row) => row.status === 'HELD',
    );
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ figure: 'depositRate', observedOn: '2026-11-01', rawValue: '5.78' });
    expect(held[0]!.reason).toContain('3.00%p');
    expect((await todayRates()).depositRate).toBe(2.78);
    expect(logs.lines.join('\n')).toContain('rate value held for the operator');
  });

  it('단위가 바뀐 값(연% → %)은 거절하고 적용하지 않아요', async () => {
    const series = ecosSeriesOn2026_11_26().find((each) => `${each.table}/${each.item}` === DEPOSIT_RATE)!;
    ecos.setSeries({ ...series, unit: '%' });
    await testApp.app.marketRates.runFeeds();
    expect(await appliedOf(testApp, 'depositRate')).toEqual([]);
    const rejected = (await testApp.database.db.select().from(marketRateObservations)).filter(
      (row) => row.figure === 'depositRate',
    );
    expect(rejected.every((row) => row.status === 'REJECTED' && row.reason?.includes('단위'))).toBe(true);
    expect((await todayRates()).depositRate).toBe(COMMITTED_TODAY.depositRate);
  });

  it('오늘보다 늦은 날짜의 값은 거절해요', async () => {
    // ECOS filters by the window asked; an answer carrying a later day anyway is refused.
    const series = withLastPoint(BASE_RATE, '20261127', '2.25');
    const rows = series.points.slice(-3).map(([time, value]) => ecosRow(series, time, value));
    ecos.answerNext(BASE_RATE, JSON.stringify({ StatisticSearch: { list_total_count: rows.length, row: rows } }));
    await testApp.app.marketRates.runFeeds();
    const future = (await testApp.database.db.select().from(marketRateObservations)).find(
      (row) => row.observedOn === '2026-11-27',
    );
    expect(future).toMatchObject({ status: 'REJECTED' });
    expect(future!.reason).toContain('늦은 날짜');
    expect((await todayRates()).baseRate).toBe(2.5);
  });

  it('숫자가 아닌 값은 거절해요', async () => {
    ecos.setSeries(withLastPoint(BASE_RATE, '20261126', '-'));
    await testApp.app.marketRates.runFeeds();
    const row = (await testApp.database.db.select().from(marketRateObservations)).find(
      (each) => each.observedOn === '2026-11-26' && each.figure === 'baseRate',
    );
    expect(row).toMatchObject({ status: 'REJECTED', rawValue: '-' });
  });

  it('달이 빠진 월별 값은 채우지 않고 로그에 남겨요', async () => {
    const series = ecosSeriesOn2026_11_26().find((each) => `${each.table}/${each.item}` === DEPOSIT_RATE)!;
    ecos.setSeries({ ...series, points: series.points.filter(([time]) => time !== '202608') });
    await testApp.app.marketRates.runFeeds();
    const months = (await appliedOf(testApp, 'depositRate')).map((row) => row.observedOn);
    expect(months).not.toContain('2026-08-01');
    expect(logs.lines.join('\n')).toContain('rate feed has a gap');
  });

  it('ECOS 키는 오류 메시지와 피드 상태에 남지 않아요', async () => {
    ecos.answerNext(BASE_RATE, 'not json');
    await testApp.app.marketRates.runFeeds();
    const status = statusOf('ecos-722Y001-0101000');
    expect(status?.lastError).toBeTruthy();
    expect(JSON.stringify(testApp.app.marketRates.feeds())).not.toContain(ecos.apiKey);
    expect(logs.lines.join('\n')).not.toContain(ecos.apiKey);
  });
});

describe('여러 인스턴스', () => {
  it('두 인스턴스가 같은 날 시작해도 하루치 작업은 한 번 돌고 값은 한 번씩만 저장돼요', async () => {
    const database = await createTestDatabase();
    const config = (instance: string) =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '/tmp',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        LOG_LEVEL: 'silent',
        INSTANCE_NAME: instance,
        ...ecosEnv(),
      });
    const apps = await Promise.all(
      ['a:1', 'b:2'].map((name) =>
        buildApp({ config: config(name), database, webDistDir: null, logger: false, clock: () => NOW }),
      ),
    );
    try {
      await Promise.all(apps.map((app) => app.ready()));
      await firstRunDone(database.db);
      const runs = (await database.db.select().from(scheduledJobRuns)).filter(
        (run) => run.jobName === 'market-rate-feeds',
      );
      expect(runs).toHaveLength(1);
      const rows = await database.db.select().from(marketRateObservations);
      const keys = rows.map((row) => `${row.feed}|${row.figure}|${row.observedOn}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(rows.length).toBeGreaterThan(400);
      // Both instances answer with the fed rates once they refresh.
      await Promise.all(apps.map((app) => app.marketRates.refresh()));
      for (const app of apps) {
        const today = (await app.inject({ method: 'GET', url: '/api/v1/marketRates' })).json().data;
        expect(today.marketRateDate).toBe('2026-11-26');
      }
    } finally {
      await apps[1]!.close().catch(() => undefined);
      await apps[0]!.close().catch(() => undefined);
    }
  });
});

describe('운영자가 같은 날 적은 행', () => {
  it('피드 값이 운영자의 같은 날 행을 덮지 않고, 그렇다고 로그에 남겨요', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-operator-rates-'));
    const operatorRow = {
      ...DEFAULT_MARKET_RATE_TABLE.rows.at(-1)!,
      effectiveFrom: '2026-11-26',
      baseRate: 2.25,
      note: '운영자 입력',
    };
    await writeFile(
      path.join(dataDir, 'market-rates.json'),
      JSON.stringify({ ...DEFAULT_MARKET_RATE_TABLE, rows: [...DEFAULT_MARKET_RATE_TABLE.rows, operatorRow] }),
    );
    const logs = captureLogs('info');
    const testApp = await buildTestApp({ ...ecosEnv(), DATA_DIR: dataDir }, { clock: () => NOW, logger: logs.logger });
    try {
      await testApp.app.ready();
      await firstRunDone(testApp.database.db);
      await testApp.app.marketRates.runFeeds();
      const today = (await testApp.app.inject({ method: 'GET', url: '/api/v1/marketRates' })).json().data;
      expect(today).toMatchObject({ marketRateDate: '2026-11-26', baseRate: 2.25, depositRate: 2.78 });
      // 기준금리 was written by hand; the operator's 정기예금 was marked an estimate, so the published value replaces it.
      expect(logs.lines.join('\n')).toContain('an operator row of the same date is kept over the feed value');
      expect(logs.lines.join('\n')).toContain("the feed value replaces the operator's estimate of the same date");
    } finally {
      await testApp.app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
