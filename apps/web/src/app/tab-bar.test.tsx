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

// Each route's code loads lazily: on a busy machine its first render takes more than the default second.
const SLOW = { timeout: 5000 };
const tabBar = () => screen.queryByRole('navigation', { name: '주요 메뉴' });
const routesWithTabBar: readonly string[] = TAB_ROUTES;

describe('하단 탭 바', { timeout: 15_000 }, () => {
  it.each([...SPEC_ROUTES.map((route) => route.path), '/nope'])(
    '%s 에서 탭 바는 세 탭의 화면에서만 보여요',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 }, SLOW);
      expect(tabBar() !== null).toBe(routesWithTabBar.includes(path));
    },
  );

  it('대출계산기·대출추천·커뮤니티 탭이 이어지고, 집 모양 대출추천은 홈으로 가요 (issue 50)', async () => {
    renderApp('/calculator');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const links = within(tabBar() ?? document.body).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['대출계산기', '/calculator'],
      ['대출추천', '/'],
      ['커뮤니티', '/community'],
    ]);
  });

  it('지금 탭만 aria-current="page" 로 강조하고, 이동하면 강조도 옮겨가요', async () => {
    const { router } = renderApp('/deposit-entry');
    await screen.findByRole('heading', { level: 1, name: '전월세 보증금 입력' }, SLOW);
    const current = () =>
      within(tabBar() ?? document.body)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(current()).toEqual(['대출추천']);

    // The house tab goes home and is the current tab there too (issue 50).
    await act(() => router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: '나에게 맞는 전월세 대출, 집사가 찾아드려요' }, SLOW);
    expect(current()).toEqual(['대출추천']);

    await act(() => router.navigate('/community'));
    await screen.findByRole('heading', { level: 1, name: '커뮤니티' }, SLOW);
    expect(current()).toEqual(['커뮤니티']);
  });
});
