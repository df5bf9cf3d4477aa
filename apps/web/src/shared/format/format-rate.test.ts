import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate.ts';

describe('formatRate', () => {
  it.each([
    [3.25, 1, '3.3%'],
    [3.24, 1, '3.2%'],
    [4, 1, '4.0%'],
    [4, 2, '4.00%'],
    [1.005, 2, '1.01%'],
    [2.675, 2, '2.68%'],
    [3.456, 0, '3%'],
    [0, 1, '0.0%'],
  ])('%d%% 를 소수 %d자리로 쓰면 "%s" 예요', (percent, decimals, expected) => {
    expect(formatRate(percent, decimals)).toBe(expected);
  });

  it('음수 금리도 부호를 지켜요', () => {
    expect(formatRate(-0.25, 1)).toBe('-0.3%');
    expect(formatRate(-0.01, 1)).toBe('0.0%');
  });
});
