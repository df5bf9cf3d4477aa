import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobRuns } from '../db/schema/scheduled-jobs.ts';
import { scheduleDailyJob } from '../lib/daily-job.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { LivePages } from './live-pages.ts';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition (comments skipped). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      if (!name || value === undefined) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, text]) => [key, text]),
      );
      return { name, labels: labels as Record<string, string>, value: Number(value) };
    });
}

/** The value of the sample named `name` whose labels include `labels`; 0 when there is none yet. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(text).filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found.reduce((sum, sample) => sum + sample.value, 0);
}

async function scrape(testApp: TestApp): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://jipsa.example' };
const TOKEN = 'metrics-token-for-the-tests-1234';

describe('/metrics (로컬 체험과 테스트: 본 포트에서 답해요)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await testApp.app.close();
  });

  it('요청을 하면 경로 틀(route template)·메서드·상태별 요청 수와 지연 시간이 늘어나요', async () => {
    const labels = { route: '/health', method: 'GET', status_code: '200' };
    const before = await scrape(testApp);
    await testApp.app.inject({ method: 'GET', url: '/health' });
    await testApp.app.inject({ method: 'GET', url: '/health' });
    const after = await scrape(testApp);
    expect(valueOf(after, 'jipsa_http_requests_total', labels)).toBe(
      valueOf(before, 'jipsa_http_requests_total', labels) + 2,
    );
    expect(valueOf(after, 'jipsa_http_request_duration_seconds_count', labels)).toBe(
      valueOf(before, 'jipsa_http_request_duration_seconds_count', labels) + 2,
    );
    expect(valueOf(after, 'jipsa_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      valueOf(after, 'jipsa_http_request_duration_seconds_count', labels),
    );
  });

  it('라벨에는 실제 주소가 아니라 경로 틀만 들어가요: 글 id 도, 없는 주소도 남지 않아요', async () => {
    const postId = '0b6a4a1e-1b7c-4c57-9f0e-5d1c2f3a4b5c';
    await testApp.app.inject({ method: 'GET', url: `/api/v1/post/${postId}` });
    await testApp.app.inject({ method: 'GET', url: '/no-such-page/홍길동-010-1234-5678' });
    const text = await scrape(testApp);
    const routes = new Set(
      samplesOf(text)
        .filter((sample) => sample.name === 'jipsa_http_requests_total')
        .map((sample) => sample.labels.route),
    );
    expect(routes).toContain('/api/v1/post/:postId');
    expect(routes).toContain('(unmatched)');
    expect(text).not.toContain(postId);
    expect(text).not.toContain('no-such-page');
  });

  it('요청 제한에 걸린 429 를 경로 틀별로 세어요', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 5; call += 1) {
      statuses.push(
        (await testApp.app.inject({ method: 'GET', url: '/api/v1/post/sorted', remoteAddress: '10.9.9.9' })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const text = await scrape(testApp);
    expect(valueOf(text, 'jipsa_rate_limit_refusals_total', { route: '/api/v1/post/sorted' })).toBe(
      statuses.filter((status) => status === 429).length,
    );
  });

  it('이벤트 루프 지연과 프로세스 지표, 데이터베이스 드라이버를 보여줘요', async () => {
    const text = await scrape(testApp);
    expect(samplesOf(text).some((sample) => sample.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    expect(samplesOf(text).some((sample) => sample.name === 'process_resident_memory_bytes')).toBe(true);
    expect(valueOf(text, 'jipsa_instance_info', { database: testApp.database.driver, mode: 'test' })).toBe(1);
  });

  it('PostgreSQL 이면 연결 풀(사용 중, 대기, 최대)을, PGlite 면 풀 없이 답해요', async () => {
    const text = await scrape(testApp);
    if (testApp.database.driver === 'postgres') {
      expect(valueOf(text, 'jipsa_db_pool_connections', { state: 'max' })).toBe(testApp.config.databasePoolMax);
      // This scrape itself read the daily jobs through the pool: at least one connection exists.
      expect(
        valueOf(text, 'jipsa_db_pool_connections', { state: 'in_use' }) +
          valueOf(text, 'jipsa_db_pool_connections', { state: 'idle' }),
      ).toBeGreaterThan(0);
      expect(samplesOf(text).some((sample) => sample.name === 'jipsa_db_pool_waiting')).toBe(true);
    } else {
      expect(text).not.toContain('jipsa_db_pool_');
    }
  });
});

describe('하루 한 번 작업과 시장금리 피드의 성공·실패', () => {
  let ecos: Server;
  let testApp: TestApp;
  beforeAll(async () => {
    // ECOS answers every call with an error page: each feed fails.
    ecos = createServer((_request, response) => response.writeHead(500).end('ECOS down'));
    await new Promise<void>((resolve) => ecos.listen(0, '127.0.0.1', resolve));
    testApp = await buildTestApp({
      ECOS_API_KEY: 'TESTECOSKEY0000000000',
      ECOS_API_URL: `http://127.0.0.1:${(ecos.address() as AddressInfo).port}`,
    });
    scheduleDailyJob(testApp.app, {
      job: {
        name: 'always-fails',
        run: async () => {
          throw new Error('broken job');
        },
      },
      clock: () => new Date(),
      instance: 'test',
    });
    await testApp.app.ready();
  });
  afterAll(async () => {
    await testApp.app.close();
    await new Promise((resolve) => ecos.close(resolve));
  });

  it('작업의 성공·실패 횟수와 마지막 성공 시각, 피드의 실패와 실패 중 여부를 보여줘요', async () => {
    // The feeds' first run goes in the background at ready: wait until its claim row is finished.
    for (let tries = 0; tries < 150; tries += 1) {
      const runs = await testApp.database.db.select().from(scheduledJobRuns);
      if (runs.some((run) => run.jobName === 'market-rate-feeds' && run.finishedAt)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const text = await scrape(testApp);
    expect(valueOf(text, 'jipsa_daily_job_runs_total', { job: 'always-fails', outcome: 'failure' })).toBe(1);
    expect(valueOf(text, 'jipsa_daily_job_runs_total', { job: 'market-rate-feeds', outcome: 'success' })).toBe(1);
    const lastSuccess = valueOf(text, 'jipsa_daily_job_last_success_timestamp_seconds', { job: 'market-rate-feeds' });
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60);
    expect(text).not.toMatch(/jipsa_daily_job_last_success_timestamp_seconds\{job="always-fails"\}/);

    const feed = 'ecos-722Y001-0101000';
    expect(valueOf(text, 'jipsa_rate_feed_runs_total', { feed, outcome: 'failure' })).toBe(1);
    expect(valueOf(text, 'jipsa_rate_feed_runs_total', { feed, outcome: 'success' })).toBe(0);
    expect(valueOf(text, 'jipsa_rate_feed_failing', { feed })).toBe(1);
    // Never succeeded: no last-success sample rather than a misleading 0 (1970).
    expect(text).not.toContain(`jipsa_rate_feed_last_success_timestamp_seconds{feed="${feed}"}`);
    // A feed that is off is not reported as failing.
    expect(text).not.toContain('jipsa_rate_feed_failing{feed="kfb-cofix"}');
  });
});

describe('게시판의 실시간 렌더링 캐시', () => {
  it('같은 데이터로 다시 오면 적중(hit), 처음이면 렌더링(miss)으로 세어요', async () => {
    const testApp = await buildTestApp();
    try {
      await testApp.app.ready();
      const livePages = new LivePages(testApp.app, async () => ({ html: '<h1>게시판</h1>', queriesScript: null }));
      const page = { url: '/community', preloads: ['/health'], fill: (html: string) => html };
      const request = { ip: '127.0.0.1' } as FastifyRequest;
      expect(await livePages.documentFor(page, request)).not.toBeNull();
      expect(await livePages.documentFor(page, request)).not.toBeNull();
      expect(await livePages.documentFor(page, request)).not.toBeNull();
      const text = await scrape(testApp);
      expect(valueOf(text, 'jipsa_live_page_cache_total', { page: '/community', result: 'miss' })).toBe(1);
      expect(valueOf(text, 'jipsa_live_page_cache_total', { page: '/community', result: 'hit' })).toBe(2);
    } finally {
      await testApp.app.close();
    }
  });
});

describe('운영(production)에서는 공개하지 않아요', () => {
  it('METRICS_PORT 도 METRICS_TOKEN 도 없으면 /metrics 는 지표를 내주지 않아요', async () => {
    const testApp = await buildTestApp(PRODUCTION);
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('jipsa_http_requests_total');
    } finally {
      await testApp.app.close();
    }
  });

  it('METRICS_TOKEN 이 있으면 본 포트에서 Bearer 토큰을 가진 요청에만 답해요', async () => {
    const testApp = await buildTestApp({ ...PRODUCTION, METRICS_TOKEN: TOKEN });
    try {
      const without = await testApp.app.inject({ method: 'GET', url: '/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.headers['www-authenticate']).toBe('Bearer');
      expect(without.json()).toMatchObject({ code: 401, data: { errorCode: 'UNAUTHENTICATED' } });
      expect(without.json().message).toContain('METRICS_TOKEN');
      const wrong = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('jipsa_http_requests_total');
    } finally {
      await testApp.app.close();
    }
  });

  it('METRICS_PORT 가 있으면 그 포트에서만 답하고 본 포트에는 /metrics 가 없어요 (토큰도 함께 물어요)', async () => {
    const testApp = await buildTestApp({ ...PRODUCTION, METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    try {
      await testApp.app.ready();
      await testApp.app.inject({ method: 'GET', url: '/health' });
      const onMain = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onMain.statusCode).toBe(404);
      expect(onMain.body).not.toContain('jipsa_http_requests_total');

      const port = testApp.app.metrics?.listenerPort();
      expect(port).toBeGreaterThan(0);
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const scraped = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      const text = await scraped.text();
      expect(valueOf(text, 'jipsa_http_requests_total', { route: '/health', status_code: '200' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(404);
    } finally {
      await testApp.app.close();
    }
  });

  it('METRICS_PORT 의 리스너는 앱과 함께 닫혀요', async () => {
    const testApp = await buildTestApp({ ...PRODUCTION, METRICS_PORT: '0' });
    await testApp.app.ready();
    const port = testApp.app.metrics?.listenerPort();
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(200);
    await testApp.app.close();
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('요청 id', () => {
  it('응답의 X-Request-Id 와 그 요청의 로그 줄이 같은 id 를 가져요', async () => {
    const { captureLogs } = await import('../testing/captured-logs.ts');
    const logs = captureLogs('info');
    const testApp = await buildTestApp({}, { logger: logs.logger });
    try {
      const generated = await testApp.app.inject({ method: 'GET', url: '/health' });
      const id = generated.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const carried = await testApp.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'from-the-balancer-42' },
      });
      expect(carried.headers['x-request-id']).toBe('from-the-balancer-42');
      const insane = await testApp.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-request-id': 'bad id with spaces; and more' },
      });
      expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const idsLogged = (message: string) =>
        logs
          .entries()
          .filter((entry) => entry.msg === message)
          .map((entry) => entry.reqId);
      for (const message of ['incoming request', 'request completed']) {
        expect(idsLogged(message)).toEqual([id, 'from-the-balancer-42', insane.headers['x-request-id']]);
      }
    } finally {
      await testApp.app.close();
    }
  });
});
