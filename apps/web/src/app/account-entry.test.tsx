import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { renderApp } from '../testing/render-app.tsx';

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = () => screen.queryByRole('link', { name: /^설정 · / });

describe('설정으로 가는 길 (issue 11)', { timeout: 20_000 }, () => {
  it.each(['/', '/calculator', '/deposit-entry', '/community'])('%s 에서 설정으로 갈 수 있어요', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(entry()?.getAttribute('href')).toBe('/settings');
  });

  it('로그인 상태를 보여줘요', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(entry()?.getAttribute('aria-label')).toBe('설정 · 로그인');
    act(() => useAppStore.setState({ isAuthenticated: true }));
    expect(entry()?.getAttribute('aria-label')).toBe('설정 · 내 정보');
  });

  it('보고서 흐름이나 설정 화면에는 없어요', async () => {
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1 });
    expect(entry()).toBeNull();
  });
});
