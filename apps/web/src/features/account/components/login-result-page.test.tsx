import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { appRoutes } from '../../../app/routes.tsx';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';

// A real local HTTP server stands in for the API; only the API origin the app reads from config points at it.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const USER_ID = '0b9c7a52-6f0e-4d8e-9a55-3d2f0f6f8a11';
const REPORT_ID = '5f1d3c2b-8a9e-4b7c-9d6e-1a2b3c4d5e6f';

type Routes = Partial<Record<string, (request: RecordedRequest) => TestResponse>>;

const defaultRoutes: Routes = {
  'POST /auth/token': () =>
    ok({
      accessToken: 'member-access',
      refreshToken: 'member-refresh',
      user: { id: USER_ID, name: '집사', avatarUrl: null },
    }),
  'POST /api/v1/user/transfer': () => ok({ transferredReports: 2 }),
  'POST /api/v1/loanAdvice': () => ok({ loanAdviceResultId: REPORT_ID, hasEligibleProduct: true }),
};

function serve(overrides: Routes = {}) {
  const routes = { ...defaultRoutes, ...overrides };
  server.respondWith((request) => {
    const handler = routes[`${request.method} ${request.url}`];
    return handler ? handler(request) : fail(404, 'NOT_FOUND');
  });
}

// Pages the login lands on make their own calls (e.g. home's report list); only the login's own are asserted.
const LOGIN_CALLS = new Set(['POST /auth/token', 'POST /api/v1/user/transfer', 'POST /api/v1/loanAdvice']);
const calls = () =>
  server.requests.map((request) => `${request.method} ${request.url}`).filter((call) => LOGIN_CALLS.has(call));
const requestsTo = (url: string, method = 'POST') =>
  server.requests.filter((request) => request.url === url && request.method === method);
const session = window.sessionStorage;

function locationOf(router: ReturnType<typeof createMemoryRouter>) {
  return router.state.location;
}

async function landedOn(router: ReturnType<typeof createMemoryRouter>, pathname: string) {
  await waitFor(() => expect(locationOf(router).pathname).toBe(pathname));
}

beforeEach(() => {
  server.requests.length = 0;
  serve();
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  session.clear();
  window.localStorage.clear();
  useAppStore.setState(createInitialAppState());
});

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await server.close();
});

describe('로그인 결과: 코드 교환', () => {
  it('일회용 코드를 토큰으로 바꿔 accessToken·refreshToken 쿠키에 두고, 기록이 없으면 / 로 바꿔 이동해요', async () => {
    const { router } = renderApp('/login-result?code=one-time-code');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인하고 있어요' })).toBeTruthy();
    await landedOn(router, '/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls()).toEqual(['POST /auth/token']);
    expect(JSON.parse(requestsTo('/auth/token')[0]?.body ?? '')).toEqual({ code: 'one-time-code' });
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('member-access');
    expect(readCookie(COOKIE_NAMES.refreshToken)).toBe('member-refresh');
    expect(useAppStore.getState().isAuthenticated).toBe(true);
  });

  it('/login-success 도 같은 화면이에요', async () => {
    const { router } = renderApp('/login-success?code=one-time-code');
    await landedOn(router, '/');
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('member-access');
  });

  it('StrictMode 에서 효과가 두 번 돌아도 코드는 한 번만 보내요', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/login-result?code=strict-code'] });
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    await landedOn(router, '/');
    expect(requestsTo('/auth/token')).toHaveLength(1);
  });
});

describe('로그인 결과: 게스트 기록 옮기기', () => {
  it('게스트 토큰이 있으면 새 회원 토큰으로 transfer 를 부르고 guestToken 쿠키를 지워요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
    const { router } = renderApp('/login-result?code=c1');
    await landedOn(router, '/');
    expect(calls()).toEqual(['POST /auth/token', 'POST /api/v1/user/transfer']);
    const transfer = requestsTo('/api/v1/user/transfer')[0];
    expect(transfer?.headers.accesstoken).toBe('member-access');
    expect(JSON.parse(transfer?.body ?? '')).toEqual({ guestToken: 'guest-jwt' });
    expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
  });

  it('게스트 토큰이 없으면 transfer 를 부르지 않아요', async () => {
    const { router } = renderApp('/login-result?code=c1');
    await landedOn(router, '/');
    expect(requestsTo('/api/v1/user/transfer')).toHaveLength(0);
  });

  it('transfer 가 실패해도 로그인은 이어가고, 서버가 거절한 게스트 토큰만 지워요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'expired-guest');
    serve({ 'POST /api/v1/user/transfer': () => fail(400, 'VALIDATION_FAILED') });
    const first = renderApp('/login-result?code=c1');
    await landedOn(first.router, '/');
    expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
    cleanup();

    writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
    serve({ 'POST /api/v1/user/transfer': () => fail(500, 'INTERNAL') });
    const second = renderApp('/login-result?code=c2');
    await landedOn(second.router, '/');
    // Kept for the next login to try again.
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-jwt');
  });
});

describe('로그인 결과: 돌아갈 곳 (스펙 §4)', () => {
  it('/community/detail 은 저장한 글 번호를 postId 상태로 넘겨 상세 화면을 열어요', async () => {
    session.setItem(STORAGE_KEYS.loginRedirectPath, '/community/detail');
    session.setItem(STORAGE_KEYS.communityDetailId, '42');
    const { router } = renderApp('/login-result?code=c1');
    await landedOn(router, '/community/detail');
    expect(locationOf(router).state).toEqual({ postId: '42' });
    expect(await screen.findByRole('heading', { level: 1, name: '게시글' })).toBeTruthy();
  });

  it('/community/write 는 글쓰기 화면으로 가요', async () => {
    session.setItem(STORAGE_KEYS.loginRedirectPath, '/community/write');
    const { router } = renderApp('/login-result?code=c1');
    await landedOn(router, '/community/write');
    expect(await screen.findByRole('heading', { level: 1, name: '글쓰기' })).toBeTruthy();
  });

  it('/report 는 저장한 adviceReport 를 POST /api/v1/loanAdvice 로 다시 보내 그 보고서로 가고 adviceReport 를 지워요', async () => {
    const body = { rentalDeposit: 200_000_000, monthlyRent: 0, age: 31, districtCode: '1168010100' };
    session.setItem(STORAGE_KEYS.loginRedirectPath, '/report');
    session.setItem(STORAGE_KEYS.adviceReport, JSON.stringify(body));
    const { router } = renderApp('/login-result?code=c1');
    await landedOn(router, `/report/${REPORT_ID}`);
    expect(calls()).toEqual(['POST /auth/token', 'POST /api/v1/loanAdvice']);
    const replay = requestsTo('/api/v1/loanAdvice')[0];
    expect(JSON.parse(replay?.body ?? '')).toEqual(body);
    expect(replay?.headers.accesstoken).toBe('member-access');
    expect(session.getItem(STORAGE_KEYS.adviceReport)).toBeNull();
  });

  it('다시 만든 보고서에 받을 수 있는 상품이 없으면 /no-report/{id} 로 가요', async () => {
    serve({ 'POST /api/v1/loanAdvice': () => ok({ loanAdviceResultId: REPORT_ID, hasEligibleProduct: false }) });
    session.setItem(STORAGE_KEYS.loginRedirectPath, '/report');
    session.setItem(STORAGE_KEYS.adviceReport, JSON.stringify({ rentalDeposit: 900_000_000 }));
    const { router } = renderApp('/login-result?code=c1');
    await landedOn(router, `/no-report/${REPORT_ID}`);
  });

  it('그 밖의 기록된 경로는 그대로 열고, 쓴 기록은 지워요', async () => {
    session.setItem(STORAGE_KEYS.loginRedirectPath, '/deposit-entry');
    const { router } = renderApp('/login-result?code=c1');
    await landedOn(router, '/deposit-entry');
    expect(session.getItem(STORAGE_KEYS.loginRedirectPath)).toBeNull();
  });

  it('기록이 없으면 로그인을 시작한 화면(redirect 쿼리)으로 돌아가요', async () => {
    const { router } = renderApp('/login-result?code=c1&redirect=%2Fcalculator');
    await landedOn(router, '/calculator');
  });
});

describe('로그인 결과: 실패', () => {
  it('?error= 로 오면 그 이유를 한국어로 보여주고, 서버에는 아무것도 보내지 않아요', async () => {
    renderApp('/login-result?error=LOGIN_CANCELLED&redirect=%2Fcommunity');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인하지 못했어요' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('로그인을 취소했어요. 다시 시도해주세요.');
    expect(screen.getByRole('link', { name: '다시 로그인하기' }).getAttribute('href')).toBe(
      `${server.baseUrl}/oauth2/authorization/kakao?redirect=%2Fcommunity`,
    );
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls()).toEqual([]);
  });

  it('서버가 코드를 거절하면(이미 쓴 코드) 다시 시도 대신 다시 로그인하기만 보여줘요', async () => {
    serve({ 'POST /auth/token': () => fail(409, 'CONFLICT', '이미 사용한 로그인 코드예요.') });
    renderApp('/login-result?code=spent');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인하지 못했어요' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '로그인 정보가 만료되었거나 이미 사용되었어요. 처음부터 다시 로그인해주세요.',
    );
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(screen.getByRole('link', { name: '다시 로그인하기' }).getAttribute('href')).toBe(
      `${server.baseUrl}/oauth2/authorization/kakao`,
    );
    expect(readCookie(COOKIE_NAMES.accessToken)).toBeNull();
    expect(useAppStore.getState().isAuthenticated).toBe(false);
  });

  it('다른 브라우저에서 시작된 로그인의 코드면 서버의 설명을 보여주고, 게스트 기록은 옮기지 않아요', async () => {
    const explanation = '이 로그인 링크는 다른 브라우저에서 시작된 로그인이라 여기서는 쓸 수 없어요.';
    serve({ 'POST /auth/token': () => fail(403, 'FORBIDDEN', explanation) });
    writeCookie(COOKIE_NAMES.guestToken, 'victims-guest');
    renderApp('/login-result?code=attackers-code');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인하지 못했어요' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(explanation);
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(calls()).toEqual(['POST /auth/token']);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('victims-guest');
    expect(readCookie(COOKIE_NAMES.accessToken)).toBeNull();
  });

  it('서버 오류로 교환하지 못했으면 다시 시도로 같은 코드를 한 번 더 보내 로그인을 마쳐요', async () => {
    let attempts = 0;
    serve({
      'POST /auth/token': (request) => {
        attempts += 1;
        return attempts === 1
          ? fail(503, 'INTERNAL')
          : (defaultRoutes['POST /auth/token']?.(request) ?? fail(500, 'INTERNAL'));
      },
    });
    const { router } = renderApp('/login-result?code=c1');
    fireEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    await landedOn(router, '/');
    expect(requestsTo('/auth/token').map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { code: 'c1' },
      { code: 'c1' },
    ]);
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('member-access');
  });

  it('보고서를 다시 만들지 못하면 알려주고, 다시 시도는 코드를 다시 보내지 않고 보고서만 다시 요청해요', async () => {
    let replays = 0;
    serve({
      'POST /api/v1/loanAdvice': () => {
        replays += 1;
        return replays === 1 ? fail(500, 'INTERNAL') : ok({ loanAdviceResultId: REPORT_ID, hasEligibleProduct: true });
      },
    });
    session.setItem(STORAGE_KEYS.loginRedirectPath, '/report');
    session.setItem(STORAGE_KEYS.adviceReport, JSON.stringify({ rentalDeposit: 200_000_000 }));
    const { router } = renderApp('/login-result?code=c1');
    expect(await screen.findByRole('heading', { level: 1, name: '보고서를 만들지 못했어요' })).toBeTruthy();
    // Logged in already: starting the login over is not what is needed.
    expect(screen.queryByRole('link', { name: '다시 로그인하기' })).toBeNull();
    expect(session.getItem(STORAGE_KEYS.adviceReport)).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await landedOn(router, `/report/${REPORT_ID}`);
    expect(calls()).toEqual(['POST /auth/token', 'POST /api/v1/loanAdvice', 'POST /api/v1/loanAdvice']);
  });
});

describe('로그인 결과: 코드 없이 왔을 때', () => {
  it('세션도 없으면 로그인을 다시 시작할 버튼을 보여주고 아무것도 보내지 않아요', async () => {
    renderApp('/login-result');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인하고 있어요' })).toBeTruthy();
    expect(screen.getByText('이어서 진행할 로그인 정보가 없어요. 카카오 로그인을 다시 시작해주세요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '카카오로 3초만에 로그인' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls()).toEqual([]);
  });

  it('이미 로그인돼 있으면 기록된 곳으로 바로 가요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'member-access');
    session.setItem(STORAGE_KEYS.loginRedirectPath, '/community/write');
    const { router } = renderApp('/login-result');
    await landedOn(router, '/community/write');
    expect(requestsTo('/auth/token')).toHaveLength(0);
  });
});
