import { describe, expect, it } from 'vitest';
import { highlightKeyword, mergeRanges } from './highlight-ranges.ts';

describe('강조 범위', () => {
  it('정렬하고 겹치거나 맞닿은 범위를 합쳐요', () => {
    expect(
      mergeRanges([
        { start: 4, end: 6 },
        { start: 0, end: 2 },
        { start: 2, end: 3 },
        { start: 5, end: 8 },
      ]),
    ).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 8 },
    ]);
  });

  it('검색어의 낱말이 나오는 모든 자리를 찾아요', () => {
    const text = '서울특별시 강남구 테헤란로 152 (역삼동)';
    const ranges = highlightKeyword(text, '테헤란로  152');
    expect(ranges.map(({ start, end }) => text.slice(start, end))).toEqual(['테헤란로', '152']);
  });

  it('대소문자를 가리지 않고 없는 낱말은 건너뛰어요', () => {
    const text = 'Gangnam Tower 강남';
    expect(highlightKeyword(text, 'tower 없음').map(({ start, end }) => text.slice(start, end))).toEqual(['Tower']);
  });
});
