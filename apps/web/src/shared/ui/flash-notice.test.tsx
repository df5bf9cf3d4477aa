import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashNoticeState } from '../lib/flash-notice.ts';
import { FLASH_NOTICE_DURATION_MS, FlashNotice } from './flash-notice.tsx';

function renderAt(initial: { pathname: string; state?: unknown }) {
  const router = createMemoryRouter([{ path: '*', Component: FlashNotice }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('FlashNotice', () => {
  it('이동과 함께 온 알림을 상태 영역에 보여주고, 기록에서는 바로 지워 새로고침해도 다시 뜨지 않아요', async () => {
    const router = renderAt({ pathname: '/', state: flashNoticeState('로그아웃했어요.') });
    expect(screen.getByRole('status').textContent).toBe('로그아웃했어요.');
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('status').textContent).toBe('로그아웃했어요.');
  });

  it('알림이 없으면 빈 상태 영역만 있어요', () => {
    renderAt({ pathname: '/', state: { postId: '7' } });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('잠시 뒤 사라져요', async () => {
    vi.useFakeTimers();
    renderAt({ pathname: '/', state: flashNoticeState('탈퇴가 완료됐어요.') });
    expect(screen.getByRole('status').textContent).toBe('탈퇴가 완료됐어요.');
    await act(() => vi.advanceTimersByTimeAsync(FLASH_NOTICE_DURATION_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
