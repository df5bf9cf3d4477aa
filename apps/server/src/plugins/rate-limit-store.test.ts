import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '../testing/redis-server.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

// Two app instances sharing one real Redis: the per-IP limit counts requests across both.

const LIMIT = 6;
let redis: TestRedis;
let instances: TestApp[];

beforeAll(async () => {
  redis = await startTestRedis();
  const env = { REDIS_URL: redis.url, RATE_LIMIT_MAX: String(LIMIT) };
  instances = [await buildTestApp(env), await buildTestApp(env)];
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.app.close()));
  await redis.stop();
});

const listPosts = (instance: TestApp, ip: string) =>
  instance.app.inject({ method: 'GET', url: '/api/v1/post/sorted', remoteAddress: ip });

describe('여러 인스턴스의 요청 제한 (Redis)', () => {
  it('두 인스턴스에 나뉜 요청도 한 번씩만 세어, 합이 한도를 넘으면 429 예요', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let call = 0; call < LIMIT + 2; call += 1) {
      statuses.push((await listPosts(instances[call % 2]!, ip)).statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
    // Another client is counted on its own.
    expect((await listPosts(instances[0]!, '198.51.100.8')).statusCode).toBe(200);
  });

  it('Redis 가 사라져도 요청에는 계속 답하고, 돌아오면 다시 함께 세어요', async () => {
    await redis.stop();
    const whileAway = await Promise.all(
      Array.from({ length: LIMIT + 2 }, (_, call) => listPosts(instances[call % 2]!, '198.51.100.9')),
    );
    expect(whileAway.map((response) => response.statusCode)).toEqual(Array(LIMIT + 2).fill(200));

    await redis.start();
    const ip = '198.51.100.10';
    await expect
      .poll(async () => (await listPosts(instances[0]!, ip)).statusCode, { timeout: 10_000, interval: 100 })
      .toBe(429);
  });
});
