import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
});

describe('약관과 개인정보 처리방침', () => {
  it('개인정보 처리방침은 버전·시행일과 함께 받는 정보, 보관 기간, 탈퇴, 저장소, 제3자, 문의처를 절마다 제목을 붙여 보여줘요', async () => {
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeTruthy();
    expect(screen.getByText(/버전 1\.0/)).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        '1. 받는 개인정보',
        '3. 보관 기간',
        '4. 탈퇴하면 지워지는 것',
        '5. 쿠키와 브라우저 저장소',
        '6. 다른 곳에 주는 정보',
        '9. 문의',
      ]),
    );
    const text = document.body.textContent ?? '';
    for (const phrase of [
      '닉네임, 프로필 사진',
      '보증금',
      '연소득',
      '혼인',
      '자녀',
      '주택 보유',
      '탈퇴하면 바로 삭제',
      '만든 날부터 1년',
      '탈퇴한 회원',
      'accessToken',
      'refreshToken',
      'guestToken',
      'adviceReport',
      'loginRedirectPath',
      'communityDetailId',
      '팔거나',
      '카카오',
      'privacy@jipsa.app',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('이용약관도 버전과 시행일을 밝히고 조마다 제목을 붙여요', async () => {
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: '서비스 이용약관' })).toBeTruthy();
    expect(document.querySelector('time')?.textContent).toBe('2026년 11월 22일');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('link', { name: '설정으로 돌아가기' }).getAttribute('href')).toBe('/settings');
  });
});
