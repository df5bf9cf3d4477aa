import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { renderApp } from '../testing/render-app.tsx';
import { isFunnelPath } from './funnel-nav.tsx';

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('대출 흐름 화면의 뒤로·홈 (issue 11)', { timeout: 20_000 }, () => {
  it('탭이 없는 흐름 화면에만 있어요', () => {
    for (const path of ['/deposit-result', '/loan-info-entry', '/report/12', '/no-report/12', '/jeonse-safety']) {
      expect(isFunnelPath(path)).toBe(true);
    }
    for (const path of ['/', '/calculator', '/community', '/settings', '/loan-info-entry-b']) {
      expect(isFunnelPath(path)).toBe(false);
    }
  });

  it('링크로 바로 열었으면 뒤로 가기도 홈으로 가요', async () => {
    renderApp('/deposit-result');
    fireEvent.click(await screen.findByRole('button', { name: '뒤로 가기' }));
    // The 설정 entry shows only on the home page and the tabs, never on /deposit-result: we are home.
    expect(await screen.findByRole('link', { name: /^설정( · |$)/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });

  it('홈으로는 / 로 가는 링크예요', async () => {
    renderApp('/loan-info-entry');
    const home = await screen.findByRole('link', { name: '홈으로' });
    expect(home.getAttribute('href')).toBe('/');
  });
});
