import { describe, expect, it } from 'vitest';
import {
  authTokenRequestSchema,
  devLoginFormSchema,
  guestLoginResponseSchema,
  loginResultQuerySchema,
  loginStartQuerySchema,
  meResponseSchema,
  returnPathSchema,
  transferRequestSchema,
} from './session.ts';

describe('로그인 후 돌아갈 경로', () => {
  it.each(['/', '/community', '/community/12?tab=comments', '/report#top', '/%2F/still-our-site'])(
    '우리 사이트 안의 경로 %s 는 받아요',
    (path) => {
      expect(returnPathSchema.safeParse(path).success).toBe(true);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'community',
    '',
    '/\tab',
    '/line\nbreak',
  ])('다른 호스트로 갈 수 있는 %j 는 거절해요', (path) => {
    expect(returnPathSchema.safeParse(path).success).toBe(false);
  });

  it('너무 긴 경로는 거절해요', () => {
    expect(returnPathSchema.safeParse(`/${'a'.repeat(600)}`).success).toBe(false);
  });

  it('로그인 시작의 redirect 는 없어도 돼요', () => {
    expect(loginStartQuerySchema.parse({})).toEqual({});
    expect(loginStartQuerySchema.safeParse({ redirect: '//evil.example' }).success).toBe(false);
  });
});

describe('세션 요청 본문', () => {
  it('모르는 필드가 붙은 요청은 거절해요', () => {
    expect(authTokenRequestSchema.safeParse({ code: 'abc', extra: 1 }).success).toBe(false);
    expect(transferRequestSchema.safeParse({ guestToken: 't', userId: 'x' }).success).toBe(false);
  });

  it('빈 코드와 빈 게스트 토큰은 거절해요', () => {
    expect(authTokenRequestSchema.safeParse({ code: '' }).success).toBe(false);
    expect(transferRequestSchema.safeParse({ guestToken: '' }).success).toBe(false);
  });

  it('개발용 로그인 닉네임은 앞뒤 공백을 지우고 1~20자만 받아요', () => {
    expect(devLoginFormSchema.parse({ state: 's', nickname: '  집사  ' }).nickname).toBe('집사');
    expect(devLoginFormSchema.safeParse({ state: 's', nickname: '   ' }).success).toBe(false);
    expect(devLoginFormSchema.safeParse({ state: 's', nickname: '가'.repeat(21) }).success).toBe(false);
    expect(devLoginFormSchema.safeParse({ nickname: '집사' }).success).toBe(false);
  });
});

describe('세션 응답', () => {
  it('게스트 로그인 응답은 GUEST 역할과 A 또는 B 그룹만 가져요', () => {
    expect(guestLoginResponseSchema.safeParse({ accessToken: 't', roleType: 'GUEST', abTestType: 'A' }).success).toBe(
      true,
    );
    expect(guestLoginResponseSchema.safeParse({ accessToken: 't', roleType: 'USER', abTestType: 'A' }).success).toBe(
      false,
    );
    expect(guestLoginResponseSchema.safeParse({ accessToken: 't', roleType: 'GUEST', abTestType: 'C' }).success).toBe(
      false,
    );
  });

  it('내 정보의 프로필 사진은 없을 수 있어요', () => {
    const me = { id: '0b5e4a8e-5d8f-4f55-9f3a-1f4b5d2c7e10', name: '집사', avatarUrl: null, roleType: 'USER' };
    expect(meResponseSchema.parse(me)).toEqual(me);
  });

  it('로그인 결과 페이지는 알려진 오류 코드만 받아요', () => {
    expect(loginResultQuerySchema.safeParse({ error: 'LOGIN_CANCELLED' }).success).toBe(true);
    expect(loginResultQuerySchema.safeParse({ error: 'SOMETHING' }).success).toBe(false);
  });
});
