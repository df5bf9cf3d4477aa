import { describe, expect, it } from 'vitest';
import { keypadKeyHeight, MIN_KEYPAD_KEY_HEIGHT } from './keypad-key-height.ts';

describe('keypadKeyHeight', () => {
  it('키 높이는 (창 높이 × 0.4 − 207) ÷ 7 이에요', () => {
    expect(keypadKeyHeight(1600)).toBeCloseTo((1600 * 0.4 - 207) / 7, 10);
  });

  it('공식이 40px 보다 작게 나오면 40px 로 맞춰요', () => {
    expect(keypadKeyHeight(844)).toBe(MIN_KEYPAD_KEY_HEIGHT);
    expect(keypadKeyHeight(0)).toBe(MIN_KEYPAD_KEY_HEIGHT);
  });
});
