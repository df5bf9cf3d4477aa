import { describe, expect, it } from 'vitest';
import { readRentOffersQuestion, rentOffersSearch, type RentOffersQuestion } from './rent-offers-params.ts';

describe('전세·월세 비교의 주소', () => {
  it('조건과 전환율을 주소에 담았다가 그대로 읽어요', () => {
    const question: RentOffersQuestion = {
      offers: [
        { label: '전세', deposit: '30000', rent: '0' },
        { label: '반전세 (5천)', deposit: '5000', rent: '100' },
      ],
      conversion: { fullDeposit: '30000', ratePercent: '4.5', minDeposit: '5000' },
    };
    expect(readRentOffersQuestion(new URLSearchParams(rentOffersSearch(question)))).toEqual(question);
  });

  it('질문이 없으면 null, 여섯 번째 조건부터는 읽지 않아요', () => {
    expect(readRentOffersQuestion(new URLSearchParams(''))).toBeNull();
    const six = Array.from({ length: 6 }, (_, index) => `o=${index}~1~1`).join('&');
    expect(readRentOffersQuestion(new URLSearchParams(six))?.offers).toHaveLength(5);
  });
});
