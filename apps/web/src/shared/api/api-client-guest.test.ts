import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, startTestServer, type TestServer } from '../../testing/start-test-server.ts';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';
import { readAbTestType } from '../session/ab-test-type.ts';
import { createAppApiClient } from './api.ts';
import { createApiClient, GUEST_LOGIN_PATH } from './api-client.ts';
import { ApiError } from './api-error.ts';

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

describe('게스트 토큰 (ensureGuestToken)', () => {
  it('토큰이 하나도 없으면 게스트 토큰을 받아 guestToken 쿠키에, A/B 그룹은 localStorage 에 저장해요', async () => {
    await createAppApiClient(server.baseUrl).ensureGuestToken();
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
    await client.ensureGuestToken();
    deleteCookie(COOKIE_NAMES.guestToken);
    writeCookie(COOKIE_NAMES.accessToken, 'member');
    await client.ensureGuestToken();
    deleteCookie(COOKIE_NAMES.accessToken);
    writeCookie(COOKIE_NAMES.refreshToken, 'member-refresh');
    await client.ensureGuestToken();
    expect(server.requests).toHaveLength(0);
  });

  it('동시에 여러 번 불러도 게스트는 한 번만 만들어요', async () => {
    server.respondWith(() => ({
      ...ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'A' }),
      delayMs: 30,
    }));
    const client = createAppApiClient(server.baseUrl);
    await Promise.all([client.ensureGuestToken(), client.ensureGuestToken(), client.ensureGuestToken()]);
    expect(guestLogins()).toHaveLength(1);
  });

  it('실패하면 거절하고 쿠키를 쓰지 않으며, 다음 호출은 다시 요청해요', async () => {
    server.respondWith(() => fail(500, 'INTERNAL'));
    const client = createAppApiClient(server.baseUrl);
    await expect(client.ensureGuestToken()).rejects.toMatchObject({ errorCode: 'INTERNAL' });
    expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
    server.respondWith(() => ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'A' }));
    await client.ensureGuestToken();
    expect(guestLogins()).toHaveLength(2);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-jwt');
  });
});

describe("게스트도 할 수 있는 요청 (auth: 'orGuest')", () => {
  const PRE_TERMS = '/api/v1/loanAdvice/pre-terms';
  let loginRequiredCount = 0;
  const createClient = () =>
    createApiClient({
      baseUrl: server.baseUrl,
      getCurrentPath: () => '/jeonse-safety',
      onLoadingChange: () => undefined,
      onLoginRequired: () => {
        loginRequiredCount += 1;
      },
    });
  // The fake server knows one guest at a time: `knownGuest`'s token is accepted, any other gets a 401.
  let knownGuest = 'guest-1';
  let issued = 0;
  beforeEach(() => {
    loginRequiredCount = 0;
    issued = 0;
    knownGuest = 'guest-1';
    server.respondWith((request) => {
      if (request.url === GUEST_LOGIN_PATH) {
        issued += 1;
        knownGuest = `guest-${issued}`;
        return ok({ accessToken: knownGuest, roleType: 'GUEST', abTestType: 'A' });
      }
      return request.headers.accesstoken === knownGuest ? ok({ id: 7 }) : fail(401, 'UNAUTHENTICATED');
    });
  });
  const requestsTo = (path: string) => server.requests.filter((request) => request.url === path);

  it('토큰이 하나도 없는 브라우저는 게스트 토큰을 먼저 받아 그 토큰으로 보내요: 어느 화면에서 시작했든 보고서를 받아요', async () => {
    const result = await createClient().post(PRE_TERMS, { rentalDeposit: 1 }, { auth: 'orGuest' });

    expect(result).toEqual({ id: 7 });
    expect(server.requests.map((request) => request.url)).toEqual([GUEST_LOGIN_PATH, PRE_TERMS]);
    expect(requestsTo(PRE_TERMS)[0]?.headers.accesstoken).toBe('guest-1');
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-1');
    expect(loginRequiredCount).toBe(0);
  });

  it('여러 요청이 한꺼번에 나가도 게스트는 한 번만 만들어요', async () => {
    const client = createClient();
    await Promise.all([
      client.post(PRE_TERMS, {}, { auth: 'orGuest' }),
      client.post(PRE_TERMS, {}, { auth: 'orGuest' }),
    ]);
    expect(requestsTo(GUEST_LOGIN_PATH)).toHaveLength(1);
  });

  it('auth: true 인 요청(게시판 읽기 같은)은 토큰이 없어도 게스트를 만들지 않아요', async () => {
    server.respondWith(() => ok([]));
    await createClient().get('/api/v1/post/sorted', { auth: true });
    expect(requestsTo(GUEST_LOGIN_PATH)).toHaveLength(0);
    expect(server.requests[0]?.headers.accesstoken).toBeUndefined();
  });

  it('서버가 모르는 게스트 토큰이면 새 게스트 토큰으로 한 번 다시 보내고, 로그인 창은 열지 않아요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-from-a-reset-database');

    const result = await createClient().post(PRE_TERMS, {}, { auth: 'orGuest' });

    expect(result).toEqual({ id: 7 });
    expect(server.requests.map((request) => request.url)).toEqual([PRE_TERMS, GUEST_LOGIN_PATH, PRE_TERMS]);
    expect(requestsTo(PRE_TERMS)[1]?.headers.accesstoken).toBe('guest-1');
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-1');
    expect(loginRequiredCount).toBe(0);
  });

  it('서버가 모르는 게스트 토큰으로 보낸 다른 요청(내 보고서 목록)은 로그인 창 없이 방문자로 한 번 더 보내요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-from-a-reset-database');
    server.respondWith((request) =>
      request.headers.accesstoken === undefined ? ok({ visitor: true }) : fail(401, 'UNAUTHENTICATED'),
    );

    expect(await createClient().get('/api/v1/post/sorted', { auth: true })).toEqual({ visitor: true });
    expect(server.requests.map((request) => request.headers.accesstoken)).toEqual([
      'guest-from-a-reset-database',
      undefined,
    ]);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
    expect(loginRequiredCount).toBe(0);
  });

  it('죽은 게스트 토큰으로 두 요청이 함께 실패해도, 새로 받은 게스트 토큰은 지우지 않아요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-from-a-reset-database');
    const client = createClient();
    const [preTerms] = await Promise.allSettled([
      client.post(PRE_TERMS, {}, { auth: 'orGuest' }),
      client.get('/api/v1/loanAdvice', { auth: true }),
    ]);
    expect(preTerms).toEqual({ status: 'fulfilled', value: { id: 7 } });
    expect(requestsTo(GUEST_LOGIN_PATH)).toHaveLength(1);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-1');
    expect(loginRequiredCount).toBe(0);
  });

  it('회원 세션이 있으면 401 에 게스트를 만들지 않고 토큰을 갱신해요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'expired-member');
    writeCookie(COOKIE_NAMES.refreshToken, 'member-refresh');
    server.respondWith((request) => {
      if (request.url === '/auth/refresh') return ok({ accessToken: 'fresh-member' });
      return request.headers.accesstoken === 'fresh-member' ? ok({ id: 8 }) : fail(401, 'UNAUTHENTICATED');
    });

    expect(await createClient().post(PRE_TERMS, {}, { auth: 'orGuest' })).toEqual({ id: 8 });
    expect(requestsTo(GUEST_LOGIN_PATH)).toHaveLength(0);
  });
});

describe('사람이 읽는 오류 문장은 늘 한국어예요', () => {
  const createClient = () =>
    createApiClient({
      baseUrl: server.baseUrl,
      getCurrentPath: () => '/',
      onLoadingChange: () => undefined,
      onLoginRequired: () => undefined,
    });

  async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    throw new Error('요청이 성공했어요. 실패를 기대했어요.');
  }

  it('서버나 중간 장비가 영어 문장을 보내면 오류 코드의 한국어 문장으로 바꿔요', async () => {
    server.respondWith(() => ({
      status: 429,
      body: { code: 429, message: 'Rate limit exceeded, retry in 1 minute', data: { errorCode: 'RATE_LIMITED' } },
    }));
    const error = await failureOf(createClient().get('/api/v1/ltvCalc'));
    expect(error.errorCode).toBe('RATE_LIMITED');
    expect(error.message).toBe('요청이 너무 많아요. 잠시 후 다시 시도해주세요.');
  });

  it('한국어 문장은 그대로 보여줘요', async () => {
    server.respondWith(() => fail(400, 'VALIDATION_FAILED', '제목을 입력해주세요.'));
    expect((await failureOf(createClient().get('/api/v1/post'))).message).toBe('제목을 입력해주세요.');
  });

  it('필드 오류의 영어 문장도 한국어로 바꿔요', async () => {
    server.respondWith(() => ({
      status: 400,
      body: {
        code: 400,
        message: '금액을 확인해주세요.',
        data: {
          errorCode: 'VALIDATION_FAILED',
          fieldErrors: [
            { field: 'rentalDeposit', message: 'Invalid input: expected number, received string' },
            { field: 'age', message: '나이를 입력해주세요.' },
          ],
        },
      },
    }));
    const error = await failureOf(createClient().post('/api/v1/loanAdvice/simple', {}));
    expect(error.fieldErrors).toEqual([
      { field: 'rentalDeposit', message: '입력하신 내용을 다시 확인해주세요.' },
      { field: 'age', message: '나이를 입력해주세요.' },
    ]);
  });

  it('봉투 없는 프록시 오류 페이지는 상태 코드의 한국어 문장이 돼요', async () => {
    server.respondWith(() => ({ status: 502, body: '<html><body>Bad Gateway</body></html>' }));
    const error = await failureOf(createClient().get('/api/v1/marketRates'));
    expect(error.message).toBe('오류가 발생했어요. 잠시 후 다시 시도해주세요.');
  });
});
