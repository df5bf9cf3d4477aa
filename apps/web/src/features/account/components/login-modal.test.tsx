import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { LoginModal } from './login-modal.tsx';

/** The modal lives in the root layout, inside the router; here it sits on the community page. */
function renderModal(path = '/community') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return render(<LoginModal />, { wrapper });
}

const TITLE = '로그인하고 집사의 더 많은 서비스를 확인하세요';
const dialog = () => screen.queryByRole('dialog', { name: TITLE });
const open = () => act(() => useAppStore.getState().openLoginModal());

// jsdom cannot leave the page; stop the link's navigation after React has handled the click.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
  document.addEventListener('click', stopNavigation);
});

afterEach(() => {
  cleanup();
  document.removeEventListener('click', stopNavigation);
});

describe('로그인 모달', () => {
  it('플래그가 꺼져 있으면 보이지 않고, 켜지면 제목이 붙은 모달 대화상자로 열려요', () => {
    renderModal();
    expect(dialog()).toBeNull();
    open();
    const modal = dialog();
    expect(modal?.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: TITLE })).toBeTruthy();
  });

  it('열리면 포커스가 모달 안으로 옮겨가요', () => {
    renderModal();
    open();
    expect(dialog()?.contains(document.activeElement)).toBe(true);
  });

  it('노란 카카오 버튼은 지금 화면을 redirect 로 붙여 /oauth2/authorization/kakao 로 브라우저를 보내요', () => {
    renderModal('/calculator?calculator=DSR');
    open();
    const kakao = screen.getByRole('link', { name: '카카오로 3초만에 로그인' });
    expect(kakao.getAttribute('href')).toBe('/oauth2/authorization/kakao?redirect=%2Fcalculator%3Fcalculator%3DDSR');
  });

  it('로그인 화면 위에서 열리면 그 화면을 돌아갈 곳으로 붙이지 않아요', () => {
    renderModal('/login-result?code=spent');
    open();
    const kakao = screen.getByRole('link', { name: '카카오로 3초만에 로그인' });
    expect(kakao.getAttribute('href')).toBe('/oauth2/authorization/kakao');
  });

  it('카카오 버튼을 누르면 모달을 닫아요', () => {
    renderModal();
    open();
    fireEvent.click(screen.getByRole('link', { name: '카카오로 3초만에 로그인' }));
    expect(useAppStore.getState().isLoginModalOpen).toBe(false);
  });

  it('닫기를 누르면 400ms 닫힘 애니메이션 뒤에 사라져요', async () => {
    renderModal();
    open();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(useAppStore.getState().isLoginModalOpen).toBe(false);
    const closedAt = performance.now();
    // Still on screen while it animates out.
    expect(dialog()).not.toBeNull();
    await waitFor(() => expect(dialog()).toBeNull(), { timeout: 1_000 });
    expect(performance.now() - closedAt).toBeGreaterThanOrEqual(390);
  });

  it('Esc 키로 닫혀요', () => {
    renderModal();
    open();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(useAppStore.getState().isLoginModalOpen).toBe(false);
  });

  it('배경을 누르면 닫혀요', () => {
    renderModal();
    open();
    const backdrop = dialog()?.previousElementSibling;
    if (!backdrop) throw new Error('backdrop missing');
    fireEvent.click(backdrop);
    expect(useAppStore.getState().isLoginModalOpen).toBe(false);
  });

  it('닫히는 도중 다시 열면 그대로 열려 있어요', async () => {
    renderModal();
    open();
    act(() => useAppStore.getState().closeLoginModal());
    open();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(dialog()).not.toBeNull();
  });
});
