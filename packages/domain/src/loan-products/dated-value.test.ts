import { describe, expect, it } from 'vitest';
import { changeOn, datedValue, valueOn } from './dated-value.ts';

const cap = datedValue<number | null>({
  before: { value: null, source: '전' },
  changes: [
    { from: '2025-03-24', value: 500, source: 'A' },
    { from: '2025-09-08', value: 200, source: 'B' },
  ],
  name: (value) => `한도 ${value}`,
});

describe('datedValue', () => {
  it('기준일에 시행 중인 값을 돌려줘요: 시행일 당일부터, 첫 변경 전에는 그 전 값', () => {
    expect(valueOn(cap, '2025-03-23')).toBeNull();
    expect(valueOn(cap, '2025-03-24')).toBe(500);
    expect(valueOn(cap, '2025-09-07')).toBe(500);
    expect(valueOn(cap, '2025-09-08')).toBe(200);
    expect(valueOn(cap, '2030-01-01')).toBe(200);
  });

  it('기준일에 시행 중인 변경을 날짜·출처와 함께 돌려주고, 첫 변경 전에는 없어요', () => {
    expect(changeOn(cap, '2025-03-23')).toBeNull();
    expect(changeOn(cap, '2025-03-24')).toEqual({ from: '2025-03-24', value: 500, source: 'A' });
    expect(changeOn(cap, '2025-09-07')?.source).toBe('A');
    expect(changeOn(cap, '2025-09-08')?.source).toBe('B');
  });

  it.each([
    [
      '변경이 날짜순이 아니면 바로 알려줘요',
      [
        { from: '2025-09-08', value: 1, source: '' },
        { from: '2025-03-24', value: 2, source: '' },
      ],
      /out of order/,
    ],
    [
      '같은 날짜의 변경이 둘이면 어느 값이 시행 중인지 모르니 바로 알려줘요',
      [
        { from: '2025-09-08', value: 1, source: '' },
        { from: '2025-09-08', value: 2, source: '' },
      ],
      /out of order at 2025-09-08/,
    ],
  ] as const)('%s', (_rule, changes, error) => {
    expect(() => datedValue({ before: { value: 0, source: '' }, changes, name: String })).toThrow(error);
  });
});
