import type { Post } from '@jipsa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { makeComment, makePost, POST_ID } from '../testing/community-fixtures.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const COMMENT = makeComment({ content: '원래 댓글', updateDeleteAuthority: 'ALL', author: '나' });
let post: Post;
let updateAnswer: (request: RecordedRequest) => TestResponse;

function respond(request: RecordedRequest): TestResponse {
  const { method, url } = request;
  if (method === 'GET' && url === `/api/v1/post/${POST_ID}`) return ok(post);
  if (method === 'PUT' && url === `/api/v1/comment/${COMMENT.id}`) return updateAnswer(request);
  if (method === 'DELETE' && url === `/api/v1/comment/${COMMENT.id}`) {
    post = { ...post, comments: [], commentCount: 0 };
    return ok(null);
  }
  if (method === 'POST' && url === `/api/v1/comment/${COMMENT.id}/like`) {
    post = { ...post, comments: [{ ...COMMENT, like: true, likes: 1 }] };
    return ok({ like: true, likes: 1 });
  }
  return fail(404, 'NOT_FOUND');
}

const SLOW = { timeout: 5000 };
let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  server.requests.length = 0;
  post = makePost({ comments: [COMMENT], commentCount: 1 });
  updateAnswer = (request) => {
    const { updatedContent } = JSON.parse(request.body) as { updatedContent: string };
    const updated = { ...COMMENT, content: updatedContent };
    post = { ...post, comments: [updated] };
    return ok(updated);
  };
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.accessToken, 'member-jwt');
  window.sessionStorage.clear();
  window.sessionStorage.setItem('communityDetailId', POST_ID);
  useAppStore.setState({ ...createInitialAppState(), isAuthenticated: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server.close();
});

const commentArticle = () => screen.findByRole('article', { name: '나님의 댓글' }, SLOW);

async function openCommentEdit() {
  renderApp('/community/detail');
  const article = await commentArticle();
  fireEvent.click(within(article).getByRole('button', { name: '댓글 메뉴' }));
  fireEvent.click(within(article).getByRole('menuitem', { name: '수정하기' }));
  await screen.findByRole('heading', { level: 1, name: '댓글 수정' }, SLOW);
  return screen.getByRole('textbox', { name: '댓글 내용' }) as HTMLTextAreaElement;
}

describe('댓글 수정과 삭제', { timeout: 20_000 }, () => {
  it('댓글 작성자 메뉴의 수정하기는 그 댓글을 채운 "댓글 수정" 화면을 열고, 저장하면 PUT 한 뒤 고친 댓글을 보여줘요', async () => {
    const input = await openCommentEdit();
    expect(input.value).toBe('원래 댓글');
    fireEvent.change(input, { target: { value: '고친 댓글' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW);
    // The cached post shows at once; the refetch after the edit brings the new text.
    await waitFor(async () => expect(within(await commentArticle()).getByText('고친 댓글')).toBeTruthy());
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({ updatedContent: '고친 댓글' });
  });

  it('저장이 실패하면 "댓글 수정에 실패했어요"와 이유를 알려요', async () => {
    updateAnswer = () => fail(403, 'FORBIDDEN', '내가 쓴 댓글만 고칠 수 있어요.');
    const input = await openCommentEdit();
    fireEvent.change(input, { target: { value: '고친 댓글' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('댓글 수정에 실패했어요\n내가 쓴 댓글만 고칠 수 있어요.'));
    expect(screen.getByRole('heading', { level: 1, name: '댓글 수정' })).toBeTruthy();
  });

  it('고친 내용이 있으면 뒤로 가기 전에 그만둘지 묻고, 없으면 바로 글로 돌아가요', async () => {
    let input = await openCommentEdit();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    input = await openCommentEdit();
    fireEvent.change(input, { target: { value: '고치다 만 댓글' } });
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글 수정을 그만할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '그만하기' }));
    await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('댓글 삭제는 확인한 뒤에 하고, 삭제와 좋아요 뒤에는 글을 다시 불러와요', async () => {
    renderApp('/community/detail');
    let article = await commentArticle();
    // Counted from the shown post on: a request of the test before may still reach the server under load.
    const shownAfter = server.requests.filter((request) => request.method === 'GET').length;
    const reads = () => server.requests.filter((request) => request.method === 'GET').length - shownAfter + 1;

    fireEvent.click(within(article).getByRole('button', { name: /좋아요/ }));
    await waitFor(() =>
      expect(
        within(article)
          .getByRole('button', { name: /좋아요/ })
          .getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    await waitFor(() => expect(reads()).toBe(2));

    article = await commentArticle();
    fireEvent.click(within(article).getByRole('button', { name: '댓글 메뉴' }));
    fireEvent.click(within(article).getByRole('menuitem', { name: '삭제하기' }));
    const dialog = await screen.findByRole('dialog', { name: '댓글을 삭제할까요?' });
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '나님의 댓글' })).toBeNull());
    expect(reads()).toBe(3);
    expect(screen.getByText('첫 댓글을 남겨 보세요.')).toBeTruthy();
  });
});
