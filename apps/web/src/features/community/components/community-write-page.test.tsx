import type { LoanAdviceSummary, Post } from '@jipsa/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { stubNodeMultipart } from '../../../testing/stub-node-multipart.ts';
import { ATTACHED_REPORT, makePost, POST_ID, RECENT_REPORTS, REPORT_ID } from '../testing/community-fixtures.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

let created: Post;
let reports: LoanAdviceSummary[];
let createAnswer: (request: RecordedRequest) => TestResponse;

function respond(request: RecordedRequest): TestResponse {
  const { method, url } = request;
  if (method === 'GET' && url.startsWith('/api/v1/post/sorted')) return ok({ posts: [], nextCursor: null });
  if (method === 'GET' && url === '/api/v1/user/health-check') return ok({ name: '집사' });
  if (method === 'GET' && url === '/api/v1/loanAdvice') return ok(reports);
  if (method === 'POST' && url === '/api/v1/post') return createAnswer(request);
  if (method === 'GET' && url === `/api/v1/post/${POST_ID}`) return ok(created);
  return fail(404, 'NOT_FOUND');
}

const SLOW = { timeout: 5000 };
const writeHeading = () => screen.findByRole('heading', { level: 1, name: '글쓰기' }, SLOW);
const titleInput = () => screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement;
const contentInput = () => screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement;
const completeButton = () => screen.getByRole('button', { name: '완료' });
const createRequests = () =>
  server.requests.filter((request) => request.method === 'POST' && request.url === '/api/v1/post');

let alert: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  server.requests.length = 0;
  created = makePost({ title: '새 글', content: '새 내용', updateDeleteAuthority: 'ALL' });
  reports = RECENT_REPORTS;
  createAnswer = () => ok(created);
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.accessToken, 'member-jwt');
  window.sessionStorage.clear();
  useAppStore.setState({ ...createInitialAppState(), isAuthenticated: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await server.close();
});

/** Opens the write page the way people do: from the board's floating button. */
async function openWriteFromBoard() {
  const view = renderApp('/community');
  const writeButton = await screen.findByRole('button', { name: '글쓰기' }, SLOW);
  // As a person would: the board has asked for its posts before the tap (that request records its own return path).
  await waitFor(() => expect(server.requests.some(({ url }) => url.startsWith('/api/v1/post/sorted'))).toBe(true));
  fireEvent.click(writeButton);
  await writeHeading();
  return view;
}

describe('/community/write', { timeout: 20_000 }, () => {
  it('회원이 글쓰기를 누르면 health-check 로 세션을 확인한 뒤 글쓰기 화면으로 가요', async () => {
    await openWriteFromBoard();
    expect(server.requests.some((request) => request.url === '/api/v1/user/health-check')).toBe(true);
    expect(window.sessionStorage.getItem('loginRedirectPath')).toBe('/community/write');
  });

  it('제목과 내용이 모두 공백이 아닐 때만 완료 버튼이 켜져요', async () => {
    renderApp('/community/write');
    await writeHeading();
    expect(completeButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(titleInput(), { target: { value: '전세 질문' } });
    expect(completeButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(contentInput(), { target: { value: '   \n  ' } });
    expect(completeButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(contentInput(), { target: { value: '보증금 2억이면 얼마나 빌릴 수 있나요?' } });
    expect(completeButton().hasAttribute('disabled')).toBe(false);
    fireEvent.change(titleInput(), { target: { value: '   ' } });
    expect(completeButton().hasAttribute('disabled')).toBe(true);
  });

  it('내용은 15줄을 넘지 못하고, x/1,000 카운터는 보여주기만 해요', async () => {
    renderApp('/community/write');
    await writeHeading();
    const twenty = Array.from({ length: 20 }, (_, index) => `${index + 1}`).join('\n');
    fireEvent.change(contentInput(), { target: { value: twenty } });
    expect(contentInput().value.split('\n')).toHaveLength(15);
    expect(contentInput().value.endsWith('\n15')).toBe(true);
    // Enter on the 15th line is swallowed; fireEvent reports a prevented default as false.
    contentInput().setSelectionRange(contentInput().value.length, contentInput().value.length);
    expect(fireEvent.keyDown(contentInput(), { key: 'Enter' })).toBe(false);
    expect(screen.getByText(/\/1,000/).textContent).toContain('35/1,000');

    const long = '가'.repeat(1_200);
    fireEvent.change(contentInput(), { target: { value: long } });
    fireEvent.change(titleInput(), { target: { value: '긴 글' } });
    expect(contentInput().value).toHaveLength(1_200);
    expect(screen.getByText(/\/1,000/).textContent).toContain('1,200/1,000');
    expect(completeButton().hasAttribute('disabled')).toBe(false);
  });

  it('바뀐 게 없으면 뒤로 가기는 바로 목록으로, 바뀐 게 있으면 먼저 물어봐요', async () => {
    await openWriteFromBoard();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '커뮤니티' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '글쓰기' }));
    await writeHeading();
    fireEvent.change(titleInput(), { target: { value: '쓰다 만 글' } });
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const dialog = await screen.findByRole('dialog', { name: '작성을 그만할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '계속 쓰기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '작성을 그만할까요?' })).toBeNull());
    expect(titleInput().value).toBe('쓰다 만 글');

    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '작성을 그만할까요?' })).getByRole('button', {
        name: '그만하기',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '커뮤니티' }, SLOW)).toBeTruthy();
  });

  it('최근 보고서를 고르면 쓰던 글 그대로 돌아와 보고서가 붙고, 그 id 를 함께 올려요', async () => {
    await openWriteFromBoard();
    fireEvent.change(titleInput(), { target: { value: '보고서 공유해요' } });
    fireEvent.change(contentInput(), { target: { value: '이 조건이면\n괜찮을까요?' } });
    fireEvent.click(screen.getByRole('button', { name: '최근 보고서 첨부하기' }));

    expect(await screen.findByRole('heading', { level: 1, name: '최근 보고서' }, SLOW)).toBeTruthy();
    const choice = await screen.findByRole('button', { name: /HF 일반 전세자금보증/ });
    expect(within(choice).getByText('3.45%')).toBeTruthy();
    expect(within(choice).getByText('2억 5,000만원')).toBeTruthy();
    expect(screen.getByRole('button', { name: /받을 수 있는 상품 없음/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(choice);

    await writeHeading();
    expect(titleInput().value).toBe('보고서 공유해요');
    expect(contentInput().value).toBe('이 조건이면\n괜찮을까요?');
    expect(screen.getByText('HF 일반 전세자금보증')).toBeTruthy();
    expect(screen.getByRole('button', { name: '보고서 빼기' })).toBeTruthy();

    fireEvent.click(completeButton());
    expect(await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '새 글' })).toBeTruthy();
    const body = createRequests()[0]?.body ?? '';
    expect(createRequests()[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(body).toMatch(/name="title"\r\n\r\n보고서 공유해요\r\n/);
    expect(body).toMatch(/name="loanAdviceResultId"\r\n\r\n[0-9a-f-]{36}\r\n/);
    expect(body).toContain(REPORT_ID);
    expect(body).not.toContain('name="imageFile"');
    expect(window.sessionStorage.getItem('communityDetailId')).toBe(POST_ID);
  });

  it('보고서 화면의 "커뮤니티에 공유"로 오면 보고서가 붙어 있고 X 로 뗄 수 있어요', async () => {
    const { router } = renderApp('/community');
    await screen.findByRole('heading', { level: 1, name: '커뮤니티' }, SLOW);
    await act(() =>
      router.navigate('/community/write', { state: { communityDetail: { loanAdviceSummaryReport: ATTACHED_REPORT } } }),
    );
    await writeHeading();
    expect(screen.getByText('HF 일반 전세자금보증')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '보고서 빼기' }));
    expect(screen.queryByText('HF 일반 전세자금보증')).toBeNull();
  });

  it('글 작성이 실패하면 "글 작성에 실패했어요"와 이유를 알리고 화면에 남아요', async () => {
    createAnswer = () => fail(400, 'VALIDATION_FAILED', '내용은 15줄까지 쓸 수 있어요.');
    renderApp('/community/write');
    await writeHeading();
    fireEvent.change(titleInput(), { target: { value: '제목' } });
    fireEvent.change(contentInput(), { target: { value: '내용' } });
    fireEvent.click(completeButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('글 작성에 실패했어요\n내용은 15줄까지 쓸 수 있어요.'));
    expect(screen.getByRole('heading', { level: 1, name: '글쓰기' })).toBeTruthy();
    expect(completeButton().hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('이용 정지된 회원이 글을 올리면 서버가 알려준 정지가 끝나는 날을 보여줘요 (issue 33)', async () => {
    createAnswer = () => fail(403, 'ACCOUNT_SUSPENDED', '2026년 12월 3일까지 글을 쓸 수 없어요.');
    renderApp('/community/write');
    await writeHeading();
    fireEvent.change(titleInput(), { target: { value: '제목' } });
    fireEvent.change(contentInput(), { target: { value: '내용' } });
    fireEvent.click(completeButton());
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('글 작성에 실패했어요\n2026년 12월 3일까지 글을 쓸 수 없어요.'),
    );
    expect(screen.getByRole('heading', { level: 1, name: '글쓰기' })).toBeTruthy();
  });

  it('게스트는 쓰기 전에 로그인이 필요하다고 듣고, 완료는 보내지 않고 로그인을 열며, 로그인하고 돌아오면 쓰던 글이 그대로예요 (issue 50 #8)', async () => {
    deleteCookie(COOKIE_NAMES.accessToken);
    writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
    useAppStore.setState({ isAuthenticated: false });
    const { unmount } = renderApp('/community/write');
    await writeHeading();
    expect(screen.getByText(/글을 올리려면 로그인이 필요해요/)).toBeTruthy();
    fireEvent.change(titleInput(), { target: { value: '버팀목 심사 기간' } });
    fireEvent.change(contentInput(), { target: { value: '얼마나 걸렸나요?' } });
    fireEvent.click(completeButton());
    expect(await screen.findByRole('dialog', { name: '로그인하고 집사의 더 많은 서비스를 확인하세요' })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(createRequests()).toHaveLength(0);
    expect(window.sessionStorage.getItem('loginRedirectPath')).toBe('/community/write');

    // The login round trip reloads the app on the write page.
    unmount();
    writeCookie(COOKIE_NAMES.accessToken, 'member-jwt');
    useAppStore.setState({ isAuthenticated: true });
    renderApp('/community/write');
    await writeHeading();
    expect(titleInput().value).toBe('버팀목 심사 기간');
    expect(contentInput().value).toBe('얼마나 걸렸나요?');
    expect(screen.queryByText(/글을 올리려면 로그인이 필요해요/)).toBeNull();
    fireEvent.click(completeButton());
    await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW);
    // Published: the next new post starts blank.
    expect(window.sessionStorage.getItem('jipsaCommunityWriteDraft')).toBeNull();
  });

  it('세션이 끊겨 LOGIN_REQUIRED 를 받으면 실패 안내 없이 로그인 모달을 열어요', async () => {
    createAnswer = () => fail(403, 'LOGIN_REQUIRED', '로그인이 필요해요.');
    renderApp('/community/write');
    await writeHeading();
    fireEvent.change(titleInput(), { target: { value: '제목' } });
    fireEvent.change(contentInput(), { target: { value: '내용' } });
    fireEvent.click(completeButton());
    expect(await screen.findByRole('dialog', { name: '로그인하고 집사의 더 많은 서비스를 확인하세요' })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(createRequests()).toHaveLength(1);
  });

  it('보고서 고르는 화면에서 휴대폰의 뒤로 가기를 하면 쓰던 제목과 내용이 있는 글쓰기로 돌아와요 (issue 50 #5)', async () => {
    const { router } = await openWriteFromBoard();
    fireEvent.change(titleInput(), { target: { value: '버팀목 심사 기간' } });
    fireEvent.change(contentInput(), { target: { value: '얼마나 걸렸나요?' } });
    fireEvent.click(screen.getByRole('button', { name: '최근 보고서 첨부하기' }));
    await screen.findByRole('heading', { level: 1, name: '최근 보고서' }, SLOW);
    await act(() => router.navigate(-1));
    await writeHeading();
    expect(titleInput().value).toBe('버팀목 심사 기간');
    expect(contentInput().value).toBe('얼마나 걸렸나요?');
  });

  it('작은 사진은 그대로 붙이고 X 로 뺄 수 있으며, 올릴 때 imageFile 로 보내요', async () => {
    await stubNodeMultipart();
    renderApp('/community/write');
    await writeHeading();
    const picker = screen.getByLabelText('사진 추가') as HTMLInputElement;
    expect(picker.getAttribute('accept')).toBe('image/*');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'small.png', { type: 'image/png' });

    fireEvent.change(picker, { target: { files: [photo] } });
    fireEvent.click(await screen.findByRole('button', { name: '사진 빼기' }));
    expect(screen.queryByRole('button', { name: '사진 빼기' })).toBeNull();

    fireEvent.change(picker, { target: { files: [photo] } });
    await screen.findByRole('button', { name: '사진 빼기' });
    fireEvent.change(titleInput(), { target: { value: '사진 글' } });
    fireEvent.change(contentInput(), { target: { value: '사진 봐 주세요' } });
    fireEvent.click(completeButton());
    await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW);
    expect(createRequests()[0]?.body).toMatch(/name="imageFile"; filename="small.png"/);
  });

  it('사진이 아닌 파일은 받지 않고, 1MB 이상 사진을 압축하지 못하면 "이미지 압축에 실패했어요"라고 알려요', async () => {
    renderApp('/community/write');
    await writeHeading();
    const picker = screen.getByLabelText('사진 추가') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(alert).toHaveBeenCalledWith('사진 파일만 올릴 수 있어요.');

    // jsdom cannot decode or draw images, so compressing a 1 MB photo fails as a broken canvas would.
    const large = new File([new Uint8Array(1_048_576)], 'large.jpg', { type: 'image/jpeg' });
    fireEvent.change(picker, { target: { files: [large] } });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('이미지 압축에 실패했어요'));
    expect(screen.queryByRole('button', { name: '사진 빼기' })).toBeNull();
  });

  it('받은 보고서가 없으면 대출 추천을 받으러 가는 길을 보여줘요', async () => {
    reports = [];
    await openWriteFromBoard();
    fireEvent.click(screen.getByRole('button', { name: '최근 보고서 첨부하기' }));
    const link = await screen.findByRole('link', { name: '대출 추천 받으러 가기' }, SLOW);
    expect(link.getAttribute('href')).toBe('/deposit-entry');
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await writeHeading();
  });
});
