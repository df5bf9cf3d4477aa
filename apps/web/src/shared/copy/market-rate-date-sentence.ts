import { MARKET_RATES_STALE_AFTER_DAYS, type PolicyDate } from '@jipsa/domain';
import { formatKoreanDate } from '../format/format-korean-date.ts';
import { groupDigits } from '../format/format-won.ts';

/**
 * A rate's age in the words every answer and the `/rates` legend use (issue 50 #4, #7).
 * @example marketRateAgeWords(0) // '오늘'
 * @example marketRateAgeWords(1283) // '1,283일 전'
 */
export const marketRateAgeWords = (ageDays: number) => (ageDays === 0 ? '오늘' : `${groupDigits(ageDays)}일 전`);

/**
 * The one sentence every answer gives about the market rates it rests on: their publication date, their age in days
 * on the answer's date (`marketRateAgeDays`, or the server's `ageDays`), and past 45 days
 * (MARKET_RATES_STALE_AFTER_DAYS) that a bank's rate today may differ. An answer's own date ("2026년 11월 29일 기준
 * 규정") is the rules', never the rates' (issue 50 #7).
 * @example marketRateDateSentence('2026-02-19', 283)
 * // '시장 금리는 2026년 2월 19일에 공시된 값이에요(283일 전). 지금 은행 금리와 다를 수 있어요.'
 * @example marketRateDateSentence('2026-11-20', 9) // '시장 금리는 2026년 11월 20일에 공시된 값이에요(9일 전).'
 */
export function marketRateDateSentence(marketRateDate: PolicyDate, ageDays: number): string {
  const published = `시장 금리는 ${formatKoreanDate(marketRateDate)}에 공시된 값이에요(${marketRateAgeWords(ageDays)}).`;
  return ageDays > MARKET_RATES_STALE_AFTER_DAYS ? `${published} 지금 은행 금리와 다를 수 있어요.` : published;
}
