import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, startTestServer, type RecordedRequest, type TestServer } from '../../testing/start-test-server.ts';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';
import { readLoginRedirectPath } from '../lib/read-login-redirect-path.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { createInitialAppState, useAppStore } from '../store/app-store.ts';
import { createApiClient, type ApiClientOptions } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createAppApiClient } from './api.ts';

let server: TestServer;
let currentPath = '/';
let loadingChanges: boolean[] = [];
let loginRequiredCount = 0;

function createClient(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    getCurrentPath: () => currentPath,
    onLoadingChange: (isLoading) => loadingChanges.push(isLoading),
    onLoginRequired: () => {
      loginRequiredCount += 1;
    },
    ...overrides,
  });
}

const isRefresh = (request: RecordedRequest) => request.url === '/auth/refresh';
const originals = (path: string) => server.requests.filter((request) => request.url === path);
const refreshes = () => server.requests.filter(isRefresh);

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('요청이 성공했어요. 실패를 기대했어요.');
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() => ok(null));
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  window.sessionStorage.clear();
  useAppStore.setState(createInitialAppState());
  currentPath = '/';
  loadingChanges = [];
  loginRequiredCount = 0;
});

describe('공통 요청 규칙', () => {
  it('모든 JSON 요청은 Content-Type: application/json 과 Profile: prod 를 보내고 본문을 JSON 으로 보내요', async () => {
    const client = createClient();
    await client.get('/api/v1/loanAdvice');
    await client.post('/api/v1/ltvCalc', { collateralValue: 500_000_000 });
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers.profile).toBe('prod');
    }
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[1]?.method).toBe('POST');
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ collateralValue: 500_000_000 });
  });

  it('쿠키가 함께 가도록 credentials: include 로 설정된 기본 주소에 보내요', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const client = createClient({
      fetch: (input, init) => {
        seen.push({ url: String(input), init });
        return fetch(input, init);
      },
    });
    await client.get('/api/v1/user/me');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe(`${server.baseUrl}/api/v1/user/me`);
    expect(seen[0]?.init?.credentials).toBe('include');
  });

  it('인증 요청은 accessToken 쿠키를 AccessToken 헤더로 보내고, 게스트 토큰보다 우선해요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'member-token');
    writeCookie(COOKIE_NAMES.guestToken, 'guest-token');
    await createClient().get('/api/v1/loanAdvice', { auth: true });
    expect(server.requests[0]?.headers.accesstoken).toBe('member-token');
  });

  it('accessToken 이 없으면 guestToken 을 AccessToken 헤더로 보내요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-token');
    await createClient().get('/api/v1/loanAdvice', { auth: true });
    expect(server.requests[0]?.headers.accesstoken).toBe('guest-token');
  });

  it('인증이 필요 없는 요청과 토큰이 없는 요청에는 AccessToken 헤더가 없어요', async () => {
    await createClient().get('/api/v1/loanAdvice', { auth: true });
    writeCookie(COOKIE_NAMES.accessToken, 'member-token');
    await createClient().post('/api/v1/ltvCalc', {});
    expect(server.requests[0]?.headers.accesstoken).toBeUndefined();
    expect(server.requests[1]?.headers.accesstoken).toBeUndefined();
  });

  it('요청마다 덧붙인 헤더를 보내고, 401 뒤 다시 보낼 때도 같은 헤더를 보내요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'old-access');
    writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
    server.respondWith((request) => {
      if (isRefresh(request)) return ok({ accessToken: 'new-access', refreshToken: 'refresh-2' });
      return request.headers.accesstoken === 'new-access' ? ok(null) : fail(401, 'UNAUTHENTICATED');
    });
    await createClient().post('/api/v1/user/logout', undefined, {
      auth: true,
      headers: { RefreshToken: 'refresh-1', Profile: 'dev' },
    });
    const logouts = originals('/api/v1/user/logout');
    expect(logouts).toHaveLength(2);
    expect(logouts.map((request) => request.headers.refreshtoken)).toEqual(['refresh-1', 'refresh-1']);
    // The client's own headers win over a caller's.
    expect(logouts.map((request) => request.headers.profile)).toEqual(['prod', 'prod']);
    expect(logouts[1]?.headers.accesstoken).toBe('new-access');
  });

  it('multipart 요청은 auth 표시가 없어도 토큰을 보내고 JSON Content-Type 을 붙이지 않아요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'member-token');
    const form = new FormData();
    form.append('title', '전세대출 후기');
    form.append('content', '생각보다 빨랐어요');
    await createClient().post('/api/v1/post', form);
    const request = server.requests[0];
    expect(request?.headers.accesstoken).toBe('member-token');
    expect(request?.headers.profile).toBe('prod');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="title"');
    expect(request?.body).toContain('전세대출 후기');
  });
});

describe('응답 봉투와 오류 정규화', () => {
  it('성공 응답의 봉투 {code, message, data} 에서 data 만 돌려줘요', async () => {
    server.respondWith(() => ok({ ltvPercent: 70 }));
    await expect(createClient().post('/api/v1/ltvCalc', {})).resolves.toEqual({ ltvPercent: 70 });
  });

  it('실패 응답은 status, errorCode, message, fieldErrors 를 가진 ApiError 로 거절해요', async () => {
    server.respondWith(() => ({
      status: 400,
      body: {
        code: 400,
        message: '대출금액을 입력해주세요.',
        data: { errorCode: 'VALIDATION_FAILED', fieldErrors: [{ field: 'principal', message: '금액을 입력해주세요' }] },
      },
    }));
    const error = await rejectionOf(createClient().post('/api/v1/repaymentCalc', {}));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('대출금액을 입력해주세요.');
    expect(error.fieldErrors).toEqual([{ field: 'principal', message: '금액을 입력해주세요' }]);
  });

  it('봉투가 없는 실패 응답도 상태 코드에 맞는 ApiError 가 돼요', async () => {
    server.respondWith((request) => ({
      status: request.url.endsWith('gone') ? 404 : 502,
      body: '<html>Bad Gateway</html>',
    }));
    const badGateway = await rejectionOf(createClient().get('/api/v1/loanAdvice'));
    const notFound = await rejectionOf(createClient().get('/api/v1/gone'));
    expect([badGateway.status, badGateway.errorCode]).toEqual([502, 'INTERNAL']);
    expect(badGateway.message).toBe('오류가 발생했어요. 잠시 후 다시 시도해주세요.');
    expect([notFound.status, notFound.errorCode]).toEqual([404, 'NOT_FOUND']);
  });

  it('HTTP 200 이라도 봉투의 code 가 실패면 거절해요', async () => {
    server.respondWith(() => ({
      status: 200,
      body: { code: 403, message: '권한이 없어요.', data: { errorCode: 'FORBIDDEN' } },
    }));
    const error = await rejectionOf(createClient().delete('/api/v1/post/3', { auth: true }));
    expect([error.status, error.errorCode, error.message]).toEqual([403, 'FORBIDDEN', '권한이 없어요.']);
  });

  it('서버에 닿지 못하면 status 0, NETWORK_ERROR 로 거절해요', async () => {
    const closed = await startTestServer();
    await closed.close();
    const error = await rejectionOf(createClient({ baseUrl: closed.baseUrl }).get('/api/v1/loanAdvice'));
    expect([error.status, error.errorCode]).toEqual([0, 'NETWORK_ERROR']);
  });

  it('schema 와 맞지 않는 data 는 INVALID_RESPONSE 로 거절하고, 맞으면 parse 결과를 돌려줘요', async () => {
    const schema = {
      parse: (data: unknown) => {
        if (typeof data !== 'number') throw new TypeError('not a number');
        return data * 2;
      },
    };
    server.respondWith((request) => ok(request.url.endsWith('good') ? 21 : 'oops'));
    await expect(createClient().get('/api/v1/good', { schema })).resolves.toBe(42);
    const error = await rejectionOf(createClient().get('/api/v1/bad', { schema }));
    expect(error.errorCode).toBe('INVALID_RESPONSE');
  });

  it('schema 를 불러오는 함수는 요청과 함께 시작하고, 불러오지 못하면 NETWORK_ERROR 로 알려요', async () => {
    server.respondWith((request) => {
      if (request.url.endsWith('missing')) return fail(404, 'NOT_FOUND');
      return { ...ok(request.url.endsWith('good') ? 21 : 'oops'), delayMs: 50 };
    });
    const doubled = {
      parse: (data: unknown) => {
        if (typeof data !== 'number') throw new TypeError('not a number');
        return data * 2;
      },
    };
    let loadsStarted = 0;
    const loadSchema = () => {
      loadsStarted += 1;
      return Promise.resolve(doubled);
    };
    const answer = createClient().get('/api/v1/good', { schema: loadSchema });
    expect(loadsStarted).toBe(1);
    await expect(answer).resolves.toBe(42);
    expect((await rejectionOf(createClient().get('/api/v1/bad', { schema: loadSchema }))).errorCode).toBe(
      'INVALID_RESPONSE',
    );

    const unreachable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const offline = await rejectionOf(createClient().get('/api/v1/good', { schema: unreachable }));
    expect([offline.status, offline.errorCode]).toEqual([0, 'NETWORK_ERROR']);
    // A refused request reports the server's answer; the schema it never read stays unreported.
    expect((await rejectionOf(createClient().get('/api/v1/missing', { schema: unreachable }))).errorCode).toBe(
      'NOT_FOUND',
    );
  });
});

describe('세션: 401 이면 토큰을 갱신하고 한 번 다시 보내요', () => {
  /** Old access token → 401; the refresh call → new tokens; new access token → success. */
  function serveExpiringSession(refreshDelayMs = 0) {
    server.respondWith((request) => {
      if (isRefresh(request))
        return { ...ok({ accessToken: 'new-access', refreshToken: 'rotated-refresh' }), delayMs: refreshDelayMs };
      return request.headers.accesstoken === 'new-access' ? ok({ url: request.url }) : fail(401, 'UNAUTHENTICATED');
    });
  }

  it('401 뒤 RefreshToken 헤더로 /auth/refresh 를 한 번 부르고 새 토큰으로 원래 요청을 한 번 더 보내요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'old-access');
    writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
    serveExpiringSession();

    await expect(createClient().get('/api/v1/loanAdvice', { auth: true })).resolves.toEqual({
      url: '/api/v1/loanAdvice',
    });

    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/v1/loanAdvice',
      'POST /auth/refresh',
      'GET /api/v1/loanAdvice',
    ]);
    expect(originals('/api/v1/loanAdvice')).toHaveLength(2);
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]?.headers.refreshtoken).toBe('refresh-1');
    expect(refreshes()[0]?.headers.profile).toBe('prod');
    expect(server.requests[2]?.headers.accesstoken).toBe('new-access');
    expect(loginRequiredCount).toBe(0);
  });

  it('갱신으로 받은 accessToken 과 교체된 refreshToken 을 쿠키에 저장해요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'old-access');
    writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
    serveExpiringSession();
    await createClient().get('/api/v1/loanAdvice', { auth: true });
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('new-access');
    expect(readCookie(COOKIE_NAMES.refreshToken)).toBe('rotated-refresh');
  });

  it('다시 보낸 요청도 401 이면 더 갱신하지 않고 ApiError 로 거절해요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'old-access');
    writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
    server.respondWith((request) =>
      isRefresh(request) ? ok({ accessToken: 'new-access' }) : fail(401, 'UNAUTHENTICATED'),
    );

    const error = await rejectionOf(createClient().get('/api/v1/loanAdvice/9', { auth: true }));

    expect([error.status, error.errorCode]).toEqual([401, 'UNAUTHENTICATED']);
    expect(originals('/api/v1/loanAdvice/9')).toHaveLength(2);
    expect(refreshes()).toHaveLength(1);
  });

  it('동시에 받은 401 들은 하나의 토큰 갱신을 함께 기다려요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'old-access');
    writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
    serveExpiringSession(50);
    const client = createClient();

    const results = await Promise.all([
      client.get('/api/v1/loanAdvice', { auth: true }),
      client.get('/api/v1/userInputInfo/1', { auth: true }),
      client.post('/api/v1/loanAdvice/pre-terms', {}, { auth: true }),
    ]);

    expect(results).toEqual([
      { url: '/api/v1/loanAdvice' },
      { url: '/api/v1/userInputInfo/1' },
      { url: '/api/v1/loanAdvice/pre-terms' },
    ]);
    expect(refreshes()).toHaveLength(1);
    expect(server.requests.filter((request) => !isRefresh(request))).toHaveLength(6);
  });

  it('두 탭이 함께 401 을 받아도 탭 사이 잠금(Web Locks)으로 토큰 갱신은 한 번만 해요', async () => {
    // jsdom has no Web Locks: one queue stands in for the browser's lock shared by the tabs of an origin.
    let queue: Promise<unknown> = Promise.resolve();
    const request = (_name: string, work: () => Promise<void>) => {
      const turn = queue.then(work);
      queue = turn.catch(() => undefined);
      return turn;
    };
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      writeCookie(COOKIE_NAMES.accessToken, 'old-access');
      writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
      serveExpiringSession(50);
      const [firstTab, secondTab] = [createClient(), createClient()];

      const results = await Promise.all([
        firstTab.get('/api/v1/loanAdvice', { auth: true }),
        secondTab.get('/api/v1/userInputInfo/1', { auth: true }),
      ]);

      expect(results).toEqual([{ url: '/api/v1/loanAdvice' }, { url: '/api/v1/userInputInfo/1' }]);
      expect(refreshes()).toHaveLength(1);
      expect(readCookie(COOKIE_NAMES.refreshToken)).toBe('rotated-refresh');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });

  it('refreshToken 쿠키가 없는 방문자는 갱신을 부르지 않고 한국어 "로그인이 필요해요." 로 거절하며 로그인을 요청해요', async () => {
    server.respondWith(() => fail(401, 'UNAUTHENTICATED'));

    const error = await rejectionOf(createClient().get('/api/v1/loanAdvice', { auth: true }));

    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('로그인이 필요해요.');
    expect(loginRequiredCount).toBe(1);
    expect(refreshes()).toHaveLength(0);
    expect(server.requests).toHaveLength(1);
  });

  it('서버가 모르는 게스트 토큰이면 그 토큰을 버리고 방문자로 한 번 더 보내며, 거절돼도 게스트에게 로그인 창을 열지 않아요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-token');
    server.respondWith(() => fail(401, 'UNAUTHENTICATED', '로그인이 필요해요.'));

    const error = await rejectionOf(createClient().get('/api/v1/loanAdvice', { auth: true }));

    expect(error.message).toBe('로그인이 필요해요.');
    expect(loginRequiredCount).toBe(0);
    expect(server.requests.map((request) => request.headers.accesstoken)).toEqual(['guest-token', undefined]);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
  });

  it('토큰 갱신이 실패하면 로그인을 요청하고, 원래 요청은 다시 보내지 않고 거절해요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'old-access');
    writeCookie(COOKIE_NAMES.refreshToken, 'revoked-refresh');
    server.respondWith((request) =>
      isRefresh(request) ? fail(401, 'REFRESH_TOKEN_INVALID', '로그인이 만료되었어요.') : fail(401, 'UNAUTHENTICATED'),
    );

    const error = await rejectionOf(createClient().get('/api/v1/loanAdvice', { auth: true }));

    expect(error.errorCode).toBe('REFRESH_TOKEN_INVALID');
    expect(loginRequiredCount).toBe(1);
    expect(originals('/api/v1/loanAdvice')).toHaveLength(1);
    expect(refreshes()).toHaveLength(1);
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('old-access');
  });

  it('토큰 갱신 응답에 accessToken 이 없으면 실패로 보고 로그인을 요청해요', async () => {
    writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
    server.respondWith((request) => (isRefresh(request) ? ok({}) : fail(401, 'UNAUTHENTICATED')));
    const error = await rejectionOf(createClient().get('/api/v1/loanAdvice', { auth: true }));
    expect(error.errorCode).toBe('INVALID_RESPONSE');
    expect(loginRequiredCount).toBe(1);
    expect(originals('/api/v1/loanAdvice')).toHaveLength(1);
  });

  it('/auth/refresh 자체가 401 이면 다시 갱신하거나 재시도하지 않아요', async () => {
    writeCookie(COOKIE_NAMES.refreshToken, 'refresh-1');
    server.respondWith(() => fail(401, 'REFRESH_TOKEN_INVALID'));
    const error = await rejectionOf(createClient().post('/auth/refresh'));
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
    expect(loginRequiredCount).toBe(0);
  });

  it('앱 클라이언트는 갱신할 수 없을 때 스토어의 로그인 모달 플래그를 켜요', async () => {
    useAppStore.setState({ isAuthenticated: true });
    server.respondWith(() => fail(401, 'UNAUTHENTICATED'));
    const error = await rejectionOf(createAppApiClient(server.baseUrl).get('/api/v1/loanAdvice', { auth: true }));
    expect(error.message).toBe('로그인이 필요해요.');
    expect(useAppStore.getState().isLoginModalOpen).toBe(true);
    expect(useAppStore.getState().isAuthenticated).toBe(false);
  });
});

describe('로그인 후 돌아올 곳은 요청이 떠나기 전에 기록해요', () => {
  /** What sessionStorage held at the moment the server received the request. */
  function captureStorageOnArrival() {
    const snapshots: Record<string, string | null>[] = [];
    server.respondWith(() => {
      snapshots.push({
        loginRedirectPath: window.sessionStorage.getItem(STORAGE_KEYS.loginRedirectPath),
        communityDetailId: window.sessionStorage.getItem(STORAGE_KEYS.communityDetailId),
        adviceReport: window.sessionStorage.getItem(STORAGE_KEYS.adviceReport),
      });
      return ok(null);
    });
    return snapshots;
  }

  it('게시글 조회(GET /api/v1/post/{id})는 커뮤니티 상세로 돌아오고 글 번호를 저장해요', async () => {
    const arrivals = captureStorageOnArrival();
    currentPath = '/deposit-entry';
    await createClient().get('/api/v1/post/7');
    expect(arrivals[0]).toMatchObject({ loginRedirectPath: '/community/detail', communityDetailId: '7' });
  });

  it('정렬된 게시글 목록은 /community 로 돌아오고 글 번호는 건드리지 않아요', async () => {
    const arrivals = captureStorageOnArrival();
    await createClient().get('/api/v1/post/sorted?sortType=LATEST&size=20');
    expect(arrivals[0]).toMatchObject({ loginRedirectPath: '/community', communityDetailId: null });
  });

  it('health-check 가 들어간 경로는 글쓰기 화면으로 돌아와요', async () => {
    const arrivals = captureStorageOnArrival();
    await createClient().get('/api/v1/user/health-check', { auth: true });
    expect(arrivals[0]?.loginRedirectPath).toBe('/community/write');
  });

  it('/deposit-entry 에서 보낸 요청은 /deposit-entry 로 돌아와요', async () => {
    const arrivals = captureStorageOnArrival();
    currentPath = '/deposit-entry';
    await createClient().post('/api/v1/loanAdvice/simple', { rentalDeposit: 200_000_000 });
    expect(arrivals[0]?.loginRedirectPath).toBe('/deposit-entry');
  });

  it('/loan-info-entry 에서 보낸 요청은 본문을 adviceReport 로 저장하고 /report 로 돌아와요', async () => {
    const arrivals = captureStorageOnArrival();
    currentPath = '/loan-info-entry';
    const body = { rentalDeposit: 200_000_000, exclusiveArea: 55, districtCode: '1168010100' };
    await createClient().post('/api/v1/loanAdvice', body, { auth: true });
    expect(arrivals[0]?.loginRedirectPath).toBe('/report');
    expect(JSON.parse(arrivals[0]?.adviceReport ?? 'null')).toEqual(body);
  });

  it('/loan-info-entry 의 주소 검색처럼 보고서 요청이 아닌 호출은 adviceReport 로 남기지 않아요', async () => {
    const arrivals = captureStorageOnArrival();
    currentPath = '/loan-info-entry';
    await createClient().post('/api/v1/addressSearch?page=1', { keyword: '역삼동' });
    expect(arrivals[0]).toEqual({ loginRedirectPath: null, communityDetailId: null, adviceReport: null });
  });

  it('그 밖의 요청은 아무것도 기록하지 않고, 읽을 때 기본값은 / 예요', async () => {
    const arrivals = captureStorageOnArrival();
    currentPath = '/calculator';
    const client = createClient();
    await client.post('/api/v1/dsrCalc', { annualIncome: 50_000_000, loans: [] });
    await client.post('/api/v1/post/7/like', undefined, { auth: true });
    currentPath = '/loan-info-entry-b';
    await client.post('/api/v1/loanAdvice/pre-terms', { age: 30 }, { auth: true });
    expect(arrivals).toEqual([
      { loginRedirectPath: null, communityDetailId: null, adviceReport: null },
      { loginRedirectPath: null, communityDetailId: null, adviceReport: null },
      { loginRedirectPath: null, communityDetailId: null, adviceReport: null },
    ]);
    expect(readLoginRedirectPath()).toBe('/');
  });

  it('기록하지 않는 요청은 앞서 기록한 돌아올 곳을 지우지 않아요', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.loginRedirectPath, '/community');
    currentPath = '/calculator';
    await createClient().post('/api/v1/ltvCalc', {});
    expect(readLoginRedirectPath()).toBe('/community');
  });
});

describe('전역 로딩 플래그', () => {
  it('요청이 도는 동안 true 이고 끝나면 false 예요', async () => {
    const flagOnArrival: boolean[] = [];
    server.respondWith(() => {
      flagOnArrival.push(useAppStore.getState().isLoading);
      return ok(null);
    });
    const client = createAppApiClient(server.baseUrl);
    expect(useAppStore.getState().isLoading).toBe(false);
    await client.get('/api/v1/loanAdvice');
    expect(flagOnArrival).toEqual([true]);
    expect(useAppStore.getState().isLoading).toBe(false);
  });

  it('겹친 요청은 마지막 요청이 끝날 때 한 번만 false 가 돼요', async () => {
    server.respondWith((request) => ({ ...ok(null), delayMs: request.url.endsWith('slow') ? 80 : 10 }));
    const client = createClient();
    const slow = client.get('/api/v1/slow');
    await client.get('/api/v1/fast');
    expect(loadingChanges).toEqual([true]);
    await slow;
    expect(loadingChanges).toEqual([true, false]);
  });

  it('실패한 요청도 끝나면 false 로 돌아가요', async () => {
    server.respondWith(() => fail(500, 'INTERNAL'));
    await rejectionOf(createClient().get('/api/v1/loanAdvice'));
    expect(loadingChanges).toEqual([true, false]);
  });
});
