import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';

// 설정 › 차단한 사용자 (issue 33), with a real local HTTP server standing in for the API.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const BLOCK_ID = '5a0c3d2e-1f4b-4c6d-8e9f-0a1b2c3d4e5f';
const SLOW = { timeout: 5000 };
let blocks: { blockId: string; label: string; createdDate: string }[];
let listAnswer: () => TestResponse;

function respond({ method, url }: RecordedRequest): TestResponse {
  if (method === 'GET' && url === '/api/v1/user/me')
    return ok({ id: '0b9c7a52-6f0e-4d8e-9a55-3d2f0f6f8a11', name: '전세왕', avatarUrl: null, roleType: 'USER' });
  if (method === 'GET' && url === '/api/v1/user/blocks') return listAnswer();
  if (method === 'DELETE' && url === `/api/v1/user/blocks/${BLOCK_ID}`) {
    blocks = blocks.filter((block) => block.blockId !== BLOCK_ID);
    return ok(null);
  }
  return fail(404, 'NOT_FOUND');
}

const section = () => screen.getByRole('region', { name: '차단한 사용자' });

beforeEach(() => {
  server.requests.length = 0;
  blocks = [{ blockId: BLOCK_ID, label: '광고왕', createdDate: '2026-11-25T23:30:00+09:00' }];
  listAnswer = () => ok({ blocks });
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.accessToken, 'member-access');
  writeCookie(COOKIE_NAMES.refreshToken, 'member-refresh');
  useAppStore.setState({ ...createInitialAppState(), isAuthenticated: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server.close();
});

describe('설정 › 차단한 사용자 (issue 33)', { timeout: 20_000 }, () => {
  it('차단한 사람의 닉네임과 날짜(한국 시간)를 보여주고, 확인한 뒤 차단을 풀면 목록에서 빠져요', async () => {
    renderApp('/settings');
    expect(await screen.findByText('광고왕', {}, SLOW)).toBeTruthy();
    expect(within(section()).getByText('2026년 11월 25일 차단')).toBeTruthy();
    fireEvent.click(within(section()).getByRole('button', { name: '광고왕님 차단 해제' }));
    const confirm = await screen.findByRole('dialog', { name: '광고왕님의 차단을 풀까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '차단 해제' }));
    expect(await screen.findByText('차단한 사용자가 없어요.', {}, SLOW)).toBeTruthy();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('목록을 못 불러오면 다시 시도할 수 있어요', async () => {
    listAnswer = () => fail(500, 'INTERNAL_SERVER_ERROR');
    renderApp('/settings');
    const alert = await screen.findByText('차단한 사용자를 불러오지 못했어요.', {}, SLOW);
    expect(alert).toBeTruthy();
    listAnswer = () => ok({ blocks: [] });
    fireEvent.click(within(section()).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('차단한 사용자가 없어요.', {}, SLOW)).toBeTruthy();
  });

  it('로그인하지 않은 사람에게는 차단 목록이 없어요', async () => {
    for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
    useAppStore.setState({ ...createInitialAppState(), isAuthenticated: false });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: '설정' }, SLOW);
    await waitFor(() => expect(screen.queryByRole('region', { name: '차단한 사용자' })).toBeNull());
    expect(server.requests.filter((request) => request.url === '/api/v1/user/blocks')).toHaveLength(0);
  });
});
