import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmModal } from './confirm-modal.tsx';

afterEach(() => {
  cleanup();
});

describe('ConfirmModal', () => {
  it('질문을 이름으로 가진 대화상자에서 확인과 취소를 각각 알려요', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmModal open title="로그아웃할까요?" confirmLabel="로그아웃" onConfirm={onConfirm} onCancel={onCancel}>
        다시 로그인하면 이어서 쓸 수 있어요.
      </ConfirmModal>,
    );
    const dialog = screen.getByRole('dialog', { name: '로그아웃할까요?' });
    expect(dialog.textContent).toContain('다시 로그인하면 이어서 쓸 수 있어요.');
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('작업이 도는 동안은 두 버튼이 잠기고 Esc 로도 닫히지 않아요', () => {
    const onCancel = vi.fn();
    render(
      <ConfirmModal
        open
        isPending
        title="탈퇴할까요?"
        confirmLabel="탈퇴하기"
        onConfirm={vi.fn()}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: '탈퇴하기' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '취소' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('실패 문구를 경고로 보여줘요', () => {
    render(
      <ConfirmModal
        open
        title="탈퇴할까요?"
        confirmLabel="탈퇴하기"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
        error="탈퇴하지 못했어요."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('탈퇴하지 못했어요.');
  });
});
