import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureReport } from '../testing/report-fixture.ts';
import { ReportHero } from '../features/loan-advice/components/report-hero.tsx';
import { MARKET_RATE_HISTORY_URL } from '../features/rates/api/market-rate-history.ts';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { renderApp } from '../testing/render-app.tsx';
import { fail, ok } from '../testing/start-test-server.ts';

// The ways to the rate history (issue 28): the calculator's market-rate note and a report's rate date.

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const MARKET_RATES = {
  marketRateDate: '2026-02-19',
  marketRatesStale: false,
  ageDays: 10,
  baseRate: 2.5,
  cofixNewBalance: 2.48,
  financeBond6M: 2.6,
  financeBond24M: 2.72,
  creditLoanRate: 4.95,
  depositRate: 2.6,
  sources: [],
  estimatedFields: [],
};

beforeEach(() => {
  server.respondWith((request) => {
    if (request.url === '/api/v1/marketRates') return ok(MARKET_RATES);
    if (request.url === MARKET_RATE_HISTORY_URL) return ok({ rows: [], lastFetchedAt: null, feeds: [] });
    return fail(404, 'NOT_FOUND');
  });
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server.close();
});

describe('금리 추이로 가는 길 (issue 28)', { timeout: 15_000 }, () => {
  it('계산기의 참고 시장 금리 아래 "금리 추이 보기"를 누르면 /rates 가 열려요', async () => {
    const { router } = renderApp('/calculator');
    // The calculator is a lazy page: its first import in this file can take longer than findBy's 1 s.
    const link = await screen.findByRole('link', { name: '금리 추이 보기' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/rates');
    await act(async () => {
      fireEvent.click(link);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/rates'));
    expect(await screen.findByRole('heading', { level: 1, name: '금리 추이' })).toBeTruthy();
  });

  it('보고서의 시장 금리 날짜 아래에 /rates 로 가는 링크가 있어요', () => {
    const router = createMemoryRouter([{ path: '*', element: <ReportHero report={fixtureReport} /> }]);
    render(<RouterProvider router={router} />);
    const caption = screen.getByText('시장 금리는 2026년 6월 15일에 공시된 값이에요(16일 전).');
    const link = screen.getByRole('link', { name: '금리 추이 보기' });
    expect(link.getAttribute('href')).toBe('/rates');
    expect(caption.nextElementSibling?.contains(link)).toBe(true);
  });
});
