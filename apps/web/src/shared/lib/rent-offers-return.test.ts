import { describe, expect, it } from 'vitest';
import { rentOffersReturnPath, rentOffersReturnState } from './rent-offers-return.ts';

describe('대출 정보 입력에서 비교로 돌아가는 길', () => {
  it('비교가 보낸 상태에서 비교의 주소와 질문을 그대로 돌려줘요', () => {
    expect(rentOffersReturnPath(rentOffersReturnState('?o=a~1~0&o=b~2~0'))).toBe('/rent-offers?o=a~1~0&o=b~2~0');
    expect(rentOffersReturnPath(rentOffersReturnState(''))).toBe('/rent-offers');
  });

  it('비교가 보낸 게 아니면 null이에요: 다른 화면, 다른 사이트, 상태 없음', () => {
    for (const state of [
      null,
      undefined,
      { review: true },
      { returnTo: 42 },
      { returnTo: '/report/1' },
      { returnTo: '//evil.example/rent-offers' },
      { returnTo: 'https://evil.example/rent-offers' },
    ]) {
      expect(rentOffersReturnPath(state)).toBeNull();
    }
  });
});
