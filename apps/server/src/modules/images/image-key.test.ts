import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageContentType, imageUrlOf, isImageKey, newImageKey } from './image-key.ts';

describe('이미지 키', () => {
  it('새 키는 매번 다르고, 우리가 받는 모양이에요', () => {
    const keys = Array.from({ length: 200 }, () => newImageKey('jpg'));
    expect(new Set(keys).size).toBe(200);
    expect(keys.every(isImageKey)).toBe(true);
    expect(isImageKey(newImageKey('webp'))).toBe(true);
  });

  it.each([
    '../jwt-secret',
    '..%2Fjwt-secret',
    '/etc/passwd',
    'q3X0l9cD2J4mYkq1b7Qh1w.svg',
    'q3X0l9cD2J4mYkq1b7Qh1w.jpg/../../x',
    'q3X0l9cD2J4mYkq1b7Qh1w',
    'q3X0l9cD2J4mYkq1b7Q.jpg',
    'q3X0l9cD2J4mYkq1b7Qh1w.jpg\u0000.png',
    '',
  ])('%j 는 이미지 키가 아니에요', (key) => {
    expect(isImageKey(key)).toBe(false);
  });

  it('슬래시나 점 두 개가 든 문자열은 어떤 것도 키가 될 수 없어요', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isImageKey(`${before}/${after}`)).toBe(false);
        expect(isImageKey(`${before}..${after}`)).toBe(false);
      }),
    );
  });

  it('확장자로 보낼 content type 을 정하고 주소는 /images/{key} 예요', () => {
    expect(imageContentType('q3X0l9cD2J4mYkq1b7Qh1w.jpg')).toBe('image/jpeg');
    expect(imageContentType('q3X0l9cD2J4mYkq1b7Qh1w.webp')).toBe('image/webp');
    expect(imageContentType('q3X0l9cD2J4mYkq1b7Qh1w.png')).toBe('image/png');
    expect(imageUrlOf('q3X0l9cD2J4mYkq1b7Qh1w.jpg')).toBe('/images/q3X0l9cD2J4mYkq1b7Qh1w.jpg');
  });
});
