import { describe, expect, it } from 'vitest';
import { containsContact, normalizedText } from './spam-rules.ts';

describe('링크와 전화번호', () => {
  it.each([
    'https://loan.example 에서 확인',
    'http://bit.ly/abc',
    'www.daechul.kr 방문',
    '010-1234-5678',
    '010 1234 5678',
    '01012345678',
    '02-123-4567',
    '02 1234 5678',
    '031-123-4567',
  ])('"%s"는 연락처가 있는 글이에요', (text) => {
    expect(containsContact(text)).toBe(true);
  });

  it.each(['보증금 50000000원', '2026년 12월 3일 계약', '전세 2억 1천', '관리비 120000원, 월세 650000원'])(
    '"%s"에는 연락처가 없어요',
    (text) => {
      expect(containsContact(text)).toBe(false);
    },
  );
});

describe('같은 글 비교', () => {
  it('앞뒤 공백을 빼고 이어진 공백은 한 칸으로 봐요', () => {
    expect(normalizedText('  같은\n\n 글 \t이에요 ')).toBe('같은 글 이에요');
  });
});
