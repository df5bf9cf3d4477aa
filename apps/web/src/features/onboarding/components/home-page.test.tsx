import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ok } from '../../../testing/start-test-server.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };
const REPORT_ID = '3f1c2a7e-8b4d-4c1e-9a2b-1d2e3f4a5b6c';

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(() =>
    ok([
      {
        loanAdviceResultId: REPORT_ID,
        loanProductCode: 'HUG-01',
        loanProductName: 'HUG 전세금안심대출',
        expectedLoanRate: 3.85,
        possibleLoanLimit: 240_000_000,
        rentalDeposit: 300_000_000,
        createdAt: '2026-07-01T09:00:00+09:00',
      },
    ]),
  );
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
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

describe('홈', { timeout: 20_000 }, () => {
  it('세 줄 약속, 세 가지 기능 카드, 보증금 입력으로 가는 버튼을 보여줘요', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: '나에게 맞는 전월세 대출, 집사가 찾아드려요' }, SLOW);
    expect(within(screen.getByRole('list', { name: '집사의 약속' })).getAllByRole('listitem')).toHaveLength(3);
    const features = within(screen.getByRole('list', { name: '집사가 도와드리는 일' })).getAllByRole('heading', {
      level: 2,
    });
    expect(features.map((heading) => heading.textContent)).toEqual([
      '나에게 맞춘 상품',
      '금리 말고 드는 돈까지',
      '전월세 세입자 커뮤니티',
    ]);
    expect(screen.getByRole('link', { name: '대출 추천 받아보기' }).getAttribute('href')).toBe('/deposit-entry');
  });

  it('대출 추천 말고도 전세 안전 진단, 전세·월세 비교, 계약 만기 플래너, 보증금을 못 돌려받을 때, 대출 계산기, 금리 추이, 커뮤니티로 한 번에 가요 (issue 26, 48, 49, 50)', async () => {
    renderApp('/');
    const tools = await screen.findByRole('navigation', { name: '다른 도구' }, SLOW);
    const links = within(tools).getAllByRole('link');
    expect(links.map((link) => [link.querySelector('span > span')?.textContent, link.getAttribute('href')])).toEqual([
      ['전세 안전 진단', '/jeonse-safety'],
      ['전세·월세 비교', '/rent-offers'],
      ['계약 만기 플래너', '/renewal'],
      ['보증금을 못 돌려받을 때', '/deposit-trouble'],
      ['대출 계산기', '/calculator'],
      ['금리 추이', '/rates'],
      ['커뮤니티', '/community'],
    ]);
  });

  it.each([
    ['전세 안전 진단', '전세 안전 진단'],
    ['전세·월세 비교', '전세·월세 비교'],
    ['대출 계산기', '대출 계산기'],
    ['커뮤니티', '커뮤니티'],
  ])('홈의 %s 바로 가기는 그 화면을 열어요', async (tool, heading) => {
    renderApp('/');
    const tools = await screen.findByRole('navigation', { name: '다른 도구' }, SLOW);
    fireEvent.click(within(tools).getByRole('link', { name: new RegExp(`^${tool}`) }));
    await screen.findByRole('heading', { level: 1, name: heading }, SLOW);
  });

  it('토큰이 없는 첫 방문자에게는 보고서를 묻지 않아요', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: '나에게 맞는 전월세 대출, 집사가 찾아드려요' }, SLOW);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.requests).toHaveLength(0);
    expect(screen.queryByRole('region', { name: '최근 보고서' })).toBeNull();
  });

  it('보고서가 있는 사람에게는 가장 최근 보고서 바로가기를 보여줘요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
    renderApp('/');
    const recent = await screen.findByRole('region', { name: '최근 보고서' }, SLOW);
    const link = within(recent).getByRole('link');
    expect(link.getAttribute('href')).toBe(`/report/${REPORT_ID}`);
    expect(within(link).getByRole('img', { name: '주택도시보증공사' })).toBeTruthy();
    expect(within(link).getByText('3.85%')).toBeTruthy();
    expect(within(link).getByText('2억 4,000만원')).toBeTruthy();
    expect(server.requests[0]?.headers.accesstoken).toBe('guest-jwt');
  });
});
