import { describe, expect, it } from 'vitest';
import { rentOfferKind } from './rent-offer-kind.ts';

describe('조건의 종류', () => {
  it('월세가 없으면 전세예요', () => {
    expect(rentOfferKind(250_000_000, 0)).toBe('전세');
    expect(rentOfferKind(0, 0)).toBe('전세');
  });

  it('보증금이 월세의 240개월치를 넘으면 반전세, 그 이하면 월세예요', () => {
    expect(rentOfferKind(150_000_000, 400_000)).toBe('반전세');
    expect(rentOfferKind(96_000_001, 400_000)).toBe('반전세');
    expect(rentOfferKind(96_000_000, 400_000)).toBe('월세');
    expect(rentOfferKind(50_000_000, 800_000)).toBe('월세');
    expect(rentOfferKind(0, 800_000)).toBe('월세');
  });
});
