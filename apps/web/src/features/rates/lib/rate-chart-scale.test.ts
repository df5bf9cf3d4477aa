import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTicks, dayNumber, rateTicks } from './rate-chart-scale.ts';

describe('금리 축의 눈금', () => {
  it('2.48%~2.63% 는 0.05%p 간격으로 2.45% 부터 2.65% 까지예요', () => {
    expect(rateTicks(2.48, 2.63)).toEqual([2.45, 2.5, 2.55, 2.6, 2.65]);
  });

  it('값이 하나뿐이면 그 값을 가운데 둬요', () => {
    expect(rateTicks(2.5, 2.5)).toEqual([2.45, 2.5, 2.55]);
  });

  it('범위가 넓으면 간격을 넓혀 눈금을 여섯 개 이하로 둬요', () => {
    expect(rateTicks(2.48, 3.5)).toEqual([2.25, 2.5, 2.75, 3, 3.25, 3.5]);
  });

  it('눈금은 언제나 모든 값을 덮고, 2개에서 6개 사이이며, 간격이 같아요', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 2_000 }), (lowMilli, spanMilli) => {
        const low = lowMilli / 1000;
        const high = (lowMilli + spanMilli) / 1000;
        const ticks = rateTicks(low, high);
        expect(ticks.length).toBeGreaterThanOrEqual(2);
        expect(ticks.length).toBeLessThanOrEqual(6);
        expect(ticks[0]).toBeLessThanOrEqual(low);
        expect(ticks.at(-1)).toBeGreaterThanOrEqual(high);
        const steps = ticks.slice(1).map((tick, index) => Math.round((tick - ticks[index]!) * 1000));
        expect(new Set(steps).size).toBe(1);
      }),
    );
  });
});

describe('날짜 축', () => {
  it('날짜 사이의 날수를 세요', () => {
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-01')).toBe(28);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-01')).toBe(29);
  });

  it('처음과 끝 날, 그 사이 해마다 1월 1일에 날짜를 적되 끝에 너무 가까운 1월은 빼요', () => {
    expect(dateTicks('2024-08-01', '2026-11-26', 120)).toEqual([
      '2024-08-01',
      '2025-01-01',
      '2026-01-01',
      '2026-11-26',
    ]);
    expect(dateTicks('2024-11-26', '2026-11-26', 120)).toEqual(['2024-11-26', '2026-01-01', '2026-11-26']);
    expect(dateTicks('2024-11-26', '2025-02-01', 120)).toEqual(['2024-11-26', '2025-02-01']);
    expect(dateTicks('2026-11-26', '2026-11-26', 120)).toEqual(['2026-11-26']);
  });
});
