import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent.ts';

describe('formatPercent', () => {
  it('가진 소수 자리만큼만 보여주고 끝의 0은 떼요', () => {
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(33.3)).toBe('33.3%');
    expect(formatPercent(33.33)).toBe('33.33%');
    expect(formatPercent(40.1)).toBe('40.1%');
  });

  it('금리는 셋째 자리까지 보여줄 수 있어요', () => {
    expect(formatPercent(3.125, 3)).toBe('3.125%');
    expect(formatPercent(3.125)).toBe('3.13%');
  });

  it('정수 0 자리는 떼지 않아요', () => {
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0)).toBe('0%');
  });
});
