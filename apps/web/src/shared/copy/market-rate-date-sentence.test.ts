import { describe, expect, it } from 'vitest';
import { marketRateDateSentence } from './market-rate-date-sentence.ts';

describe('marketRateDateSentence', () => {
  it('금리가 공시된 날짜와 며칠 전인지를 말하고, 45일이 지났으면 지금과 다를 수 있다고 해요', () => {
    expect(marketRateDateSentence('2026-02-19', 283)).toBe(
      '시장 금리는 2026년 2월 19일에 공시된 값이에요(283일 전). 지금 은행 금리와 다를 수 있어요.',
    );
    expect(marketRateDateSentence('2026-10-15', 45)).toBe('시장 금리는 2026년 10월 15일에 공시된 값이에요(45일 전).');
    expect(marketRateDateSentence('2026-11-29', 0)).toBe('시장 금리는 2026년 11월 29일에 공시된 값이에요(오늘).');
  });
});
