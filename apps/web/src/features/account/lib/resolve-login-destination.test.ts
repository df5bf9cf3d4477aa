import { describe, expect, it } from 'vitest';
import { resolveLoginDestination, type ReturnRecord } from './resolve-login-destination.ts';

const nothing: ReturnRecord = {
  loginRedirectPath: null,
  communityDetailId: null,
  adviceReport: null,
  redirectQuery: null,
};

describe('resolveLoginDestination', () => {
  it('기록이 없으면 / 로 가요', () => {
    expect(resolveLoginDestination(nothing)).toEqual({ kind: 'navigate', to: '/' });
  });

  it('/community/detail 은 저장한 글 번호를 주소의 postId 와 navigation state 로 넘겨요', () => {
    expect(
      resolveLoginDestination({ ...nothing, loginRedirectPath: '/community/detail', communityDetailId: '7' }),
    ).toEqual({
      kind: 'navigate',
      to: '/community/detail?postId=7',
      state: { postId: '7' },
    });
  });

  it('글 번호 없이 /community/detail 이 기록되었으면 게시판으로 가요', () => {
    expect(resolveLoginDestination({ ...nothing, loginRedirectPath: '/community/detail' })).toEqual({
      kind: 'navigate',
      to: '/community',
    });
  });

  it('/community/write 는 글쓰기 화면이에요', () => {
    expect(resolveLoginDestination({ ...nothing, loginRedirectPath: '/community/write' })).toEqual({
      kind: 'navigate',
      to: '/community/write',
    });
  });

  it('/report 는 저장한 adviceReport 본문을 다시 보내도록 해요', () => {
    const body = { rentalDeposit: 200_000_000, age: 31 };
    expect(
      resolveLoginDestination({ ...nothing, loginRedirectPath: '/report', adviceReport: JSON.stringify(body) }),
    ).toEqual({
      kind: 'replay-report',
      body,
    });
  });

  it('/report 인데 다시 보낼 본문이 없거나 깨졌으면 대출 정보 입력으로 가요', () => {
    expect(resolveLoginDestination({ ...nothing, loginRedirectPath: '/report' })).toEqual({
      kind: 'navigate',
      to: '/loan-info-entry',
    });
    expect(resolveLoginDestination({ ...nothing, loginRedirectPath: '/report', adviceReport: '{oops' })).toEqual({
      kind: 'navigate',
      to: '/loan-info-entry',
    });
  });

  it('그 밖의 경로는 그대로 열고, 기록이 redirect 쿼리보다 우선해요', () => {
    expect(
      resolveLoginDestination({ ...nothing, loginRedirectPath: '/deposit-entry', redirectQuery: '/community' }),
    ).toEqual({
      kind: 'navigate',
      to: '/deposit-entry',
    });
    expect(resolveLoginDestination({ ...nothing, redirectQuery: '/calculator?calculator=DSR' })).toEqual({
      kind: 'navigate',
      to: '/calculator?calculator=DSR',
    });
  });

  it('다른 사이트 주소나 로그인 화면은 돌아갈 곳으로 쓰지 않아요', () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'community',
      '/login-result',
      '/login-page/',
      '/test',
    ]) {
      expect(resolveLoginDestination({ ...nothing, loginRedirectPath: path })).toEqual({ kind: 'navigate', to: '/' });
    }
    expect(
      resolveLoginDestination({ ...nothing, loginRedirectPath: '//evil.example', redirectQuery: '/community' }),
    ).toEqual({
      kind: 'navigate',
      to: '/community',
    });
  });
});
