import { describe, expect, it } from 'vitest';
import { formatWonRounded } from './format-won-rounded.ts';

describe('formatWonRounded', () => {
  it('큰 금액은 만원 단위로 반올림해 억·만으로 읽어요', () => {
    expect(formatWonRounded(191_942_789)).toBe('1억 9,194만원');
    expect(formatWonRounded(8_640_544)).toBe('864만원');
    expect(formatWonRounded(458_125)).toBe('46만원');
    expect(formatWonRounded(250_000_000)).toBe('2억 5,000만원');
  });

  it('1만원이 안 되는 금액은 버리지 않고 그대로 써요', () => {
    expect(formatWonRounded(8_640)).toBe('8,640원');
    expect(formatWonRounded(0)).toBe('0원');
  });
});
