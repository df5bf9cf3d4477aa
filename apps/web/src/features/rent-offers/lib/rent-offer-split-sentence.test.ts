import { describe, expect, it } from 'vitest';
import { amountInManwon, rentOfferSplitSentence, type SplitFigures } from './rent-offer-split-sentence.ts';

/** A split's figures as the API answers them; a split without a loan names no product. */
function splitOf(figures: Partial<SplitFigures>): SplitFigures {
  return { rentalDeposit: 0, monthlyRent: 0, loanAmount: 0, loanProductName: null, monthlyTotal: 0, ...figures };
}

// The worked examples of the comparison (issue 17's, in packages/domain/src/rent-offers/compare-rent-offers.test.ts,
// and issue 26's line whose cheapest point is the full deposit).
describe('가장 싼 조합의 한 문장', () => {
  it('싼 대출의 한도에서 멈추는 조합: 전세 3억 중 1억 5천을 월세로 돌리고 남은 보증금 중 1억 2천을 빌려요', () => {
    const split = splitOf({
      rentalDeposit: 150_000_000,
      monthlyRent: 562_500,
      loanProductName: '청년전용 버팀목 전세자금대출',
      loanAmount: 120_000_000,
      monthlyTotal: 752_500,
    });
    expect(rentOfferSplitSentence(split, 300_000_000)).toBe(
      '전세 보증금 3억원 중 1억 5,000만원은 월세 562,500원으로 돌리고, 남은 보증금 1억 5,000만원 중 1억 2,000만원을 청년전용 버팀목 전세자금대출에서 빌리면 한 달에 752,500원으로 가장 적게 들어요.',
    );
  });

  it('현금만큼만 보증금을 두는 조합: 대출 없이 현금으로 내고 나머지는 월세로 돌려요', () => {
    const split = splitOf({ rentalDeposit: 59_999_734, monthlyRent: 800_000, monthlyTotal: 924_999 });
    expect(rentOfferSplitSentence(split, 300_000_000)).toBe(
      '전세 보증금 3억원 중 약 2억 4,000만원은 월세 800,000원으로 돌리고, 남은 보증금 약 6,000만원은 대출 없이 현금으로 내면 한 달에 924,999원으로 가장 적게 들어요.',
    );
  });

  it('월세가 0원인 조합은 보증금을 다 내는 조합이라고 말하고, 월세로 돌린다고 하지 않아요', () => {
    const split = splitOf({
      rentalDeposit: 249_999_734,
      monthlyRent: 0,
      loanProductName: '서울시 청년 임차보증금 이자지원',
      loanAmount: 199_999_734,
      monthlyTotal: 458_124,
    });
    const sentence = rentOfferSplitSentence(split, 250_000_000);
    expect(sentence).toBe(
      '월세로 돌리지 않고 보증금 약 2억 5,000만원을 다 내고, 그중 약 2억원을 서울시 청년 임차보증금 이자지원에서 빌리면 한 달에 458,124원으로 가장 적게 들어요.',
    );
    expect(sentence).not.toContain('월세로 돌리는');
    expect(rentOfferSplitSentence(splitOf({ rentalDeposit: 250_000_000, monthlyTotal: 104_166 }), 250_000_000)).toBe(
      '월세로 돌리지 않고 보증금 2억 5,000만원을 모두 현금으로 내면 한 달에 104,166원으로 가장 적게 들어요.',
    );
  });

  it('금액은 만원 단위로, 만원에 딱 맞지 않으면 "약"을 붙여요', () => {
    expect(amountInManwon(150_000_000)).toBe('1억 5,000만원');
    expect(amountInManwon(59_999_734)).toBe('약 6,000만원');
    expect(amountInManwon(0)).toBe('0원');
  });
});
