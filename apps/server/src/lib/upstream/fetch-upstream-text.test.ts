import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../testing/fake-upstream-server.ts';
import { fetchUpstreamText } from './fetch-upstream-text.ts';

let fake: FakeUpstream;
const waits: number[] = [];
const options = {
  timeoutMs: 200,
  retries: 2,
  backoffMs: 100,
  sleep: async (ms: number) => {
    waits.push(ms);
  },
};

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(async () => {
  await fake.close();
});

describe('공식 API 호출', () => {
  it('2xx 응답의 본문을 돌려줘요', async () => {
    fake.on('/ok', { body: '{"ok":true}' });
    await expect(fetchUpstreamText(new URL('/ok?key=secret', fake.url), options)).resolves.toBe('{"ok":true}');
  });

  it('5xx 는 지수적으로 늘어나는 간격으로 두 번까지 다시 시도해요', async () => {
    waits.length = 0;
    fake.on('/flaky', (_request, callIndex) => (callIndex < 2 ? { status: 503, body: 'busy' } : { body: 'finally' }));
    await expect(fetchUpstreamText(new URL('/flaky', fake.url), options)).resolves.toBe('finally');
    expect(fake.requestsTo('/flaky')).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it('다시 시도해도 5xx 이면 HTTP 오류로 알려요', async () => {
    fake.on('/down', { status: 500, body: 'error' });
    await expect(fetchUpstreamText(new URL('/down', fake.url), options)).rejects.toMatchObject({
      kind: 'HTTP',
      details: { status: 500 },
    });
    expect(fake.requestsTo('/down')).toHaveLength(3);
  });

  it('4xx 는 다시 시도하지 않아요', async () => {
    fake.on('/forbidden', { status: 403, body: 'no' });
    await expect(fetchUpstreamText(new URL('/forbidden', fake.url), options)).rejects.toMatchObject({ kind: 'HTTP' });
    expect(fake.requestsTo('/forbidden')).toHaveLength(1);
  });

  it('연결이 끊기면 네트워크 오류로 보고 다시 시도해요', async () => {
    fake.on('/drop', 'DROP');
    await expect(fetchUpstreamText(new URL('/drop', fake.url), options)).rejects.toMatchObject({ kind: 'NETWORK' });
    expect(fake.requestsTo('/drop')).toHaveLength(3);
  });

  it('제한 시간 안에 답이 없으면 다시 시도하지 않고 TIMEOUT 이에요', async () => {
    fake.on('/slow', { body: 'late', delayMs: 1_000 });
    const startedAt = Date.now();
    await expect(fetchUpstreamText(new URL('/slow', fake.url), options)).rejects.toMatchObject({ kind: 'TIMEOUT' });
    expect(Date.now() - startedAt).toBeLessThan(900);
    expect(fake.requestsTo('/slow')).toHaveLength(1);
  });

  it('오류 메시지에 API 키가 든 쿼리를 싣지 않아요', async () => {
    fake.on('/secret', { status: 500, body: 'x' });
    const error = await fetchUpstreamText(new URL('/secret?serviceKey=TOP-SECRET', fake.url), {
      ...options,
      retries: 0,
    }).then(
      () => null,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toContain('/secret');
    expect(error?.message).not.toContain('TOP-SECRET');
  });
});
