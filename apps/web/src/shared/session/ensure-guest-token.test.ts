import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, startTestServer, type TestServer } from '../../testing/start-test-server.ts';
import { createAppApiClient } from '../api/api.ts';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';
import { readAbTestType } from './ab-test-type.ts';
import { ensureGuestToken, GUEST_LOGIN_PATH } from './ensure-guest-token.ts';

let server: TestServer;
const guestLogins = () => server.requests.filter((request) => request.url === GUEST_LOGIN_PATH);

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() => ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'B' }));
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  window.localStorage.clear();
});

describe('ensureGuestToken', () => {
  it('토큰이 하나도 없으면 게스트 토큰을 받아 guestToken 쿠키에, A/B 그룹은 localStorage 에 저장해요', async () => {
    await ensureGuestToken(createAppApiClient(server.baseUrl));
    expect(guestLogins()).toHaveLength(1);
    expect(guestLogins()[0]?.method).toBe('GET');
    expect(guestLogins()[0]?.headers.accesstoken).toBeUndefined();
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-jwt');
    expect(window.localStorage.getItem('abTestType')).toBe('B');
    expect(readAbTestType()).toBe('B');
  });

  it('이미 게스트 토큰이나 회원 토큰이 있으면 요청하지 않아요', async () => {
    const client = createAppApiClient(server.baseUrl);
    writeCookie(COOKIE_NAMES.guestToken, 'old-guest');
    await ensureGuestToken(client);
    deleteCookie(COOKIE_NAMES.guestToken);
    writeCookie(COOKIE_NAMES.accessToken, 'member');
    await ensureGuestToken(client);
    deleteCookie(COOKIE_NAMES.accessToken);
    writeCookie(COOKIE_NAMES.refreshToken, 'member-refresh');
    await ensureGuestToken(client);
    expect(server.requests).toHaveLength(0);
  });

  it('동시에 여러 번 불러도 게스트는 한 번만 만들어요', async () => {
    server.respondWith(() => ({
      ...ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'A' }),
      delayMs: 30,
    }));
    const client = createAppApiClient(server.baseUrl);
    await Promise.all([ensureGuestToken(client), ensureGuestToken(client), ensureGuestToken(client)]);
    expect(guestLogins()).toHaveLength(1);
  });

  it('실패하면 거절하고 쿠키를 쓰지 않으며, 다음 호출은 다시 요청해요', async () => {
    server.respondWith(() => fail(500, 'INTERNAL'));
    const client = createAppApiClient(server.baseUrl);
    await expect(ensureGuestToken(client)).rejects.toMatchObject({ errorCode: 'INTERNAL' });
    expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
    server.respondWith(() => ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'A' }));
    await ensureGuestToken(client);
    expect(guestLogins()).toHaveLength(2);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-jwt');
  });
});

describe('readAbTestType', () => {
  it('저장된 그룹이 없거나 모르는 값이면 A 예요', () => {
    expect(readAbTestType()).toBe('A');
    window.localStorage.setItem('abTestType', 'Z');
    expect(readAbTestType()).toBe('A');
  });
});
