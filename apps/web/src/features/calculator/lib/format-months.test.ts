import { describe, expect, it } from 'vitest';
import { formatMonths } from './format-months.ts';

describe('formatMonths', () => {
  it.each([
    [360, '30년'],
    [30, '2년 6개월'],
    [6, '6개월'],
    [12, '1년'],
  ])('%i개월은 "%s" 로 읽어요', (months, text) => {
    expect(formatMonths(months)).toBe(text);
  });
});
