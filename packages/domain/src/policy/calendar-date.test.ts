import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPolicyDate } from './policy-date.ts';
import { addDays, addMonths, daysBetween } from './calendar-date.ts';

describe('calendar dates — 한국 달력의 날짜 셈', () => {
  it('달을 빼면 없는 날은 그 달의 말일이 돼요: 8월 31일의 6개월 전은 2월 28일', () => {
    expect(addMonths('2027-08-31', -6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', -2)).toBe('2027-06-30');
    expect(addMonths('2027-05-31', -1)).toBe('2027-04-30');
  });

  it('윤년이면 2월 29일까지 있어요', () => {
    expect(addMonths('2028-08-31', -6)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('해를 넘어 앞뒤로 셀 수 있어요', () => {
    expect(addMonths('2027-01-15', -2)).toBe('2026-11-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
  });

  it('날짜를 더하고 그만큼 빼면 제자리이고, 결과는 늘 실제 날짜예요', () => {
    const date = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
      .map((value) => value.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        date,
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: -60, max: 60 }),
        (start, days, months) => {
          expect(daysBetween(start, addDays(start, days))).toBe(days);
          expect(isPolicyDate(addMonths(start, months))).toBe(true);
          expect(Number(addMonths(start, months).slice(8))).toBeLessThanOrEqual(Number(start.slice(8)));
        },
      ),
    );
  });
});
