import { describe, expect, it } from 'vitest';
import { defineRateGrid, rateFromGrid } from './rate-grid.ts';

const grid = defineRateGrid(
  [20_000_000, 40_000_000],
  [50_000_000, 100_000_000],
  [
    [2.5, 2.6, 2.7],
    [2.7, 2.8, 2.9],
    [3.0, 3.1, 3.2],
  ],
);

describe('rateFromGrid', () => {
  it('경계값은 아래 구간에 들어가요: 소득 2,000만원·보증금 5,000만원 → 2.5 %', () => {
    expect(rateFromGrid(grid, 20_000_000, 50_000_000)).toBe(2500);
  });
  it('경계를 1원 넘으면 다음 구간이에요: 소득 2,000만 1원·보증금 5,000만 1원 → 2.8 %', () => {
    expect(rateFromGrid(grid, 20_000_001, 50_000_001)).toBe(2800);
  });
  it('마지막 경계 위는 마지막 행·열이에요', () => {
    expect(rateFromGrid(grid, 900_000_000, 900_000_000)).toBe(3200);
  });
  it('행이나 열의 개수가 구간과 맞지 않으면 모듈을 불러올 때 바로 알려줘요', () => {
    expect(() => defineRateGrid([1], [1], [[1, 2]])).toThrow('row');
    expect(() => defineRateGrid([1], [1], [[1], [2]])).toThrow('column');
  });
});
