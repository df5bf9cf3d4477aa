import type { Post } from '@jipsa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { ATTACHED_REPORT, makeComment, makePost, POST_ID } from '../testing/community-fixtures.ts';

// A real local HTTP server stands in for the API; only the API origin the app reads from config points at it.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const POST_PATH = `/api/v1/post/${POST_ID}`;
let post: Post;
let likeAnswer: (action: string) => TestResponse;
let commentAnswer: (request: RecordedRequest) => TestResponse;
let deleteAnswer: () => TestResponse;
let commentLikeAnswer: () => TestResponse;

function respond(request: RecordedRequest): TestResponse {
  const { method, url } = request;
  if (method === 'GET' && url === POST_PATH) return ok(post);
  if (method === 'GET' && url.startsWith('/api/v1/post/sorted')) return ok({ posts: [], nextCursor: null });
  if (method === 'POST' && (url === `${POST_PATH}/like` || url === `${POST_PATH}/unlike`))
    return likeAnswer(url.split('/').at(-1) ?? '');
  if (method === 'POST' && url === `/api/v1/comment/${POST_ID}`) return commentAnswer(request);
  if (method === 'POST' && url === `/api/v1/comment/${makeComment().id}/like`) return commentLikeAnswer();
  if (method === 'DELETE' && url === POST_PATH) return deleteAnswer();
  return fail(404, 'NOT_FOUND');
}

const requestsTo = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);
const SLOW = { timeout: 5000 };
const postTitle = () => screen.findByRole('heading', { level: 2, name: post.title }, SLOW);
const likeButton = () => screen.getByRole('button', { name: /좋아요/, pressed: post.like });

let warn: ReturnType<typeof vi.spyOn>;
let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  server.requests.length = 0;
  post = makePost();
  likeAnswer = () => fail(500, 'INTERNAL');
  commentAnswer = () => fail(500, 'INTERNAL');
  deleteAnswer = () => ok(null);
  commentLikeAnswer = () => fail(500, 'INTERNAL');
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.accessToken, 'member-jwt');
  window.sessionStorage.clear();
  window.sessionStorage.setItem('communityDetailId', POST_ID);
  useAppStore.setState({ ...createInitialAppState(), isAuthenticated: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server.close();
});

describe('/community/detail', { timeout: 20_000 }, () => {
  it('새로고침으로 상태가 없어도 communityDetailId 의 글을 불러와요', async () => {
    renderApp('/community/detail');
    await postTitle();
    expect(screen.getByRole('heading', { level: 1, name: '게시글' })).toBeTruthy();
    expect(requestsTo('GET', POST_PATH)).toHaveLength(1);
    expect(requestsTo('GET', POST_PATH)[0]?.headers.accesstoken).toBe('member-jwt');
  });

  it('주소의 postId 로 새 탭에서도 글을 열고, 링크 공유는 그 주소를 복사해요 (issue 11)', async () => {
    window.sessionStorage.clear();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(`/community/detail?postId=${POST_ID}`);
    await postTitle();
    expect(requestsTo('GET', POST_PATH)).toHaveLength(1);
    expect(window.sessionStorage.getItem('communityDetailId')).toBe(POST_ID);
    fireEvent.click(screen.getByRole('button', { name: '링크 공유' }));
    expect(await screen.findByText('링크를 복사했어요. 원하는 곳에 붙여 넣어 주세요.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/community/detail?postId=${POST_ID}`);
  });

  it('글 id 를 모르면 찾을 수 없다고 하고 목록으로 가는 길을 줘요', async () => {
    window.sessionStorage.clear();
    renderApp('/community/detail');
    expect(await screen.findByText(/글을 찾을 수 없어요/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '커뮤니티로 돌아가기' }).getAttribute('href')).toBe('/community');
    expect(server.requests).toHaveLength(0);
  });

  it('내용은 HTML 이 아니라 글자 그대로, 줄바꿈을 살려 보여줘요', async () => {
    post = makePost({ content: '<img src="x" onerror="alert(1)">\n<b>굵게</b>' });
    const { container } = renderApp('/community/detail');
    await postTitle();
    const content = screen.getByText(/<img src="x"/);
    expect(content.textContent).toBe('<img src="x" onerror="alert(1)">\n<b>굵게</b>');
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('첨부 보고서는 글쓴이에게는 그 보고서 화면으로, 다른 사람에게는 공유된 보고서로 가는 카드예요', async () => {
    post = makePost({ loanAdviceSummaryReport: ATTACHED_REPORT, updateDeleteAuthority: 'ALL' });
    renderApp('/community/detail');
    await postTitle();
    expect(screen.getByRole('link', { name: /첨부한 대출 보고서/ }).getAttribute('href')).toBe(
      `/report/${ATTACHED_REPORT.loanAdviceResultId}`,
    );
    cleanup();

    post = makePost({ loanAdviceSummaryReport: ATTACHED_REPORT, imageUrl: '/images/abc.webp' });
    renderApp('/community/detail');
    await postTitle();
    const card = screen.getByRole('link', { name: /첨부한 대출 보고서/ });
    expect(card.getAttribute('href')).toBe(`/community/shared-report?postId=${post.id}`);
    expect(within(card).getByText('3.45%')).toBeTruthy();
    expect(within(card).getByText('2억 5,000만원')).toBeTruthy();
    expect(screen.getByRole('img', { name: '글에 첨부한 사진' }).getAttribute('src')).toBe(
      `${server.baseUrl}/images/abc.webp`,
    );
  });

  it('좋아요는 200 응답일 때만 상태와 숫자가 바뀌고, 실패는 기록만 남겨요', async () => {
    renderApp('/community/detail');
    await postTitle();
    expect(likeButton().textContent).toContain('3');

    fireEvent.click(likeButton());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: /좋아요/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /좋아요/ }).textContent).toContain('3');
    expect(alert).not.toHaveBeenCalled();

    likeAnswer = (action) => ok(action === 'like' ? { like: true, likes: 4 } : { like: false, likes: 3 });
    fireEvent.click(screen.getByRole('button', { name: /좋아요/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /좋아요/ }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: /좋아요/ }).textContent).toContain('4');
    expect(requestsTo('POST', `${POST_PATH}/like`)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: /좋아요/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /좋아요/ }).getAttribute('aria-pressed')).toBe('false'),
    );
    expect(screen.getByRole('button', { name: /좋아요/ }).textContent).toContain('3');
    expect(requestsTo('POST', `${POST_PATH}/unlike`)).toHaveLength(1);
  });

  it('게스트가 좋아요를 누르면 요청 없이 로그인 모달을 열어요', async () => {
    deleteCookie(COOKIE_NAMES.accessToken);
    useAppStore.setState({ isAuthenticated: false });
    renderApp('/community/detail');
    await postTitle();
    fireEvent.click(likeButton());
    expect(await screen.findByRole('dialog', { name: '로그인하고 집사의 더 많은 서비스를 확인하세요' })).toBeTruthy();
    expect(requestsTo('POST', `${POST_PATH}/like`)).toHaveLength(0);
  });

  it('댓글을 등록하면 글을 다시 불러와 보여주고, 실패하면 알림 없이 기록만 남겨요', async () => {
    renderApp('/community/detail');
    await postTitle();
    const input = screen.getByRole('textbox', { name: '댓글 입력' });
    const register = screen.getByRole('button', { name: '등록' });
    expect(register.hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '실패할 댓글' } });
    fireEvent.click(register);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
    expect((input as HTMLTextAreaElement).value).toBe('실패할 댓글');

    commentAnswer = (request) => {
      const body = JSON.parse(request.body) as { postId: string; content: string };
      const comment = makeComment({ content: body.content, updateDeleteAuthority: 'ALL' });
      post = { ...post, comments: [...post.comments, comment], commentCount: post.commentCount + 1 };
      return ok(comment);
    };
    // jsdom has no scrollIntoView; lend it one to see the new comment brought into view (issue 11).
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    fireEvent.change(input, { target: { value: '첫 댓글이에요' } });
    fireEvent.click(register);
    const added = await screen.findByRole('article', { name: '이웃님의 댓글' }, SLOW);
    expect(within(added).getByText('첫 댓글이에요')).toBeTruthy();
    await waitFor(() => expect(scrolled.some((element) => element.contains(added))).toBe(true));
    expect(JSON.parse(requestsTo('POST', `/api/v1/comment/${POST_ID}`).at(-1)?.body ?? '')).toEqual({
      postId: POST_ID,
      content: '첫 댓글이에요',
    });
    expect(requestsTo('GET', POST_PATH).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('댓글 1')).toBeTruthy();
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
  });

  it('거절된 좋아요와 댓글(403: 차단, 정지)은 서버의 문장을 알리고, 아무것도 바꾸지 않아요 (ADR 0038)', async () => {
    post = makePost({ comments: [makeComment()], commentCount: 1 });
    likeAnswer = () => fail(403, 'FORBIDDEN', '이 글에는 좋아요를 누를 수 없어요.');
    commentAnswer = () => fail(403, 'FORBIDDEN', '이 글에는 댓글을 달 수 없어요.');
    commentLikeAnswer = () => fail(403, 'FORBIDDEN', '이 댓글에는 좋아요를 누를 수 없어요.');
    renderApp('/community/detail');
    await postTitle();

    const comment = screen.getByRole('article', { name: '이웃님의 댓글' });
    const postLike = screen.getAllByRole('button', { name: /좋아요/ }).find((button) => !comment.contains(button))!;
    fireEvent.click(postLike);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('이 글에는 좋아요를 누를 수 없어요.'));
    expect([postLike.getAttribute('aria-pressed'), postLike.textContent]).toEqual(['false', '좋아요3']);

    fireEvent.click(within(comment).getByRole('button', { name: /좋아요/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('이 댓글에는 좋아요를 누를 수 없어요.'));

    const input = screen.getByRole('textbox', { name: '댓글 입력' }) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '또 왔어요' } });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('이 글에는 댓글을 달 수 없어요.'));
    expect(input.value).toBe('또 왔어요');
    expect(warn).not.toHaveBeenCalled();
  });

  it('댓글 입력칸은 글에 맞춰 커지다 4줄(96px)에서 멈춰요', async () => {
    renderApp('/community/detail');
    await postTitle();
    const input = screen.getByRole('textbox', { name: '댓글 입력' }) as HTMLTextAreaElement;
    let scrollHeight = 60;
    Object.defineProperty(input, 'scrollHeight', { configurable: true, get: () => scrollHeight });
    fireEvent.change(input, { target: { value: '한 줄\n두 줄\n세 줄' } });
    expect(input.style.height).toBe('60px');
    scrollHeight = 200;
    fireEvent.change(input, { target: { value: '1\n2\n3\n4\n5\n6\n7\n8' } });
    expect(input.style.height).toBe('96px');
    expect(input.style.overflowY).toBe('auto');
  });

  it('작성자만 글 메뉴를 보고, 삭제는 확인한 뒤에 해요', async () => {
    renderApp('/community/detail');
    await postTitle();
    expect(screen.queryByRole('button', { name: '글 메뉴' })).toBeNull();
    cleanup();

    post = makePost({ updateDeleteAuthority: 'ALL' });
    renderApp('/community/detail');
    await postTitle();
    fireEvent.click(screen.getByRole('button', { name: '글 메뉴' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '삭제하기' }));
    const dialog = await screen.findByRole('dialog', { name: '글을 삭제할까요?' });
    expect(requestsTo('DELETE', POST_PATH)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '커뮤니티' }, SLOW)).toBeTruthy();
    expect(requestsTo('DELETE', POST_PATH)).toHaveLength(1);
  });

  it('삭제가 200 이 아니면 서버 메시지를, 응답조차 없으면 본인 글만 삭제할 수 있다고 알려요', async () => {
    post = makePost({ updateDeleteAuthority: 'ALL' });
    deleteAnswer = () => fail(403, 'FORBIDDEN', '글쓴이만 지울 수 있어요.');
    renderApp('/community/detail');
    await postTitle();
    const confirmDelete = async () => {
      fireEvent.click(screen.getByRole('button', { name: '글 메뉴' }));
      fireEvent.click(screen.getByRole('menuitem', { name: '삭제하기' }));
      const dialog = await screen.findByRole('dialog', { name: '글을 삭제할까요?' });
      fireEvent.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    };

    await confirmDelete();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('글쓴이만 지울 수 있어요.'));

    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      init?.method === 'DELETE' ? Promise.reject(new TypeError('network down')) : realFetch(input, init),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '글을 삭제할까요?' })).toBeNull());
    await confirmDelete();
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('본인이 작성한 글만 삭제할 수 있어요'));
    expect(screen.getByRole('heading', { level: 1, name: '게시글' })).toBeTruthy();
  });
});
