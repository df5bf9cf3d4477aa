import { describe, expect, it } from 'vitest';
import { floorToUnit, isWon, manwonToWon, roundToUnit } from './won.ts';

describe('단위로 맞추기', () => {
  it('roundToUnit 은 단위의 절반부터 올려요', () => {
    expect(roundToUnit(23_456_789, 1_000_000)).toBe(23_000_000);
    expect(roundToUnit(23_499_999, 1_000_000)).toBe(23_000_000);
    expect(roundToUnit(23_500_000, 1_000_000)).toBe(24_000_000);
    expect(roundToUnit(0, 1_000_000)).toBe(0);
  });

  it('floorToUnit 은 늘 내려요', () => {
    expect(floorToUnit(123_456_789, 100_000)).toBe(123_400_000);
    expect(floorToUnit(99_999, 100_000)).toBe(0);
  });
});

describe('원 금액', () => {
  it('0원부터 안전한 정수까지만 원 금액이에요', () => {
    for (const value of [0, 1, 25_000_000, Number.MAX_SAFE_INTEGER]) expect(isWon(value), String(value)).toBe(true);
    for (const value of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(isWon(value), String(value)).toBe(false);
    }
  });

  it('만원 단위로 입력한 금액을 원으로 바꾸고, 소수점은 반올림해요', () => {
    expect(manwonToWon(2500)).toBe(25_000_000);
    expect(manwonToWon(0)).toBe(0);
    expect(manwonToWon(2500.4)).toBe(25_000_000);
    expect(manwonToWon(2500.5)).toBe(25_010_000);
  });
});
