import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, loopbackOrigin } from './loopback-origin.ts';

describe('loopbackOrigin', () => {
  it.each([
    ['localhost:8080', 'http://localhost:8080'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['LOCALHOST:5173', 'http://localhost:5173'],
    ['[::1]:8080', 'http://[::1]:8080'],
    ['localhost', 'http://localhost'],
  ])('루프백 주소 %s 는 브라우저가 쓴 그 origin 이에요', (host, origin) => {
    expect(loopbackOrigin('http', host)).toBe(origin);
  });

  it.each([
    'jipsa.example',
    'jipsa.example:8080',
    '127.0.0.1.evil.example',
    'localhost.evil.example',
    'localhost:8080@evil.example',
    'evil.example@localhost',
    'localhost/evil',
    'localhost:8080/../evil',
    '192.168.0.5:8080',
    '',
  ])('루프백이 아닌 Host %j 는 받지 않아요', (host) => {
    expect(loopbackOrigin('http', host)).toBeNull();
  });

  it('Host 가 없거나 http(s) 가 아니면 받지 않아요', () => {
    expect(loopbackOrigin('http', undefined)).toBeNull();
    expect(loopbackOrigin('javascript', 'localhost')).toBeNull();
  });
});

describe('isLoopbackUrl', () => {
  it('PUBLIC_URL 이 이 기계 자신일 때만 로컬 체험이에요', () => {
    expect(isLoopbackUrl('http://127.0.0.1:8080')).toBe(true);
    expect(isLoopbackUrl('http://localhost:8080')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:8080')).toBe(true);
    expect(isLoopbackUrl('https://jipsa.example')).toBe(false);
    expect(isLoopbackUrl('http://192.168.0.5:8080')).toBe(false);
  });
});
