import { describe, expect, it } from 'vitest';
import { validatePolicyDate } from './validate-policy-date.ts';

describe('validatePolicyDate', () => {
  it('올바른 날짜는 통과하고, 아니면 policyDate 항목을 한국어로 알려줘요', () => {
    expect(validatePolicyDate('2025-10-16')).toEqual({ ok: true });
    expect(validatePolicyDate('2025-02-30')).toEqual({
      ok: false,
      field: 'policyDate',
      reason: '기준일은 2025-10-16 형식의 날짜로 입력해주세요.',
    });
  });
});
