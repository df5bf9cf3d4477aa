import { describe, expect, it } from 'vitest';
import { instantField, koreanDayField } from './date-fields.ts';

describe('koreanDayField', () => {
  it.each(['2026-07-01', '2028-02-29'])('takes %s', (day) => {
    expect(koreanDayField.parse(day)).toBe(day);
  });

  it.each(['2026-7-1', '2026-02-30', '2027-02-29', '20260701', ''])('refuses %j in Korean', (day) => {
    const result = koreanDayField.safeParse(day);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('날짜는 2026-07-01 형식이어야 해요.');
  });
});

describe('instantField', () => {
  it('takes a moment with its offset and refuses one without', () => {
    expect(instantField.safeParse('2026-11-27T10:00:00.000Z').success).toBe(true);
    expect(instantField.safeParse('2026-11-27T19:00:00+09:00').success).toBe(true);
    expect(instantField.safeParse('2026-11-27T10:00:00').success).toBe(false);
  });
});
