import type { ReportQueueItem } from '@jipsa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';

// The operators' desk (issue 33), with a real local HTTP server standing in for the API.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const POST_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const AUTHOR_ID = '0b9c7a52-6f0e-4d8e-9a55-3d2f0f6f8a11';
const OPERATOR_ID = '1c8d6b41-5e0f-4c7d-8b44-2c1e0e5e7b22';
const SLOW = { timeout: 5000 };
const AT = '2026-11-26T01:05:00.000Z';

const item = (overrides: Partial<ReportQueueItem> = {}): ReportQueueItem => ({
  targetType: 'POST',
  targetId: POST_ID,
  postId: POST_ID,
  title: '급전 대출 해드려요',
  content: '연락 주세요 010-0000-0000',
  authorId: AUTHOR_ID,
  authorName: '대출왕',
  hidden: true,
  hiddenReason: 'REPORTS',
  reportCount: 3,
  lastReportedDate: AT,
  reports: [
    {
      reportId: '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      reason: 'AD_SPAM',
      detail: null,
      reporterName: '이웃1',
      createdDate: AT,
    },
  ],
  ...overrides,
});

let queue: ReportQueueItem[];
let queueAnswer: (request: RecordedRequest) => TestResponse;
let entries: unknown[];

function respond(request: RecordedRequest): TestResponse {
  const { method, url } = request;
  if (method === 'GET' && url.startsWith('/api/v1/admin/reports')) return queueAnswer(request);
  if (method === 'GET' && url.startsWith('/api/v1/admin/audit-log')) return ok({ entries, hasNext: false });
  if (method === 'POST' && url === `/api/v1/admin/reports/POST/${POST_ID}/restore`) {
    const { reason } = JSON.parse(request.body) as { reason: string };
    queue = queue.map((queued) => ({ ...queued, hidden: false, hiddenReason: null }));
    entries = [
      {
        id: '3b2c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
        action: 'RESTORE',
        actorId: OPERATOR_ID,
        actorName: '운영자',
        targetType: 'POST',
        targetId: POST_ID,
        reason,
        until: null,
        createdDate: AT,
      },
    ];
    return ok(null);
  }
  if (method === 'POST' && url === `/api/v1/admin/reports/POST/${POST_ID}/suspend-author`)
    return ok({ userId: AUTHOR_ID, until: '2026-12-03T01:05:00.000Z' });
  return fail(404, 'NOT_FOUND');
}

beforeEach(() => {
  server.requests.length = 0;
  queue = [item()];
  entries = [];
  queueAnswer = ({ url }) =>
    url.includes('page=0')
      ? ok({ items: queue, hasNext: true })
      : ok({ items: [item({ targetId: AUTHOR_ID, postId: AUTHOR_ID, title: '두 번째 쪽 글' })], hasNext: false });
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.accessToken, 'operator-access');
  writeCookie(COOKIE_NAMES.refreshToken, 'operator-refresh');
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

const queueItem = (title: string) => screen.findByRole('article', { name: title }, SLOW);

describe('/admin/reports (issue 33)', { timeout: 20_000 }, () => {
  it('신고된 글과 신고 내역을 보여주고, 사유를 적어야 되돌리며, 되돌린 일은 운영 기록에 남아요', async () => {
    renderApp('/admin/reports');
    const article = await queueItem('급전 대출 해드려요');
    expect(within(article).getByText('숨김')).toBeTruthy();
    expect(within(article).getByText('숨긴 이유: 여러 회원이 신고했어요')).toBeTruthy();
    expect(within(article).getByText('작성자 대출왕')).toBeTruthy();
    expect(within(article).getByText(/이웃1 · 광고·스팸 · 2026년 11월 26일 10:05/)).toBeTruthy();
    expect(await screen.findByText('아직 운영 기록이 없어요.', {}, SLOW)).toBeTruthy();

    fireEvent.click(within(article).getByRole('button', { name: '되돌리기' }));
    const dialog = await screen.findByRole('dialog', { name: '이 항목을 다시 보이게 할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '되돌리기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('처리 사유를 적어 주세요.');
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: '처리 사유' }), { target: { value: '광고 아님' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '되돌리기' }));
    expect(await screen.findByText('다시 보이게 했어요.', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(within(article).getByText('보이는 중')).toBeTruthy(), SLOW);
    expect(await screen.findByText('운영자님이 글을(를) 되돌림', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('사유: 광고 아님')).toBeTruthy();
  });

  it('작성자 정지는 기간과 사유를 보내고, 끝나는 날을 알려줘요; 더 보기는 다음 쪽을 불러와요', async () => {
    renderApp('/admin/reports');
    const article = await queueItem('급전 대출 해드려요');
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await queueItem('두 번째 쪽 글')).toBeTruthy();

    fireEvent.click(within(article).getByRole('button', { name: '작성자 정지' }));
    const dialog = await screen.findByRole('dialog', { name: '작성자를 정지할까요?' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '정지 기간 (일)' }), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '처리 사유' }), { target: { value: '반복 광고' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '작성자 정지' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('정지 기간은 1일부터 365일까지 적어 주세요.');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '정지 기간 (일)' }), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '작성자 정지' }));
    expect(await screen.findByText('작성자를 2026년 12월 3일까지 정지했어요.', {}, SLOW)).toBeTruthy();
    const sent = server.requests.find((request) => request.url.endsWith('/suspend-author'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({ reason: '반복 광고', days: 7 });
  });

  it('운영자가 아닌 회원은 서버의 403 에 따라 운영자만 볼 수 있다고 봐요', async () => {
    queueAnswer = () => fail(403, 'FORBIDDEN', '운영자만 볼 수 있어요.');
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: '운영자만 볼 수 있어요' }, SLOW)).toBeTruthy();
    expect(server.requests.some((request) => request.url.startsWith('/api/v1/admin/audit-log'))).toBe(false);
  });

  it('게스트(403 LOGIN_REQUIRED)에게는 운영자 계정으로 로그인하라고 해요', async () => {
    queueAnswer = () => fail(403, 'LOGIN_REQUIRED', '로그인이 필요해요.');
    renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: '로그인이 필요해요' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '로그인하기' }).getAttribute('href')).toBe(
      '/login-page?redirect=%2Fadmin%2Freports',
    );
  });
});
