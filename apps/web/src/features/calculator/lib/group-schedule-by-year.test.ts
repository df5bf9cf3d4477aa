import { buildRepaymentSchedule } from '@jipsa/domain';
import { describe, expect, it } from 'vitest';
import { groupScheduleByYear } from './group-schedule-by-year.ts';

describe('groupScheduleByYear', () => {
  const { schedule, totalPrincipal, totalInterest } = buildRepaymentSchedule({
    principal: 100_000_000,
    interestRatePercentage: 4,
    term: 30,
    repaymentType: 'EQUAL_PRINCIPAL',
  });

  it('1–12회차가 1년차, 남은 달은 마지막 해로 묶여요', () => {
    const years = groupScheduleByYear(schedule);
    expect(years.map((year) => year.rows.length)).toEqual([12, 12, 6]);
    expect(years.map((year) => year.year)).toEqual([1, 2, 3]);
    expect(years[1]?.rows[0]?.installmentNumber).toBe(13);
  });

  it('해마다의 원금과 이자를 더하면 전체 합계와 같아요', () => {
    const years = groupScheduleByYear(schedule);
    expect(years.reduce((sum, year) => sum + year.principal, 0)).toBe(totalPrincipal);
    expect(years.reduce((sum, year) => sum + year.interest, 0)).toBe(totalInterest);
  });

  it('해의 남은 원금은 그해 마지막 회차 뒤의 잔액이에요', () => {
    const years = groupScheduleByYear(schedule);
    expect(years[0]?.remainingPrincipal).toBe(schedule[11]?.remainingPrincipal);
    expect(years.at(-1)?.remainingPrincipal).toBe(0);
  });
});
