import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { oneMember, writePost } from '../modules/community/community-test-support.ts';
import { startTestRedis, type TestRedis } from '../testing/redis-server.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

// Two app instances sharing one database and one real Redis: limits count requests across both.

const LIMIT = 6;
const COMMENTS_PER_MINUTE = 3;
let redis: TestRedis;
let first: TestApp;
let instances: FastifyInstance[];

beforeAll(async () => {
  redis = await startTestRedis();
  first = await buildTestApp({
    REDIS_URL: redis.url,
    RATE_LIMIT_MAX: String(LIMIT),
    COMMENT_WRITES_PER_MINUTE: String(COMMENTS_PER_MINUTE),
  });
  // A second process would open its own connection; a second app on the same handle shares the same rows.
  const second = await buildApp({ config: first.config, database: first.database, webDistDir: null, logger: false });
  instances = [first.app, second];
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await redis.stop();
});

const listPosts = (instance: FastifyInstance, ip: string) =>
  instance.inject({ method: 'GET', url: '/api/v1/post/sorted', remoteAddress: ip });

describe('여러 인스턴스의 요청 제한 (Redis)', () => {
  it(`한 회원의 댓글은 IP 와 인스턴스가 달라도 함께 세어 1분에 ${COMMENTS_PER_MINUTE}번까지예요`, async () => {
    const writer = await oneMember(first.app, '댓글많은회원');
    const other = await oneMember(first.app, '다른회원');
    const post = await writePost(first.app, writer.token, { title: '글', content: '내용' });
    const comment = (token: string, call: number) =>
      instances[call % 2]!.inject({
        method: 'POST',
        url: `/api/v1/comment/${post.id}`,
        headers: { accesstoken: token, 'content-type': 'application/json' },
        payload: { postId: post.id, content: `댓글 ${call}` },
        remoteAddress: `203.0.113.${call + 1}`,
      });

    const statuses: number[] = [];
    for (let call = 0; call <= COMMENTS_PER_MINUTE; call += 1)
      statuses.push((await comment(writer.token, call)).statusCode);
    expect(statuses).toEqual([...Array(COMMENTS_PER_MINUTE).fill(200), 429]);

    const refused = await comment(writer.token, 9);
    expect(refused.json()).toMatchObject({
      message: `댓글은 1분에 ${COMMENTS_PER_MINUTE}번까지 할 수 있어요. 잠시 후 다시 시도해주세요.`,
      data: { errorCode: 'RATE_LIMITED' },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await comment(other.token, 10)).statusCode).toBe(200);
  });

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
