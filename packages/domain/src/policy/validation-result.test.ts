import { describe, expect, it } from 'vitest';
import { invalid, VALID } from './validation-result.ts';

describe('ValidationResult', () => {
  it('통과는 { ok: true } 하나이고 바꿀 수 없어요', () => {
    expect(VALID).toEqual({ ok: true });
    expect(Object.isFrozen(VALID)).toBe(true);
  });

  it('실패는 항목 경로와 한국어 이유를 담아요', () => {
    expect(invalid('loans.0.term', '총 대출 기간을 입력해주세요.')).toEqual({
      ok: false,
      field: 'loans.0.term',
      reason: '총 대출 기간을 입력해주세요.',
    });
  });
});
