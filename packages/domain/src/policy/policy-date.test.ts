import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPolicyDate } from './policy-date.ts';

describe('isPolicyDate', () => {
  it.each(['2025-10-16', '2024-02-29', '2000-02-29', '2023-12-31', '1900-01-01'])('%s는 기준일이에요', (value) => {
    expect(isPolicyDate(value)).toBe(true);
  });

  it.each([
    '2025-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-04-31',
    '2025-00-10',
    '2025-10-00',
    '1899-12-31',
    '12025-10-16',
    'x2025-10-16',
    '2025-10-16T00:00:00Z',
    '2025-1-6',
    '',
    '20251016',
  ])('%s는 기준일이 아니에요', (value) => {
    expect(isPolicyDate(value)).toBe(false);
  });

  it('달력에 있는 모든 날은 YYYY-MM-DD로 쓰면 기준일이에요', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          expect(isPolicyDate(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});
