import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../testing/captured-logs.ts';
import { buildTestApp } from '../testing/test-app.ts';
import { serializeError } from './logger.ts';

describe('serializeError', () => {
  it('실패한 쿼리의 값과 PostgreSQL 이 인용한 값은 지우고 SQL 과 오류 코드는 남겨요', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "연소득 52000000"'), {
      code: '22P02',
      detail: 'Key (income)=(52000000) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into t (income, address) values ($1, $2)\nparams: 52000000,서울 역삼동 754', {
        cause,
      }),
      { query: 'insert into t (income, address) values ($1, $2)', params: [52_000_000, '서울 역삼동 754'] },
    );

    const serialized = serializeError(failed);

    expect(JSON.stringify(serialized)).not.toMatch(/52000000|역삼동/);
    expect(serialized).toMatchObject({
      message: 'Failed query: insert into t (income, address) values ($1, $2)\nparams: [redacted]',
      query: 'insert into t (income, address) values ($1, $2)',
      params: '[redacted]',
    });
    expect(serialized.stack).toContain('invalid input syntax for type integer: "[redacted]"');
  });

  it('데이터베이스 오류가 아닌 오류는 그대로 남겨요', () => {
    expect(serializeError(new Error('"quoted" and\nparams: kept'))).toMatchObject({
      message: '"quoted" and\nparams: kept',
    });
  });
});

describe('데이터베이스 오류 로그', () => {
  it('질의가 실패해서 500 이 나도 로그에 사람의 값(소득 등)이 남지 않아요', async () => {
    const logs = captureLogs('error');
    const testApp = await buildTestApp({}, { logger: logs.logger });
    testApp.app.get('/test/failing-query', async () => {
      await testApp.database.db.execute(sql`select ${'연소득 52000000'}::int`);
      return 'unreachable';
    });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/test/failing-query' });
      expect(response.statusCode).toBe(500);
      const logged = logs.lines.join('');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('Failed query: select $1::int');
      expect(logged).not.toContain('52000000');
    } finally {
      await testApp.app.close();
    }
  });
});
