import { describe, expect, it } from 'vitest';
import { formatManwon } from './format-manwon.ts';

describe('formatManwon', () => {
  it('만원 단위 값을 억·만·원으로 읽어요', () => {
    expect(formatManwon(25_000)).toBe('2억 5,000만원');
    expect(formatManwon(99_999_999)).toBe('9,999억 9,999만원');
    expect(formatManwon(10_000_000)).toBe('1,000억원');
  });

  it('0 이하는 읽지 않아요', () => {
    expect(formatManwon(0)).toBeNull();
    expect(formatManwon(-1)).toBeNull();
  });
});
