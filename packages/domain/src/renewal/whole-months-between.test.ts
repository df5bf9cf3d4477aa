import { describe, expect, it } from 'vitest';
import { wholeMonthsBetween } from './whole-months-between.ts';

describe('wholeMonthsBetween', () => {
  it.each([
    ['2026-05-26', '2026-11-26', 6],
    ['2026-05-26', '2026-11-25', 5],
    ['2026-05-26', '2028-05-26', 24],
    ['2026-11-26', '2028-05-26', 18],
    ['2026-11-26', '2026-11-26', 0],
    ['2026-11-26', '2026-12-25', 0],
    ['2026-11-26', '2026-01-01', 0],
    ['2027-01-31', '2027-02-28', 1],
    ['2027-01-31', '2027-02-27', 0],
    ['2028-01-31', '2028-02-29', 1],
  ])('%s부터 %s까지는 꽉 찬 %d개월이에요', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });
});
