import { describe, expect, it } from 'vitest';
import { floorToUnit, roundToUnit } from './won.ts';

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
