import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, readCookie } from '../../../shared/lib/cookies.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok } from '../../../testing/start-test-server.ts';

// A real local HTTP server stands in for the API; only the API origin the app reads from config points at it.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() => ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'B' }));
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await server.close();
});

describe('/login-page', () => {
  it('카카오 버튼은 ?redirect= 로 받은 돌아갈 곳을 로그인 시작 주소에 실어 보내요', async () => {
    renderApp('/login-page?redirect=%2Fsettings');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '카카오로 3초만에 로그인' }).getAttribute('href')).toBe(
      `${server.baseUrl}/oauth2/authorization/kakao?redirect=%2Fsettings`,
    );
  });

  it('게스트로 둘러보기는 게스트 토큰을 받아 두고 홈으로 가요', async () => {
    const { router } = renderApp('/login-page');
    fireEvent.click(await screen.findByRole('button', { name: '게스트로 둘러보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.requests.filter((request) => request.url === '/api/v1/guest/login')).toHaveLength(1);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-jwt');
    expect(window.localStorage.getItem('abTestType')).toBe('B');
  });

  it('게스트 토큰을 받지 못해도 홈으로는 가요', async () => {
    server.respondWith(() => fail(503, 'INTERNAL'));
    const { router } = renderApp('/login-page');
    fireEvent.click(await screen.findByRole('button', { name: '게스트로 둘러보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readCookie(COOKIE_NAMES.guestToken)).toBeNull();
  });
});

describe('/test', () => {
  it('제목과 소셜 로그인 버튼이 있어요', async () => {
    renderApp('/test');
    expect(await screen.findByRole('heading', { level: 1, name: '테스트 로그인' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '카카오로 3초만에 로그인' }).getAttribute('href')).toBe(
      `${server.baseUrl}/oauth2/authorization/kakao`,
    );
  });
});
