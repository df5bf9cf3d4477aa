import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { fixtureNoReport, fixtureReport, NO_REPORT_ID, REPORT_ID } from '../../../testing/report-fixture.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };

function respond(request: RecordedRequest): TestResponse {
  if (request.url === `/api/v1/loanAdvice/${NO_REPORT_ID}`) return ok(fixtureNoReport);
  if (request.url === `/api/v1/loanAdvice/${REPORT_ID}`) return ok(fixtureReport);
  if (request.url.startsWith('/api/v1/loanAdvice/')) return fail(403, 'FORBIDDEN');
  return fail(404, 'NOT_FOUND');
}

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
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

// Whole-app renders load lazy chunks; on a busy machine the first one can take seconds.
describe('/no-report/{id}', { timeout: 20_000 }, () => {
  it('받을 수 있는 상품이 없다고 말하고, 상품마다 걸린 이유를 모두 보여줘요', async () => {
    renderApp(`/no-report/${NO_REPORT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: '지금 조건으로 받을 수 있는 상품이 없어요' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '대출 추천 결과' })).toBeTruthy();
    // The reason follows the heading without saying it again (issue 11).
    const [headingSentence, ...rest] = fixtureNoReport.recommendationReason.split('. ');
    expect(headingSentence).toBe('지금 조건으로 받을 수 있는 상품이 없어요');
    expect(screen.getByText(rest.join('. '))).toBeTruthy();
    expect(screen.queryByText(fixtureNoReport.recommendationReason)).toBeNull();

    const fund = screen.getByRole('list', { name: '버팀목 전세자금대출 · 받을 수 없는 이유' });
    expect(
      within(fund)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '무주택자만 받을 수 있는데 다주택자로 입력하셨어요.',
      '부부합산 연소득 9,000만원이 소득 기준 5,000만원을 넘어요.',
    ]);
    const sgi = screen.getByRole('list', { name: 'SGI 서울보증 전세대출 · 받을 수 없는 이유' });
    expect(within(sgi).getAllByRole('listitem')).toHaveLength(1);
  });

  it('조건 하나만 걸린 상품은 무엇이 바뀌면 되는지 따로 알려줘요', async () => {
    renderApp(`/no-report/${NO_REPORT_ID}`);
    const close = await screen.findByRole('region', { name: '조건 하나만 바뀌면 받을 수 있어요' }, SLOW);
    expect(within(close).getByText('SGI 서울보증 전세대출')).toBeTruthy();
    expect(within(close).getByText('주택을 정리해 보유 기준을 맞추면 받을 수 있어요.')).toBeTruthy();
    // Two rules apart is not close.
    expect(within(close).queryByText('버팀목 전세자금대출')).toBeNull();
    expect(screen.queryByRole('button', { name: '커뮤니티에 공유' })).toBeNull();
    expect(screen.getByRole('button', { name: '적용 조건 보기' })).toBeTruthy();
  });

  it('상품이 있는 보고서는 보고서 주소로 옮겨요', async () => {
    const { router } = renderApp(`/no-report/${REPORT_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: '청년전용 버팀목 전세자금대출' }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/report/${REPORT_ID}`);
  });

  it('볼 수 없는 보고서(403)는 친절한 안내와 홈으로 가는 길을 보여줘요', async () => {
    renderApp('/no-report/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    expect(await screen.findByRole('heading', { level: 2, name: '보고서를 찾을 수 없어요' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '대출 추천 결과' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });
});
