import type { PostSummary } from '@jipsa/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { ATTACHED_REPORT, makePost, makeSummary } from '../testing/community-fixtures.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const FIRST_PAGE = Array.from({ length: 10 }, (_, index) => makeSummary(index + 1));
const SECOND_PAGE = Array.from({ length: 3 }, (_, index) => makeSummary(index + 11));
let pages: Record<string, { posts: PostSummary[]; nextCursor: string | null }>;
let listAnswer: (request: RecordedRequest) => TestResponse;
let healthAnswer: () => TestResponse;

function respond(request: RecordedRequest): TestResponse {
  const url = new URL(request.url, server.baseUrl);
  if (url.pathname === '/api/v1/post/sorted') return listAnswer(request);
  if (url.pathname === '/api/v1/user/health-check') return healthAnswer();
  if (url.pathname.startsWith('/api/v1/post/')) {
    const id = url.pathname.split('/').at(-1) ?? '';
    return ok(makePost({ id, title: `글 ${Number(id.slice(-12))}` }));
  }
  return fail(404, 'NOT_FOUND');
}

const SLOW = { timeout: 5000 };
const listRequests = () =>
  server.requests
    .map((request) => new URL(request.url, server.baseUrl))
    .filter((url) => url.pathname === '/api/v1/post/sorted');
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  server.requests.length = 0;
  pages = { '': { posts: FIRST_PAGE, nextCursor: 'cursor-2' }, 'cursor-2': { posts: SECOND_PAGE, nextCursor: null } };
  listAnswer = (request) => {
    const cursor = new URL(request.url, server.baseUrl).searchParams.get('cursor') ?? '';
    return ok(pages[cursor] ?? { posts: [], nextCursor: null });
  };
  healthAnswer = () => ok({ name: '집사' });
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  window.sessionStorage.clear();
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await server.close();
});

describe('/community', { timeout: 20_000 }, () => {
  it('최신순 첫 페이지를 카드로 보여줘요: 작성자, 시간, 제목, 내용, 사진, 첨부 보고서, 좋아요와 댓글 수', async () => {
    pages[''] = {
      posts: [
        makeSummary(1, {
          imageUrl: '/images/t.webp',
          loanAdviceSummaryReport: ATTACHED_REPORT,
          likes: 12,
          commentCount: 4,
        }),
      ],
      nextCursor: null,
    };
    renderApp('/community');
    const title = await screen.findByRole('link', { name: '글 1' }, SLOW);
    const card = title.closest('article') as HTMLElement;
    expect(title.getAttribute('href')).toBe(`/community/detail?postId=${FIRST_PAGE[0]?.id}`);
    expect(within(card).getByText('집사')).toBeTruthy();
    expect(within(card).getByText('5분 전')).toBeTruthy();
    expect(within(card).getByText('내용 1')).toBeTruthy();
    expect(within(card).getByRole('img', { name: '글에 첨부한 사진' }).getAttribute('src')).toBe(
      `${server.baseUrl}/images/t.webp`,
    );
    expect(within(card).getByText('HF 일반 전세자금보증')).toBeTruthy();
    expect(within(card).getByText('3.5%')).toBeTruthy();
    expect(within(card).getByText('2억 5,000만원')).toBeTruthy();
    expect(within(card).getByText('좋아요 12')).toBeTruthy();
    expect(within(card).getByText('댓글 4')).toBeTruthy();
    const [first] = listRequests();
    expect(first?.searchParams.get('sortType')).toBe('LATEST');
    expect(first?.searchParams.get('size')).toBe('10');
    expect(first?.searchParams.has('cursor')).toBe(false);
    expect(screen.getByText('모든 글을 다 봤어요.')).toBeTruthy();
  });

  it('인기순을 고르면 POPULAR 로 불러와요', async () => {
    renderApp('/community');
    await screen.findByRole('link', { name: '글 1' }, SLOW);
    fireEvent.click(screen.getByRole('radio', { name: '인기순' }));
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('sortType')).toBe('POPULAR'));
    expect((screen.getByRole('radio', { name: '인기순' }) as HTMLInputElement).checked).toBe(true);
  });

  it('목록 끝이 보이면 nextCursor 로 다음 페이지를 이어 붙이고, 마지막 페이지 뒤에는 더 부르지 않아요', async () => {
    // jsdom has no layout: this observer reports its target in view as soon as it is observed.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.callback([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    renderApp('/community');
    await screen.findByRole('link', { name: '글 13' }, SLOW);
    expect(cardTitles()).toHaveLength(13);
    expect(listRequests().map((url) => url.searchParams.get('cursor'))).toEqual([null, 'cursor-2']);
    expect(screen.getByText('모든 글을 다 봤어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '글 더 보기' })).toBeNull();
  });

  it('IntersectionObserver 가 없어도 "글 더 보기" 버튼으로 이어서 불러와요', async () => {
    renderApp('/community');
    await screen.findByRole('link', { name: '글 10' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '글 더 보기' }));
    expect(await screen.findByRole('link', { name: '글 11' })).toBeTruthy();
    expect(listRequests().at(-1)?.searchParams.get('cursor')).toBe('cursor-2');
  });

  it('글이 없으면 첫 글을 권하고, 불러오지 못하면 다시 시도를 보여줘요', async () => {
    pages[''] = { posts: [], nextCursor: null };
    renderApp('/community');
    expect(await screen.findByText('아직 글이 없어요. 첫 글을 남겨 보세요.', {}, SLOW)).toBeTruthy();
    cleanup();

    listAnswer = () => fail(400, 'VALIDATION_FAILED');
    renderApp('/community');
    expect(await screen.findByText('오류가 발생했어요. 잠시 후 다시 시도해주세요.', {}, SLOW)).toBeTruthy();
    listAnswer = (request) =>
      ok(pages[new URL(request.url, server.baseUrl).searchParams.get('cursor') ?? ''] ?? pages['']);
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 글이 없어요. 첫 글을 남겨 보세요.')).toBeTruthy();
  });

  it('카드를 누르면 communityDetailId 를 남기고 그 글을 열며, 돌아오면 불러온 페이지와 스크롤 위치를 그대로 둬요', async () => {
    const { router } = renderApp('/community');
    await screen.findByRole('link', { name: '글 10' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '글 더 보기' }));
    await screen.findByRole('link', { name: '글 12' });
    const requestsBefore = listRequests().length;

    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1_480 });
    fireEvent.click(screen.getByRole('link', { name: '글 12' }));
    expect(await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW)).toBeTruthy();
    expect(window.sessionStorage.getItem('communityDetailId')).toBe(SECOND_PAGE[1]?.id);
    expect(await screen.findByRole('heading', { level: 2, name: '글 12' })).toBeTruthy();

    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: '글 13' }, SLOW);
    expect(cardTitles()).toHaveLength(13);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1_480);
    expect(listRequests()).toHaveLength(requestsBefore);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('회원이라도 health-check 가 로그인이 필요하다고 하면 글쓰기 대신 로그인 모달을 열어요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'guest-like-token');
    useAppStore.setState({ isAuthenticated: true });
    healthAnswer = () => fail(403, 'LOGIN_REQUIRED', '로그인이 필요해요.');
    renderApp('/community');
    fireEvent.click(await screen.findByRole('button', { name: '글쓰기' }, SLOW));
    expect(await screen.findByRole('dialog', { name: '로그인하고 집사의 더 많은 서비스를 확인하세요' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeTruthy();
    expect(window.sessionStorage.getItem('loginRedirectPath')).toBe('/community/write');
  });

  it('게스트가 글쓰기를 누르면 로그인 뒤 글쓰기 화면으로 돌아오도록 남겨요 (issue 11)', async () => {
    renderApp('/community');
    await screen.findByRole('link', { name: '글 10' }, SLOW);
    // The list's request recorded the board; the write button replaces it with the write screen.
    expect(window.sessionStorage.getItem('loginRedirectPath')).toBe('/community');
    fireEvent.click(screen.getByRole('button', { name: '글쓰기' }));
    expect(await screen.findByRole('dialog', { name: '로그인하고 집사의 더 많은 서비스를 확인하세요' })).toBeTruthy();
    expect(window.sessionStorage.getItem('loginRedirectPath')).toBe('/community/write');
  });
});
