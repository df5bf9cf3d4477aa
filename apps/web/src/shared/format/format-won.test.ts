import { describe, expect, it } from 'vitest';
import { formatWon as domainFormatWon } from '@jipsa/domain';
import { formatWon } from './format-won.ts';

describe('formatWon (shared/format)', () => {
  it('도메인의 하나뿐인 금액 표기를 그대로 써요', () => {
    expect(formatWon).toBe(domainFormatWon);
  });

  it('만 / 억 / 조 단위와 원으로 읽어요', () => {
    expect(formatWon(250_000_000)).toBe('2억 5,000만원');
    expect(formatWon(1_234_500_000_000)).toBe('1조 2,345억원');
  });
});
