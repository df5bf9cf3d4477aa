import type { PostSummary } from '@jipsa/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { formatKoreanDateTime } from '../../../shared/format/format-korean-date.ts';
import { LOCAL_STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
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
  window.localStorage.clear();
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
    expect(within(card).getByText('3.45%')).toBeTruthy();
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

describe('/community 인터넷 없이 (issue 26)', { timeout: 20_000 }, () => {
  const goOffline = () => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  // Offline a request never reaches a server; here it hangs, so only the browser's own word can say "offline".
  const hang = (): TestResponse => ({ status: 503, delayMs: 15_000 });
  const OFFLINE_WITH_SAVED =
    '인터넷에 연결되어 있지 않아요. 마지막으로 읽은 글을 보여드려요. 연결되면 다시 시도해주세요.';
  const OFFLINE_VIEW =
    '인터넷에 연결되어 있지 않아요. 이 화면은 서버에서 내용을 받아 와야 해요. 연결되면 다시 시도해주세요.';

  /** Reads the board online once, as a person did a minute ago; returns when its posts were fetched. */
  async function readBoardOnline(): Promise<string> {
    const before = Date.now();
    renderApp('/community');
    await screen.findByRole('link', { name: '글 10' }, SLOW);
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_STORAGE_KEYS.savedBoard)).not.toBeNull());
    const savedAt = (
      JSON.parse(window.localStorage.getItem(LOCAL_STORAGE_KEYS.savedBoard) ?? '{}') as { savedAt: string }
    ).savedAt;
    expect(Date.parse(savedAt)).toBeGreaterThanOrEqual(before);
    cleanup();
    return savedAt;
  }

  it('끊겨 있으면 요청을 기다리지 않고 바로 알리고, 마지막으로 읽은 글을 읽은 때와 함께 저장된 글로 보여줘요', async () => {
    const savedAt = await readBoardOnline();
    goOffline();
    listAnswer = hang;
    renderApp('/community');

    const alert = await screen.findByRole('alert', {}, { timeout: 1_000 });
    expect(alert.textContent).toContain(OFFLINE_WITH_SAVED);
    const saved = screen.getByRole('region', { name: '저장된 글' });
    expect(
      within(saved).getByText(`${formatKoreanDateTime(savedAt)}에 읽은 글이에요. 그 뒤의 글과 좋아요는 보이지 않아요.`),
    ).toBeTruthy();
    expect(await within(saved).findByRole('link', { name: '글 1' }, SLOW)).toBeTruthy();
    expect(within(saved).getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByText('글을 불러오고 있어요')).toBeNull();
  });

  it('보던 중에 끊기면 화면의 글은 그대로 두고, 끊기기 전에 불러온 글이라고 바로 알려요', async () => {
    renderApp('/community');
    await screen.findByRole('link', { name: '글 10' }, SLOW);
    expect(screen.queryByText(/연결이 끊기기 전에 불러온 글이에요/)).toBeNull();

    goOffline();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });

    const note = await screen.findByText(/연결이 끊기기 전에 불러온 글이에요/, {}, { timeout: 1_000 });
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe(
      '인터넷에 연결되어 있지 않아요. 연결이 끊기기 전에 불러온 글이에요. 새 글과 좋아요는 연결되면 보여요.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
  });

  it('읽어 둔 글이 없으면 바로 연결이 필요하다고 알리고 다시 시도를 줘요', async () => {
    goOffline();
    listAnswer = hang;
    renderApp('/community');
    const alert = await screen.findByRole('alert', {}, { timeout: 1_000 });
    expect(alert.textContent).toContain(OFFLINE_VIEW);
    expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '저장된 글' })).toBeNull();
  });

  it('끊긴 동안 실패한 요청은 되풀이하지 않고, 다시 시도하면 한 번 더 물어본 뒤 다시 알려요', async () => {
    await readBoardOnline();
    server.requests.length = 0;
    goOffline();
    listAnswer = () => fail(503, 'INTERNAL_ERROR');
    renderApp('/community');
    const first = await screen.findByRole('alert', {}, SLOW);
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    // Online the failure would be asked twice more, the first after a second.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(listRequests()).toHaveLength(1);

    listAnswer = () => ({ ...fail(503, 'INTERNAL_ERROR'), delayMs: 150 });
    fireEvent.click(within(first).getByRole('button', { name: '다시 시도' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('글을 불러오고 있어요')).toBeTruthy();
    const again = await screen.findByRole('alert', {}, SLOW);
    expect(again).not.toBe(first);
    expect(again.textContent).toContain(OFFLINE_WITH_SAVED);
    expect(listRequests()).toHaveLength(2);
  });

  it('연결되어 있는데 서버가 답하지 못해도 읽어 둔 글을 보여줘요', async () => {
    await readBoardOnline();
    listAnswer = () => fail(400, 'VALIDATION_FAILED');
    renderApp('/community');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toContain('오류가 발생했어요. 잠시 후 다시 시도해주세요.');
    expect(
      await within(screen.getByRole('region', { name: '저장된 글' })).findByRole('link', { name: '글 1' }, SLOW),
    ).toBeTruthy();
  });
});
