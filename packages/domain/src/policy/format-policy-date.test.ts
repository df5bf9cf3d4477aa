import { describe, expect, it } from 'vitest';
import { formatPolicyDate } from './format-policy-date.ts';

describe('formatPolicyDate', () => {
  it('앞자리 0을 빼고 년·월·일로 읽어요', () => {
    expect(formatPolicyDate('2025-07-01')).toBe('2025년 7월 1일');
    expect(formatPolicyDate('2025-10-16')).toBe('2025년 10월 16일');
  });
});
