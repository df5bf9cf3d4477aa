import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

afterEach(() => {
  deleteCookie('accessToken');
  deleteCookie('guestToken');
});

describe('cookies', () => {
  it('쓴 쿠키를 이름으로 다시 읽어요', () => {
    writeCookie('accessToken', 'abc.def=ghi');
    writeCookie('guestToken', 'guest');
    expect(readCookie('accessToken')).toBe('abc.def=ghi');
    expect(readCookie('guestToken')).toBe('guest');
  });

  it('없는 쿠키와 지운 쿠키는 null이에요', () => {
    expect(readCookie('refreshToken')).toBeNull();
    writeCookie('accessToken', 'abc');
    deleteCookie('accessToken');
    expect(readCookie('accessToken')).toBeNull();
  });

  it('이름이 다른 쿠키의 접두사에 걸리지 않아요', () => {
    writeCookie('guestToken', 'guest');
    expect(readCookie('Token')).toBeNull();
  });
});
