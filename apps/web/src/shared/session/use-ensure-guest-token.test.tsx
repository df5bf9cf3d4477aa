import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../testing/start-test-server.ts';
import { COOKIE_NAMES, deleteCookie, readCookie, writeCookie } from '../lib/cookies.ts';
import { useEnsureGuestToken } from './use-ensure-guest-token.ts';

// A real local HTTP server stands in for the API; only the API origin the app reads from config points at it.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const guestLogins = () => server.requests.filter((request) => request.url === '/api/v1/guest/login');

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() => ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'A' }));
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
});

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await server.close();
});

describe('useEnsureGuestToken', () => {
  it('StrictMode 에서 두 번 마운트돼도 게스트 토큰을 한 번만 받아 쿠키에 두고 ready 가 돼요', async () => {
    const { result } = renderHook(() => useEnsureGuestToken(), { wrapper: StrictMode });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(guestLogins()).toHaveLength(1);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-jwt');
  });

  it('토큰이 이미 있으면 처음부터 ready 이고 요청하지 않아요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'existing');
    const { result } = renderHook(() => useEnsureGuestToken());
    expect(result.current.status).toBe('ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toHaveLength(0);
  });

  it('실패하면 failed 가 되고, retry 로 다시 받아요', async () => {
    server.respondWith(() => fail(503, 'INTERNAL'));
    const { result } = renderHook(() => useEnsureGuestToken());
    await waitFor(() => expect(result.current.status).toBe('failed'));
    server.respondWith(() => ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'B' }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(guestLogins()).toHaveLength(2);
    expect(readCookie(COOKIE_NAMES.guestToken)).toBe('guest-jwt');
  });
});
