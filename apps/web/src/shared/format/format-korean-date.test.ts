import { describe, expect, it } from 'vitest';
import { formatKoreanDate, formatKoreanDateTime } from './format-korean-date.ts';

describe('formatKoreanDate', () => {
  it('날짜만 있으면 적힌 그대로 년·월·일로 읽어요', () => {
    expect(formatKoreanDate('2026-07-01')).toBe('2026년 7월 1일');
    expect(formatKoreanDate('2026-12-31')).toBe('2026년 12월 31일');
  });

  it('시각은 한국 시간의 날짜로 읽어요', () => {
    expect(formatKoreanDate('2026-06-30T16:00:00Z')).toBe('2026년 7월 1일');
    expect(formatKoreanDate('2026-06-30T14:59:59.000Z')).toBe('2026년 6월 30일');
    expect(formatKoreanDate('2026-07-01T08:00:00+09:00')).toBe('2026년 7월 1일');
  });

  it('요일을 붙이고, 올해 날짜는 연도를 빼고 쓸 수 있어요', () => {
    expect(formatKoreanDate('2026-12-05', { weekday: true })).toBe('2026년 12월 5일 (토)');
    expect(formatKoreanDate('2026-12-05', { weekday: true, omitYear: 2026 })).toBe('12월 5일 (토)');
    expect(formatKoreanDate('2027-01-10', { weekday: true, omitYear: 2026 })).toBe('2027년 1월 10일 (일)');
    expect(formatKoreanDate('2028-02-29', { weekday: true })).toBe('2028년 2월 29일 (화)');
  });

  it('날짜가 아니면 받은 글자를 그대로 돌려줘요', () => {
    expect(formatKoreanDate('곧')).toBe('곧');
  });
});

describe('formatKoreanDateTime', () => {
  it('한국 시각의 날짜와 오전·오후 시각으로 써요', () => {
    expect(formatKoreanDateTime('2026-06-20T00:05:00Z')).toBe('2026년 6월 20일 오전 9:05');
    expect(formatKoreanDateTime('2026-06-20T03:30:00Z')).toBe('2026년 6월 20일 오후 12:30');
    expect(formatKoreanDateTime('2026-06-19T15:00:00Z')).toBe('2026년 6월 20일 오전 12:00');
  });
});
