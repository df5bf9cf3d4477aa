import { describe, expect, it } from 'vitest';
import { decomposeHangul, editDistance, isOneEditApart, normalizeSearchText } from './korean-text.ts';

describe('검색용 글자 다듬기', () => {
  it('문장 부호를 공백으로 바꾸고 공백을 하나로 줄여요', () => {
    expect(normalizeSearchText('  서울특별시,  강남구 (역삼동) ')).toBe('서울특별시 강남구 역삼동');
  });

  it('영문은 소문자로, 지번의 - 와 숫자는 그대로 둬요', () => {
    expect(normalizeSearchText('Tower 737-1')).toBe('tower 737-1');
  });

  it('조합형(NFD)으로 들어온 한글도 같은 글자로 봐요', () => {
    expect(normalizeSearchText('역삼동'.normalize('NFD'))).toBe('역삼동');
  });
});

describe('자모와 편집 거리', () => {
  it('한글 음절을 자모로 나눠요', () => {
    expect(decomposeHangul('역삼')).toBe('ㅇㅕㄱㅅㅏㅁ');
    expect(decomposeHangul('a1')).toBe('a1');
  });

  it('음절 하나가 다르면 거리 1, 자모로는 모음 하나 차이예요', () => {
    expect(editDistance('역삼등', '역삼동')).toBe(1);
    expect(editDistance(decomposeHangul('등'), decomposeHangul('동'))).toBe(1);
    expect(editDistance('', '동')).toBe(1);
    expect(editDistance('강남', '강남')).toBe(0);
  });

  it.each([
    ['역삼등', '역삼동', true],
    ['역삼', '역삼동', true],
    ['역삼동', '삼동', true],
    ['역삼동', '역삼동', false],
    ['역삼동', '역사동네', false],
    ['역삼동', '삼역동', false],
    ['ab', 'ba', false],
  ])('%s 와 %s 가 한 번 고쳐 같아지는지는 %s 예요', (a, b, expected) => {
    expect(isOneEditApart(a, b)).toBe(expected);
    expect(isOneEditApart(a, b)).toBe(editDistance(a, b) === 1);
  });
});
