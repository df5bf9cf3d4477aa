import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReadableLine, isReadableLines } from './readable-text.ts';

describe('읽을 수 있는 글자', () => {
  it('한글, 이모지, 탭이 있는 한 줄은 받아요', () => {
    for (const text of ['역삼래미안 101동', '전세 3억 🏠', '탭\t있음', '']) expect(isReadableLine(text)).toBe(true);
  });

  it('NUL 과 그 밖의 제어 문자, 짝 없는 서로게이트는 한 줄에서도 여러 줄에서도 거절해요', () => {
    for (const text of ['a\u0000b', '\u0007', '\u007f', '\u0085', 'a\ud800', '\udc00b', '\ud83d\ud83d']) {
      expect(isReadableLine(text), JSON.stringify(text)).toBe(false);
      expect(isReadableLines(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('글자 순서를 바꿔 보이게 하는 양방향 제어 문자는 거절하고, 방향 표시(LRM·RLM)는 받아요', () => {
    for (const text of ['A안\u202Egnp.exe', '\u202Dx', '\u2066역삼\u2069', '\u202A', '\u202C']) {
      expect(isReadableLine(text), JSON.stringify(text)).toBe(false);
      expect(isReadableLines(text), JSON.stringify(text)).toBe(false);
    }
    expect(isReadableLine('역삼\u200E101동\u200F')).toBe(true);
  });

  it('줄바꿈은 여러 줄 글에서만 받아요', () => {
    expect(isReadableLines('첫 줄\r\n둘째 줄\n')).toBe(true);
    expect(isReadableLine('첫 줄\n둘째 줄')).toBe(false);
  });

  it('온전한 유니코드 글은 무엇이든 받아요 (제어 문자만 빼고)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const withoutControls = text.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '');
        expect(isReadableLine(withoutControls)).toBe(true);
      }),
    );
  });
});
