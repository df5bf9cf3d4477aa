import { describe, expect, it } from 'vitest';
import { addressHighlightSegments } from './address-highlight-segments.ts';

describe('addressHighlightSegments', () => {
  it('서버가 준 범위를 강조 조각으로 나누고, 조각을 이으면 원문이에요', () => {
    const text = '서울특별시 강남구 역삼동';
    const segments = addressHighlightSegments(text, [
      { start: 6, end: 8 },
      { start: 10, end: 13 },
    ]);
    expect(segments).toEqual([
      { text: '서울특별시 ', highlighted: false },
      { text: '강남', highlighted: true },
      { text: '구 ', highlighted: false },
      { text: '역삼동', highlighted: true },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('글자 밖이거나 겹치는 범위는 잘라내요', () => {
    expect(
      addressHighlightSegments('역삼동', [
        { start: 1, end: 9 },
        { start: 0, end: 2 },
      ]),
    ).toEqual([
      { text: '역삼', highlighted: true },
      { text: '동', highlighted: true },
    ]);
    expect(addressHighlightSegments('역삼동', [])).toEqual([{ text: '역삼동', highlighted: false }]);
  });
});
