import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adviseLoan, listSimpleProducts, validateMarketRateTable, type MarketRateTable } from '@jipsa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { captureLogs } from '../../testing/captured-logs.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { signInAsGuest } from '../auth/auth-test-support.ts';
import { MarketRateFileError } from '../market-rates/load-market-rate-table.ts';
import { asJson, call, contextOn, loanProfile, parsedProfile } from './loan-advice-test-support.ts';

const row = (effectiveFrom: string, baseRate: number, depositRate: number) => ({
  effectiveFrom,
  baseRate,
  cofixNewBalance: 3.456,
  financeBond6M: 3.1,
  financeBond24M: 3.2,
  creditLoanRate: 6.5,
  depositRate,
  note: '테스트 운영자 표',
});
const OPERATOR_TABLE = { source: '테스트 운영자', rows: [row('2025-01-01', 3, 3.333), row('2026-11-01', 3.25, 3.111)] };

let dataDir: string;
let testApp: TestApp;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-market-rates-'));
  await writeFile(path.join(dataDir, 'market-rates.json'), JSON.stringify(OPERATOR_TABLE));
  testApp = await buildTestApp({ DATA_DIR: dataDir }, { clock: () => new Date('2026-11-21T16:00:00Z') });
});
afterAll(async () => {
  await testApp.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('운영자 시장금리 파일', () => {
  const operatorTable = (): MarketRateTable => {
    const result = validateMarketRateTable(OPERATOR_TABLE);
    if (!result.ok) throw new Error(result.reason);
    return result.table;
  };

  it('데이터 폴더의 market-rates.json 이 있으면 기본 표 대신 그 표의 그날 행으로 계산해요', async () => {
    const guest = await signInAsGuest(testApp.app);
    const response = await call(testApp.app, 'POST', '/api/v1/loanAdvice', {
      token: guest.accessToken,
      payload: loanProfile(),
    });
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({
      policyDate: '2026-11-22',
      marketRateDate: '2026-11-01',
      depositInterestRate: 3.111,
    });
    expect(report.rentConversionRate).toBe(5.25); // 기준금리 3.25 + 2.0 %p
    expect(report).toMatchObject(
      asJson(adviseLoan(parsedProfile(), contextOn('2026-11-22', operatorTable()))) as object,
    );

    const simple = await call(testApp.app, 'POST', '/api/v1/loanAdvice/simple', {
      payload: { rentalDeposit: 300_000_000 },
    });
    expect(simple.json().data).toEqual(
      asJson(listSimpleProducts({ rentalDeposit: 300_000_000 }, contextOn('2026-11-22', operatorTable()))),
    );
  });

  it('파일이 올바르지 않으면 서버가 시작하지 않고 파일과 이유를 알려줘요', async () => {
    const badDir = await mkdtemp(path.join(os.tmpdir(), 'jipsa-market-rates-bad-'));
    const database = await createTestDatabase();
    try {
      const bad = { ...OPERATOR_TABLE, rows: [row('2026-11-01', 3, 3), row('2026-01-01', 3, 3)] };
      await writeFile(path.join(badDir, 'market-rates.json'), JSON.stringify(bad));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: badDir,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
        LOG_LEVEL: 'silent',
      });
      const start = buildApp({ config, database, webDistDir: null, logger: false });
      await expect(start).rejects.toBeInstanceOf(MarketRateFileError);
      await expect(start).rejects.toThrow(path.join(badDir, 'market-rates.json'));
      await expect(start).rejects.toThrow('rows[1].effectiveFrom');
    } finally {
      await database.close();
      await rm(badDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/v1/marketRates: 시장금리 기준일과 신선도 (issue 13)', () => {
  it('운영자가 21일 전 표를 넣었으면 그 날짜와 나이를 주고, 오래되지 않았다고 해요', async () => {
    const response = await call(testApp.app, 'GET', '/api/v1/marketRates');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      marketRateDate: '2026-11-01',
      marketRatesStale: false,
      ageDays: 21,
      baseRate: 3.25,
      cofixNewBalance: 3.456,
      financeBond6M: 3.1,
      financeBond24M: 3.2,
      creditLoanRate: 6.5,
      depositRate: 3.111,
      sources: ['테스트 운영자 표'],
      estimatedFields: [],
    });
  });

  it('기본 표는 2026-02-19 공시가 마지막이라 2026-11-24에는 오래된 금리라고 하고 출처를 보여줘요', async () => {
    const logs = captureLogs('warn');
    const defaults = await buildTestApp({}, { clock: () => new Date('2026-11-24T03:00:00Z'), logger: logs.logger });
    try {
      await defaults.app.ready();
      // The operator hears it at start, before anyone reads a report.
      expect(logs.entries()).toContainEqual(
        expect.objectContaining({
          level: 40,
          ageDays: 278,
          msg: expect.stringContaining('market rates are 278 days old'),
        }),
      );
      const data = (await call(defaults.app, 'GET', '/api/v1/marketRates')).json().data;
      expect(data).toMatchObject({
        marketRateDate: '2026-02-19',
        marketRatesStale: true,
        ageDays: 278,
        cofixNewBalance: 2.48,
      });
      expect(data.sources.join(' ')).toContain('은행연합회 COFIX 공시 2026-02-19');
      expect(data.estimatedFields).toEqual(['financeBond6M', 'financeBond24M', 'creditLoanRate', 'depositRate']);
    } finally {
      await defaults.app.close();
    }
  });
});
