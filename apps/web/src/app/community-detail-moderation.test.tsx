import type { Post } from '@jipsa/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeComment, makePost, POST_ID } from '../features/community/testing/community-fixtures.ts';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { renderApp } from '../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../testing/start-test-server.ts';

// Reporting and blocking on the post detail (issue 33), with a real local HTTP server standing in for the API.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const POST_PATH = `/api/v1/post/${POST_ID}`;
const COMMENT_ID = '0b6d3c1a-2f4e-4a8b-9c7d-1e2f3a4b5c6d';
const BLOCK_ID = '5a0c3d2e-1f4b-4c6d-8e9f-0a1b2c3d4e5f';
const SLOW = { timeout: 5000 };
let post: Post;
let reportAnswer: (request: RecordedRequest) => TestResponse;
let blocked: boolean;

function respond(request: RecordedRequest): TestResponse {
  const { method, url } = request;
  if (method === 'GET' && url === POST_PATH) return ok(blocked ? { ...post, comments: [], commentCount: 0 } : post);
  if (method === 'GET' && url.startsWith('/api/v1/post/sorted')) return ok({ posts: [], nextCursor: null });
  if (method === 'POST' && url === '/api/v1/reports') return reportAnswer(request);
  if (method === 'DELETE' && url === `/api/v1/user/blocks/${BLOCK_ID}`) {
    blocked = false;
    return ok(null);
  }
  if (method === 'POST' && url === '/api/v1/user/blocks') {
    blocked = true;
    return ok({ blockId: BLOCK_ID, label: '악플러', createdDate: '2026-11-26T10:00:00+09:00' });
  }
  return fail(404, 'NOT_FOUND');
}

const requestsTo = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);
const postTitle = () => screen.findByRole('heading', { level: 2, name: post.title }, SLOW);

async function openPostReportWithRouter() {
  const view = renderApp('/community/detail');
  await postTitle();
  fireEvent.click(screen.getByRole('button', { name: '글 더보기' }));
  fireEvent.click(screen.getByRole('menuitem', { name: '신고하기' }));
  await screen.findByRole('dialog', { name: '이 글을 신고할까요?' });
  return view;
}

async function openPostReport() {
  renderApp('/community/detail');
  await postTitle();
  fireEvent.click(screen.getByRole('button', { name: '글 더보기' }));
  fireEvent.click(screen.getByRole('menuitem', { name: '신고하기' }));
  return screen.findByRole('dialog', { name: '이 글을 신고할까요?' });
}

beforeEach(() => {
  server.requests.length = 0;
  post = makePost({ author: '옆집', comments: [makeComment({ id: COMMENT_ID, author: '악플러' })], commentCount: 1 });
  reportAnswer = () => ok({ reportId: BLOCK_ID, hidden: false });
  blocked = false;
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.accessToken, 'member-jwt');
  window.sessionStorage.clear();
  window.sessionStorage.setItem('communityDetailId', POST_ID);
  useAppStore.setState({ ...createInitialAppState(), isAuthenticated: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server.close();
});

describe('신고와 차단 (issue 33)', { timeout: 20_000 }, () => {
  it('신고 시트는 이유를 고르게 하고, 기타는 내용을 적어야 보내고, 500자를 넘으면 막아요', async () => {
    const sheet = await openPostReport();
    fireEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('신고 이유를 골라 주세요.');

    fireEvent.click(within(sheet).getByRole('radio', { name: '기타' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('기타를 골랐다면 이유를 적어 주세요.');

    const detail = within(sheet).getByRole('textbox', { name: '자세한 내용' });
    fireEvent.change(detail, { target: { value: '가'.repeat(501) } });
    expect(within(sheet).getByText('501/500자')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('500자까지 쓸 수 있어요.');
    expect(requestsTo('POST', '/api/v1/reports')).toHaveLength(0);

    fireEvent.change(detail, { target: { value: '  대출 중개 연락처를 올렸어요  ' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByText('신고가 접수됐어요. 운영자가 확인할게요.')).toBeTruthy();
    // Done: the sheet no longer asks (issue 50).
    expect(screen.getByRole('dialog', { name: '신고했어요' })).toBe(sheet);
    expect(screen.queryByRole('dialog', { name: '이 글을 신고할까요?' })).toBeNull();
    const [sent] = requestsTo('POST', '/api/v1/reports');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      targetType: 'POST',
      targetId: POST_ID,
      reason: 'OTHER',
      detail: '대출 중개 연락처를 올렸어요',
    });
    expect(sent?.headers.accesstoken).toBe('member-jwt');
  });

  it('이미 신고한 글(409)은 오류가 아니라 이미 신고했다고 알려요', async () => {
    reportAnswer = () => fail(409, 'ALREADY_REPORTED', '이미 신고했어요. 운영자가 확인하고 있어요.');
    const sheet = await openPostReport();
    fireEvent.click(within(sheet).getByRole('radio', { name: '광고·스팸' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByText('이미 신고한 글이에요.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: '이미 신고했어요' })).toBe(sheet);
    expect(within(sheet).queryByRole('alert')).toBeNull();
  });

  it('너무 자주 신고하면(429) 서버의 한국어 메시지를 보여주고, Esc 로 시트를 닫아요', async () => {
    reportAnswer = () => fail(429, 'TOO_MANY_REQUESTS', '잠시 후 다시 시도해주세요.');
    const sheet = await openPostReport();
    fireEvent.click(within(sheet).getByRole('radio', { name: '사기 의심' }));
    fireEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('잠시 후 다시 시도해주세요.');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('뒤로 가기는 신고 시트만 닫고 글에 머물러요; 닫기로 닫으면 시트가 만든 기록도 거둬요', async () => {
    const { router } = await openPostReportWithRouter();
    const entries = router.state.historyAction;
    expect(entries).toBe('PUSH');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '이 글을 신고할까요?' })).toBeNull(), SLOW);
    expect(router.state.location.pathname).toBe('/community/detail');
    expect(screen.getByRole('heading', { level: 2, name: post.title })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '글 더보기' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '신고하기' }));
    const sheet = await screen.findByRole('dialog', { name: '이 글을 신고할까요?' });
    fireEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(router.state.historyAction).toBe('POP'), SLOW);
    expect(router.state.location.pathname).toBe('/community/detail');
  });

  it('내 글에는 신고 메뉴가 없고, 로그인하지 않은 사람은 신고하기를 누르면 로그인 창이 떠요', async () => {
    post = makePost({ updateDeleteAuthority: 'ALL' });
    renderApp('/community/detail');
    await postTitle();
    fireEvent.click(screen.getByRole('button', { name: '글 메뉴' }));
    expect(screen.queryByRole('menuitem', { name: '신고하기' })).toBeNull();
    cleanup();

    post = makePost({ author: '옆집' });
    deleteCookie(COOKIE_NAMES.accessToken);
    useAppStore.setState({ ...createInitialAppState(), isAuthenticated: false });
    renderApp('/community/detail');
    await postTitle();
    fireEvent.click(screen.getByRole('button', { name: '글 더보기' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '신고하기' }));
    expect(useAppStore.getState().isLoginModalOpen).toBe(true);
    expect(screen.queryByRole('dialog', { name: '이 글을 신고할까요?' })).toBeNull();
  });

  it('댓글 작성자를 차단하면 닉네임을 묻고, 차단한 뒤 그 댓글이 바로 사라져요', async () => {
    renderApp('/community/detail');
    await postTitle();
    expect(screen.getByText('저도 궁금했어요')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '악플러님의 댓글 더보기' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '차단하기' }));
    const confirm = await screen.findByRole('dialog', { name: '악플러님을 차단할까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '차단하기' }));
    await waitFor(() => expect(screen.queryByText('저도 궁금했어요')).toBeNull(), SLOW);
    expect(JSON.parse(requestsTo('POST', '/api/v1/user/blocks')[0]?.body ?? '')).toEqual({ commentId: COMMENT_ID });
    expect(await screen.findByText('악플러님을 차단했어요.')).toBeTruthy();

    // 되돌리기 on the notice lifts the block, and the comment is back (issue 50).
    fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    await waitFor(() => expect(requestsTo('DELETE', `/api/v1/user/blocks/${BLOCK_ID}`)).toHaveLength(1), SLOW);
    expect(await screen.findByText('차단을 풀었어요.', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('저도 궁금했어요', {}, SLOW)).toBeTruthy();
  });

  it('링크로 연 글의 작성자를 차단했으면 지워졌다고 하지 않고 차단한 사용자의 글이라며, 그 자리에서 차단을 풀면 글이 보여요 (issue 50)', async () => {
    let authorBlocked = true;
    server.respondWith((request) => {
      if (request.method === 'GET' && request.url === POST_PATH && authorBlocked)
        return fail(403, 'AUTHOR_BLOCKED', '차단한 사용자의 글이에요.');
      if (request.method === 'GET' && request.url === '/api/v1/user/blocks')
        return ok({ blocks: [{ blockId: BLOCK_ID, label: '옆집', createdDate: '2026-11-26T10:00:00+09:00' }] });
      if (request.method === 'DELETE' && request.url === `/api/v1/user/blocks/${BLOCK_ID}`) authorBlocked = false;
      return respond(request);
    });
    renderApp(`/community/detail?postId=${POST_ID}`);
    expect(await screen.findByText('차단한 사용자의 글이에요.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/삭제되었거나/)).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '옆집님 차단 해제' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: '옆집님의 차단을 풀까요?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '차단 해제' }));
    await postTitle();
    expect(requestsTo('DELETE', `/api/v1/user/blocks/${BLOCK_ID}`)).toHaveLength(1);
  });

  it('숨겨진 내 글에는 검토 중이라는 안내와 신고 이유가 보여요', async () => {
    post = makePost({
      updateDeleteAuthority: 'ALL',
      underReview: { hiddenReason: 'REPORTS', reportReasons: ['FRAUD', 'AD_SPAM'] },
    });
    renderApp('/community/detail');
    await postTitle();
    const notice = screen.getByRole('note', { name: '검토 중이에요' });
    expect(notice.textContent).toContain('여러 회원이 신고했어요');
    expect(notice.textContent).toContain('신고 이유: 사기 의심, 광고·스팸');
  });
});
