import { describe, expect, it } from 'vitest';
import {
  emptyOffer,
  readRentOffersQuestion,
  rentOffersSearch,
  startingRentOffersQuestion,
  type RentOffersQuestion,
} from './rent-offers-params.ts';

describe('전세·월세 비교의 주소', () => {
  it('조건과 전환율, 관리비를 주소에 담았다가 그대로 읽어요', () => {
    const question: RentOffersQuestion = {
      offers: [
        { label: '전세', deposit: '30000', rent: '0' },
        { label: '반전세 (5천)', deposit: '5000', rent: '100' },
      ],
      conversion: { fullDeposit: '30000', ratePercent: '4.5', minDeposit: '5000' },
      maintenanceFee: '15',
    };
    expect(readRentOffersQuestion(new URLSearchParams(rentOffersSearch(question)))).toEqual(question);
    expect(rentOffersSearch({ ...question, maintenanceFee: '' })).not.toContain('fee=');
  });

  it('질문이 없으면 null, 여섯 번째 조건부터는 읽지 않아요', () => {
    expect(readRentOffersQuestion(new URLSearchParams(''))).toBeNull();
    const six = Array.from({ length: 6 }, (_, index) => `o=${index}~1~1`).join('&');
    expect(readRentOffersQuestion(new URLSearchParams(six))?.offers).toHaveLength(5);
  });
});

describe('처음 보여주는 조건', () => {
  it('대출 정보의 보증금과 월세를 그 종류의 이름으로 첫 조건에 두고, 나머지 종류를 채울 칸으로 둬요', () => {
    expect(startingRentOffersQuestion(250_000_000, 0).offers).toEqual([
      { label: '전세', deposit: '25000', rent: '0' },
      { label: '반전세', deposit: '', rent: '' },
      { label: '월세', deposit: '', rent: '' },
    ]);
    expect(startingRentOffersQuestion(150_000_000, 400_000).offers.map((offer) => offer.label)).toEqual([
      '반전세',
      '전세',
      '월세',
    ]);
    expect(startingRentOffersQuestion(30_000_000, 700_000).offers.map((offer) => offer.label)).toEqual([
      '월세',
      '전세',
      '반전세',
    ]);
  });

  it('대출 정보에 보증금이 없으면 전세·반전세·월세를 빈 칸으로 둬요', () => {
    expect(startingRentOffersQuestion(null, null).offers.map((offer) => offer.label)).toEqual([
      '전세',
      '반전세',
      '월세',
    ]);
  });

  it('더하는 조건은 아직 없는 종류의 이름, 그다음은 조건 4·조건 5예요', () => {
    expect(emptyOffer(['반전세', '월세']).label).toBe('전세');
    expect(emptyOffer(['전세', '반전세', '월세']).label).toBe('조건 4');
    expect(emptyOffer(['전세', '반전세', '월세', '조건 4']).label).toBe('조건 5');
  });
});
