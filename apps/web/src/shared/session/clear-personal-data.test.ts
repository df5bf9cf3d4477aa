import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fail, startTestServer, type TestServer } from '../../testing/start-test-server.ts';
import { createAppApiClient } from '../api/api.ts';
import { createApiClient } from '../api/api-client.ts';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { createInitialAppState, useAppStore } from '../store/app-store.ts';
import { clearPersonalData } from './clear-personal-data.ts';

/** A person's traces in this browser: figures under the app's keys, the spec's keys, and one key not ours. */
function leaveTraces() {
  writeCookie(COOKIE_NAMES.accessToken, 'access');
  writeCookie(COOKIE_NAMES.refreshToken, 'refresh');
  writeCookie(COOKIE_NAMES.guestToken, 'guest');
  window.sessionStorage.setItem(STORAGE_KEYS.communityDetailId, 'post-1');
  window.sessionStorage.setItem(STORAGE_KEYS.adviceReport, '{"rentalDeposit":317000000}');
  window.sessionStorage.setItem(STORAGE_KEYS.loginRedirectPath, '/deposit-result');
  window.sessionStorage.setItem('jipsaRentalDeposit', '317000000');
  // A key added after this test was written: the prefix alone must clear it.
  window.sessionStorage.setItem('jipsaSomethingNew', '23456789');
  window.localStorage.setItem('jipsaSavedBoard', '{"posts":[]}');
  window.localStorage.setItem('abTestType', 'B');
  window.localStorage.setItem('someone-elses', 'kept');
  useAppStore.setState({ annualIncome: 52_000_000, isAuthenticated: true });
}

const storageKeys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null);

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  useAppStore.setState(createInitialAppState());
});

describe('clearPersonalData', () => {
  it('로그아웃·탈퇴 뒤에는 쿠키, 스펙의 키, 접두사 jipsa 로 시작하는 모든 키가 사라지고 남의 키는 그대로예요', () => {
    leaveTraces();
    clearPersonalData();
    for (const name of Object.values(COOKIE_NAMES)) expect(readCookie(name)).toBeNull();
    const left = [...storageKeys(window.sessionStorage), ...storageKeys(window.localStorage)];
    expect(left.filter((key) => key !== 'jipsaLoanForm')).toEqual(['someone-elses']);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/317000000|23456789|52000000/);
    expect(useAppStore.getState().annualIncome).toBeNull();
    expect(useAppStore.getState().isAuthenticated).toBe(false);
  });

  it('세션이 끝났을 때는 로그인 뒤 이어 갈 길(돌아갈 곳과 요청한 보고서)만 남겨요', () => {
    leaveTraces();
    clearPersonalData({ keepReturnPath: true });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.loginRedirectPath)).toBe('/deposit-result');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.adviceReport)).toContain('317000000');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.communityDetailId)).toBeNull();
    expect(window.sessionStorage.getItem('jipsaRentalDeposit')).toBeNull();
    expect(window.localStorage.getItem('jipsaSavedBoard')).toBeNull();
  });
});

describe('세션이 끝나면 (issue 27)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('서버가 refresh token 을 거절하면 그 사람의 숫자를 지우고 돌아갈 길만 남겨요', async () => {
    leaveTraces();
    server.respondWith((request) =>
      request.url === '/auth/refresh' ? fail(401, 'REFRESH_TOKEN_INVALID') : fail(401, 'UNAUTHENTICATED'),
    );
    await expect(createAppApiClient(server.baseUrl).get('/api/v1/loanAdvice', { auth: true })).rejects.toThrow();
    expect(window.sessionStorage.getItem('jipsaRentalDeposit')).toBeNull();
    expect(window.localStorage.getItem('jipsaSavedBoard')).toBeNull();
    expect(readCookie(COOKIE_NAMES.refreshToken)).toBeNull();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.loginRedirectPath)).not.toBeNull();
    expect(useAppStore.getState().isLoginModalOpen).toBe(true);
  });

  it('갱신이 네트워크 때문에 실패하면 세션이 끝난 게 아니라 아무것도 지우지 않아요', async () => {
    leaveTraces();
    server.respondWith(() => fail(401, 'UNAUTHENTICATED'));
    let expired = 0;
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getCurrentPath: () => '/',
      onLoadingChange: () => undefined,
      onLoginRequired: () => undefined,
      onSessionExpired: () => {
        expired += 1;
      },
      fetch: (input, init) =>
        String(input).endsWith('/auth/refresh') ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
    });
    await expect(client.get('/api/v1/loanAdvice', { auth: true })).rejects.toMatchObject({
      errorCode: 'NETWORK_ERROR',
    });
    expect(expired).toBe(0);
  });
});
