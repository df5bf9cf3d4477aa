import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../shared/store/app-store.ts';
import { renderApp } from '../testing/render-app.tsx';
import { SPEC_ROUTES } from '../testing/spec-routes.ts';

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('라우트 표', () => {
  it.each(SPEC_ROUTES)('$path 는 "$heading" 화면을 보여줘요', async ({ path, heading }) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText('페이지를 찾을 수 없어요')).toBeNull();
  });

  it('report 와 no-report 는 경로의 id 를 읽어요', async () => {
    renderApp('/report/42');
    expect(await screen.findByText('보고서 번호 42')).toBeTruthy();
    cleanup();
    renderApp('/no-report/abc-9');
    expect(await screen.findByText('보고서 번호 abc-9')).toBeTruthy();
  });

  it.each(['/nope', '/report', '/community/unknown', '/calculator/dsr'])(
    '모르는 경로 %s 는 404 페이지를 보여줘요',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    },
  );

  it('화면마다 한국어 탭 제목과 설명 메타를 둬요', async () => {
    renderApp('/calculator');
    await screen.findByRole('heading', { level: 1, name: '대출 계산기' });
    expect(document.title).toBe('대출 계산기 | 집사');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      '전세·월세 대출',
    );
  });
});

describe('라우트가 바뀔 때 스크롤', () => {
  it('새 화면은 맨 위에서 시작하지만 /community 는 제자리를 지켜요', async () => {
    const { router } = renderApp('/deposit-entry');
    await screen.findByRole('heading', { level: 1, name: '전월세 보증금 입력' });
    scrollTo.mockClear();

    await act(() => router.navigate('/calculator'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/community'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/community/write'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('로그인이 필요한 동작', () => {
  it('게스트가 커뮤니티에서 글쓰기를 누르면 로그인 모달이 열려요', async () => {
    renderApp('/community');
    fireEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
    expect(await screen.findByRole('dialog', { name: '로그인하고 집사의 더 많은 서비스를 확인하세요' })).toBeTruthy();
  });

  it('회원은 글쓰기 화면으로 가요', async () => {
    useAppStore.setState({ isAuthenticated: true });
    renderApp('/community');
    fireEvent.click(await screen.findByRole('button', { name: '글쓰기' }));
    expect(await screen.findByRole('heading', { level: 1, name: '글쓰기' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
