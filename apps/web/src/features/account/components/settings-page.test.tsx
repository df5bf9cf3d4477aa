import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
type Routes = Partial<Record<string, (request: RecordedRequest) => TestResponse>>;

const defaultRoutes: Routes = {
  'GET /api/v1/user/me': () => ok({ id: USER_ID, name: '전세왕', avatarUrl: null, roleType: 'USER' }),
  'POST /api/v1/user/logout': () => ok(null),
  'DELETE /api/v1/user': () => ok(null),
};

function serve(overrides: Routes = {}) {
  const routes = { ...defaultRoutes, ...overrides };
  server.respondWith((request) => routes[`${request.method} ${request.url}`]?.(request) ?? fail(404, 'NOT_FOUND'));
}

// Home, where logout lands, makes its own calls; only the account's own are asserted.
const ACCOUNT_CALLS = new Set([
  'GET /api/v1/user/me',
  'POST /auth/refresh',
  'POST /api/v1/user/logout',
  'DELETE /api/v1/user',
]);
const calls = () =>
  server.requests.map((request) => `${request.method} ${request.url}`).filter((call) => ACCOUNT_CALLS.has(call));
const requestsTo = (call: string) => server.requests.filter((request) => `${request.method} ${request.url}` === call);

/** Every location the router passes through, so a notice is seen even if something clears it from history. */
function trackLocations(router: ReturnType<typeof renderApp>['router']) {
  const seen: { pathname: string; state: unknown }[] = [];
  router.subscribe(({ location }) => seen.push({ pathname: location.pathname, state: location.state }));
  return seen;
}

function signInAsMember() {
  writeCookie(COOKIE_NAMES.accessToken, 'member-access');
  writeCookie(COOKIE_NAMES.refreshToken, 'member-refresh');
  useAppStore.setState({ isAuthenticated: true });
}

/** What a member leaves in the browser while using the app. */
function leavePersonalTraces() {
  writeCookie(COOKIE_NAMES.guestToken, 'old-guest');
  window.sessionStorage.setItem(STORAGE_KEYS.adviceReport, JSON.stringify({ rentalDeposit: 200_000_000 }));
  window.sessionStorage.setItem(STORAGE_KEYS.loginRedirectPath, '/report');
  window.sessionStorage.setItem(STORAGE_KEYS.communityDetailId, '7');
  window.localStorage.setItem('abTestType', 'B');
  useAppStore.getState().updateLoanForm({ rentalDeposit: 300_000_000, annualIncome: 48_000_000, age: 33 });
  useAppStore.getState().setAnnualIncome(48_000_000);
}

function expectNothingPersonalLeft() {
  expect(readCookie(COOKIE_NAMES.accessToken)).toBeNull();
  expect(readCookie(COOKIE_NAMES.refreshToken)).toBeNull();
  expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
  for (const key of Object.values(STORAGE_KEYS)) expect(window.sessionStorage.getItem(key)).toBeNull();
  expect(window.localStorage.getItem('abTestType')).toBeNull();
  const state = useAppStore.getState();
  expect(state.isAuthenticated).toBe(false);
  expect(state.loanForm).toEqual(createInitialAppState().loanForm);
  expect(state.annualIncome).toBeNull();
}

beforeEach(() => {
  server.requests.length = 0;
  serve();
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  window.sessionStorage.clear();
  window.localStorage.clear();
  useAppStore.setState(createInitialAppState());
});

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await server.close();
});

describe('설정: 누구에게나', () => {
  it('서비스 소개, 이용약관, 개인정보 처리방침, 문의하기로 가는 링크가 있어요', async () => {
    renderApp('/settings');
    const service = await screen.findByRole('navigation', { name: '서비스 정보' });
    const href = (name: string) => within(service).getByRole('link', { name }).getAttribute('href');
    expect(href('서비스 소개')).toBe('/');
    expect(href('서비스 이용약관')).toBe('/terms-of-service');
    expect(href('개인정보 처리방침')).toBe('/privacy-policy');
    expect(href('문의하기')).toMatch(/^mailto:help@jipsa\.app\?subject=/);
  });

  it('맨 위의 홈으로 가기를 누르면 홈으로 돌아가요 (issue 26)', async () => {
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: '설정' });
    const home = screen.getAllByRole('link')[0];
    expect(home?.textContent).toBe('홈으로 가기');
    fireEvent.click(home!);
    await screen.findByRole(
      'heading',
      { level: 1, name: '나에게 맞는 전월세 대출, 집사가 찾아드려요' },
      { timeout: 10_000 },
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('로그인하지 않은 사람에게는 로그아웃·회원탈퇴 대신 로그인하기를 보여주고, 내 정보를 묻지 않아요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
    renderApp('/settings');
    const login = await screen.findByRole('link', { name: '로그인하기' });
    expect(login.getAttribute('href')).toBe('/login-page?redirect=%2Fsettings');
    expect(screen.queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(screen.queryByRole('button', { name: '회원탈퇴' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls()).toEqual([]);
    expect(useAppStore.getState().isLoginModalOpen).toBe(false);
  });
});

describe('설정: 회원', () => {
  it('회원은 자기 이름과 로그아웃·회원탈퇴 버튼을 봐요', async () => {
    signInAsMember();
    renderApp('/settings');
    expect(await screen.findByText('전세왕님으로 로그인했어요')).toBeTruthy();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '회원탈퇴' })).toBeTruthy();
    expect(requestsTo('GET /api/v1/user/me')[0]?.headers.accesstoken).toBe('member-access');
  });

  it('만료된 accessToken 은 refreshToken 으로 한 번 갱신하고 내 정보를 다시 받아와요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'expired-access');
    writeCookie(COOKIE_NAMES.refreshToken, 'member-refresh');
    serve({
      'POST /auth/refresh': () => ok({ accessToken: 'fresh-access', refreshToken: 'rotated-refresh' }),
      'GET /api/v1/user/me': (request) =>
        request.headers.accesstoken === 'fresh-access'
          ? ok({ id: USER_ID, name: '전세왕', avatarUrl: null, roleType: 'USER' })
          : fail(401, 'UNAUTHENTICATED'),
    });
    renderApp('/settings');
    expect(await screen.findByText('전세왕님으로 로그인했어요')).toBeTruthy();
    expect(calls()).toEqual(['GET /api/v1/user/me', 'POST /auth/refresh', 'GET /api/v1/user/me']);
    expect(requestsTo('POST /auth/refresh')[0]?.headers.refreshtoken).toBe('member-refresh');
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('fresh-access');
    expect(readCookie(COOKIE_NAMES.refreshToken)).toBe('rotated-refresh');
    expect(useAppStore.getState().isAuthenticated).toBe(true);
  });

  it('로그아웃은 확인 모달을 거치고, 취소하면 아무것도 보내지 않아요', async () => {
    signInAsMember();
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    const dialog = screen.getByRole('dialog', { name: '로그아웃할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(useAppStore.getState().isAuthenticated).toBe(true);
    expect(requestsTo('POST /api/v1/user/logout')).toHaveLength(0);
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('member-access');
  });

  it('로그아웃을 확인하면 RefreshToken 헤더와 함께 로그아웃을 알리고, 브라우저의 토큰과 개인 정보를 모두 지운 뒤 홈에서 알려줘요', async () => {
    signInAsMember();
    leavePersonalTraces();
    const { router } = renderApp('/settings');
    const locations = trackLocations(router);
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '로그아웃할까요?' })).getByRole('button', { name: '로그아웃' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(locations).toContainEqual({ pathname: '/', state: { flashNotice: '로그아웃했어요.' } });
    const logout = requestsTo('POST /api/v1/user/logout')[0];
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.accesstoken).toBe('member-access');
    expect(logout?.headers.refreshtoken).toBe('member-refresh');
    expectNothingPersonalLeft();
  });

  it('서버에 로그아웃을 알리지 못해도 브라우저에서는 지워요', async () => {
    signInAsMember();
    leavePersonalTraces();
    serve({ 'POST /api/v1/user/logout': () => fail(500, 'INTERNAL') });
    const { router } = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '로그아웃할까요?' })).getByRole('button', { name: '로그아웃' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expectNothingPersonalLeft();
  });

  it('회원탈퇴는 무엇이 지워지고 무엇이 남는지 알린 뒤, 확인하면 계정을 삭제하고 브라우저를 비워요', async () => {
    signInAsMember();
    leavePersonalTraces();
    const { router } = renderApp('/settings');
    const locations = trackLocations(router);
    fireEvent.click(await screen.findByRole('button', { name: '회원탈퇴' }));
    const dialog = screen.getByRole('dialog', { name: '정말 탈퇴할까요?' });
    expect(dialog.textContent).toContain('탈퇴한 회원');
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(locations).toContainEqual({
      pathname: '/',
      state: { flashNotice: '탈퇴가 완료됐어요. 그동안 집사를 이용해주셔서 고마워요.' },
    });
    expect(calls()).toContain('DELETE /api/v1/user');
    expect(requestsTo('DELETE /api/v1/user')[0]?.headers.accesstoken).toBe('member-access');
    expectNothingPersonalLeft();
  });

  it('탈퇴에 실패하면 모달 안에서 알리고, 계정이 남아 있으니 브라우저의 로그인도 그대로 둬요', async () => {
    signInAsMember();
    serve({ 'DELETE /api/v1/user': () => fail(500, 'INTERNAL') });
    const { router } = renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: '회원탈퇴' }));
    const dialog = screen.getByRole('dialog', { name: '정말 탈퇴할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      '탈퇴하지 못했어요. 잠시 후 다시 시도해주세요.',
    );
    expect(router.state.location.pathname).toBe('/settings');
    expect(readCookie(COOKIE_NAMES.accessToken)).toBe('member-access');
    expect(readCookie(COOKIE_NAMES.refreshToken)).toBe('member-refresh');
  });
});
