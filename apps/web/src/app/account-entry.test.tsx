import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie } from '../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { renderApp } from '../testing/render-app.tsx';

beforeEach(() => {
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const settingsEntry = () => screen.queryByRole('link', { name: /^설정( · 내 정보)?$/ });
const loginEntry = () => screen.queryByRole('link', { name: '로그인' });

describe('계정으로 가는 길 (issue 11, 26)', { timeout: 20_000 }, () => {
  it.each(['/', '/calculator', '/deposit-entry', '/community'])('%s 에서 설정으로 갈 수 있어요', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(settingsEntry()?.getAttribute('href')).toBe('/settings');
  });

  it.each([
    ['/', '/login-page?redirect=%2F'],
    ['/calculator?tab=DSR', '/login-page?redirect=%2Fcalculator%3Ftab%3DDSR'],
    ['/community', '/login-page?redirect=%2Fcommunity'],
  ])('%s 의 로그인은 설정이 아니라 로그인을 시작하고, 끝나면 이 화면으로 돌아와요', async (path, login) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(loginEntry()?.getAttribute('href')).toBe(login);
  });

  it('홈의 로그인을 누르면 로그인 화면이 열려요', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(loginEntry()!);
    await screen.findByRole('heading', { level: 1, name: '로그인' }, { timeout: 10_000 });
    expect(router.state.location.search).toBe('?redirect=%2F');
  });

  it('로그인 상태를 보여줘요: 방문자는 로그인, 회원은 내 정보', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(loginEntry()).not.toBeNull();
    expect(settingsEntry()?.getAttribute('aria-label')).toBe('설정');
    act(() => useAppStore.setState({ isAuthenticated: true }));
    expect(loginEntry()).toBeNull();
    expect(settingsEntry()?.getAttribute('aria-label')).toBe('설정 · 내 정보');
    expect(settingsEntry()?.textContent).toBe('내 정보');
  });

  it('보고서 흐름이나 설정 화면에는 없어요', async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1 });
    expect(settingsEntry()).toBeNull();
    expect(loginEntry()).toBeNull();
  });
});
