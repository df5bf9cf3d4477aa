import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { renderApp } from '../testing/render-app.tsx';
import { SPEC_ROUTES, TAB_ROUTES } from '../testing/spec-routes.ts';

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const tabBar = () => screen.queryByRole('navigation', { name: '주요 메뉴' });
const routesWithTabBar: readonly string[] = TAB_ROUTES;

describe('하단 탭 바', () => {
  it.each([...SPEC_ROUTES.map((route) => route.path), '/nope'])(
    '%s 에서 탭 바는 세 탭 경로에서만 보여요',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(tabBar() !== null).toBe(routesWithTabBar.includes(path));
    },
  );

  it('대출계산기·대출추천·커뮤니티 탭이 스펙의 경로로 이어져요', async () => {
    renderApp('/calculator');
    await screen.findByRole('heading', { level: 1 });
    const links = within(tabBar() ?? document.body).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['대출계산기', '/calculator'],
      ['대출추천', '/deposit-entry'],
      ['커뮤니티', '/community'],
    ]);
  });

  it('지금 탭만 aria-current="page" 로 강조하고, 이동하면 강조도 옮겨가요', async () => {
    const { router } = renderApp('/deposit-entry');
    await screen.findByRole('heading', { level: 1, name: '전월세 보증금 입력' });
    const current = () =>
      within(tabBar() ?? document.body)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current()).toEqual(['대출추천']);

    await act(() => router.navigate('/community'));
    await screen.findByRole('heading', { level: 1, name: '커뮤니티' });
    expect(current()).toEqual(['커뮤니티']);
  });
});
