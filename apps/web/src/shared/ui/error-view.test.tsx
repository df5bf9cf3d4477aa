import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorView } from './error-view.tsx';

const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('ErrorView', () => {
  it('연결이 있으면 명세의 오류 문구를, 끊기면 연결이 필요하다는 문구를 보여줘요 (issue 10)', () => {
    render(<ErrorView onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('오류가 발생했어요. 잠시 후 다시 시도해주세요.');
    act(() => setOnline(false));
    expect(screen.getByRole('alert').textContent).toContain('인터넷에 연결되어 있지 않아요');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
