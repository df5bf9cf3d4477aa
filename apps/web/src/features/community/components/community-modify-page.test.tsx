import type { Post } from '@jipsa/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { ATTACHED_REPORT, makePost, POST_ID, RECENT_REPORTS } from '../testing/community-fixtures.ts';
import { stubNodeMultipart } from '../../../testing/stub-node-multipart.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const POST_PATH = `/api/v1/post/${POST_ID}`;
let post: Post;

/** A tiny board of one post: PUT replaces its text and image the way the server does. */
function respond(request: RecordedRequest): TestResponse {
  const { method, url, body } = request;
  if (method === 'GET' && url === POST_PATH) return ok(post);
  if (method === 'GET' && url === '/api/v1/loanAdvice') return ok(RECENT_REPORTS);
  if (method === 'PUT' && url === POST_PATH) {
    const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1] ?? null;
    const imageUrl = body.includes('name="imageFile"') ? '/images/new.webp' : field('existingImageUrl');
    post = {
      ...post,
      title: field('title') ?? '',
      imageUrl,
      loanAdviceSummaryReport: field('loanAdviceResultId') ? ATTACHED_REPORT : null,
    };
    return ok(post);
  }
  return fail(404, 'NOT_FOUND');
}

const SLOW = { timeout: 5000 };
const putBodies = () => server.requests.filter((request) => request.method === 'PUT').map((request) => request.body);

beforeEach(() => {
  server.requests.length = 0;
  post = makePost({
    updateDeleteAuthority: 'ALL',
    imageUrl: '/images/old.webp',
    loanAdviceSummaryReport: ATTACHED_REPORT,
  });
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.accessToken, 'member-jwt');
  window.sessionStorage.clear();
  window.sessionStorage.setItem('communityDetailId', POST_ID);
  useAppStore.setState({ ...createInitialAppState(), isAuthenticated: true });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  await server.close();
});

/** From the post's author menu to the modify screen, as the author does it. */
async function openModify() {
  const view = renderApp('/community/detail');
  await screen.findByRole('heading', { level: 2, name: post.title }, SLOW);
  fireEvent.click(screen.getByRole('button', { name: '글 메뉴' }));
  fireEvent.click(screen.getByRole('menuitem', { name: '수정하기' }));
  await screen.findByRole('heading', { level: 1, name: '글 수정' }, SLOW);
  return view;
}

const titleInput = () => screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement;
const complete = async () => {
  fireEvent.click(screen.getByRole('button', { name: '완료' }));
  await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW);
};

describe('/community/modify', { timeout: 20_000 }, () => {
  it('글을 그대로 채워 열고, 사진을 두면 existingImageUrl 로 보내 고친 글로 돌아가요', async () => {
    await openModify();
    expect(titleInput().value).toBe('버팀목 전세대출 후기');
    expect((screen.getByRole('textbox', { name: '내용' }) as HTMLTextAreaElement).value).toBe(
      '첫 줄이에요\n둘째 줄이에요',
    );
    expect(screen.getByText('HF 일반 전세자금보증')).toBeTruthy();
    expect(screen.getByRole('img', { name: '첨부할 사진 미리보기' }).getAttribute('src')).toBe(
      `${server.baseUrl}/images/old.webp`,
    );

    fireEvent.change(titleInput(), { target: { value: '고친 제목' } });
    await complete();
    expect(await screen.findByRole('heading', { level: 2, name: '고친 제목' })).toBeTruthy();
    const body = putBodies()[0] ?? '';
    expect(body).toMatch(/name="existingImageUrl"\r\n\r\n\/images\/old\.webp\r\n/);
    expect(body).not.toContain('name="imageFile"');
    expect(body).toContain(ATTACHED_REPORT.loanAdviceResultId);
  });

  it('사진을 빼면 existingImageUrl 도 imageFile 도 보내지 않아요', async () => {
    await openModify();
    fireEvent.click(screen.getByRole('button', { name: '사진 빼기' }));
    fireEvent.click(screen.getByRole('button', { name: '보고서 빼기' }));
    await complete();
    const body = putBodies()[0] ?? '';
    expect(body).not.toContain('existingImageUrl');
    expect(body).not.toContain('imageFile');
    expect(body).not.toContain('loanAdviceResultId');
    expect(screen.queryByRole('img', { name: '글에 첨부한 사진' })).toBeNull();
  });

  it('새 사진을 고르면 imageFile 로 바꿔 보내요', async () => {
    await stubNodeMultipart();
    await openModify();
    const photo = new File([new Uint8Array([1, 2, 3])], 'new.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('사진 추가'), { target: { files: [photo] } });
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: '첨부할 사진 미리보기' })?.getAttribute('src')).not.toContain('old'),
    );
    await complete();
    const body = putBodies()[0] ?? '';
    expect(body).toMatch(/name="imageFile"; filename="new.png"/);
    expect(body).not.toContain('existingImageUrl');
    expect(screen.getByRole('img', { name: '글에 첨부한 사진' }).getAttribute('src')).toBe(
      `${server.baseUrl}/images/new.webp`,
    );
  });

  it('바뀐 게 없으면 뒤로 가기로 바로 글 상세에 가요', async () => {
    await openModify();
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // The browser's own back button is held by useBackGuard (its test) and checked in the browser (community.e2e.ts).
  it('고친 뒤에는 화면의 뒤로 가기가 먼저 물어봐요', async () => {
    await openModify();
    fireEvent.change(titleInput(), { target: { value: '고치는 중' } });

    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const dialog = await screen.findByRole('dialog', { name: '작성을 그만할까요?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '계속 쓰기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '작성을 그만할까요?' })).toBeNull());
    expect(titleInput().value).toBe('고치는 중');

    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '작성을 그만할까요?' })).getByRole('button', {
        name: '그만하기',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW)).toBeTruthy();
    expect(putBodies()).toHaveLength(0);
  });

  it('최근 보고서를 다녀와도 수정 화면으로 돌아오고, 처음과 다르면 뒤로 갈 때 물어봐요', async () => {
    await openModify();
    fireEvent.click(screen.getByRole('button', { name: '보고서 빼기' }));
    fireEvent.click(screen.getByRole('button', { name: '최근 보고서 첨부하기' }));
    await screen.findByRole('heading', { level: 1, name: '최근 보고서' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await screen.findByRole('heading', { level: 1, name: '글 수정' }, SLOW);
    expect(screen.queryByText('HF 일반 전세자금보증')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('dialog', { name: '작성을 그만할까요?' })).toBeTruthy();
  });

  it('보고서 고르는 화면에서 휴대폰의 뒤로 가기를 해도, 보고서를 골라도 고치던 제목과 함께 같은 수정 화면으로 돌아와요 (issue 50 #5)', async () => {
    const { router } = await openModify();
    fireEvent.change(titleInput(), { target: { value: '고친 제목' } });
    fireEvent.click(screen.getByRole('button', { name: '보고서 빼기' }));
    fireEvent.click(screen.getByRole('button', { name: '최근 보고서 첨부하기' }));
    await screen.findByRole('heading', { level: 1, name: '최근 보고서' }, SLOW);
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: '글 수정' }, SLOW);
    expect(titleInput().value).toBe('고친 제목');
    expect(screen.queryByText('HF 일반 전세자금보증')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '최근 보고서 첨부하기' }));
    await screen.findByRole('heading', { level: 1, name: '최근 보고서' }, SLOW);
    fireEvent.click(await screen.findByRole('button', { name: /HF 일반 전세자금보증/ }, SLOW));
    await screen.findByRole('heading', { level: 1, name: '글 수정' }, SLOW);
    expect(titleInput().value).toBe('고친 제목');
    expect(screen.getByText('HF 일반 전세자금보증')).toBeTruthy();
    // The picker left no second edit screen behind: the entry below is the post.
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: '게시글' }, SLOW)).toBeTruthy();
  });

  it('넘겨받은 글이 없으면 수정할 글을 찾을 수 없다고 해요', async () => {
    renderApp('/community/modify');
    expect(await screen.findByText(/수정할 글을 찾을 수 없어요/, {}, SLOW)).toBeTruthy();
  });
});
