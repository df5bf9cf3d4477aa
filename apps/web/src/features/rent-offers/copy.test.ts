import { describe, expect, it } from 'vitest';
import { rentOffersCopy } from './copy.ts';

describe('rentOffersCopy.loanLine', () => {
  it('대출 금리를 다른 화면과 같은 자릿수(소수 둘째 자리)로 말해요', () => {
    expect(rentOffersCopy.loanLine('청년 버팀목', 2.6, 150_000_000)).toBe('청년 버팀목 2.60%로 1억 5,000만원 빌려요');
  });
});
