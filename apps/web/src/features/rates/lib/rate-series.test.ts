import type { MarketRateHistoryRow } from '@jipsa/contracts';
import { describe, expect, it } from 'vitest';
import { latestPoint, newestDate, rateSeriesOf } from './rate-series.ts';

const row = (
  figure: MarketRateHistoryRow['figure'],
  date: string,
  valuePercent: number,
  isEstimate = false,
): MarketRateHistoryRow => ({ figure, date, valuePercent, source: `출처 ${figure} ${date}`, isEstimate });

describe('그래프의 세 줄', () => {
  it('기준금리·COFIX·정기예금만 날짜 순으로 골라요', () => {
    const series = rateSeriesOf([
      row('cofixNewBalance', '2026-02-19', 2.48),
      row('financeBond6M', '2025-07-15', 2.55, true),
      row('cofixNewBalance', '2025-07-15', 2.63),
      row('baseRate', '2025-05-29', 2.5),
    ]);
    expect(series.map((one) => one.figure)).toEqual(['baseRate', 'cofixNewBalance', 'depositRate']);
    expect(series[1]!.points.map((point) => point.date)).toEqual(['2025-07-15', '2026-02-19']);
    expect(series[2]!.points).toEqual([]);
  });
});

describe('가장 최근 값과 날짜', () => {
  it('줄마다 가장 늦은 날짜의 점이 그 줄의 지금 값이에요', () => {
    const points = rateSeriesOf([
      row('cofixNewBalance', '2026-02-19', 2.48),
      row('cofixNewBalance', '2025-07-15', 2.63),
    ])[1]!.points;
    expect(latestPoint(points)).toMatchObject({ date: '2026-02-19', valuePercent: 2.48 });
    expect(latestPoint([])).toBeNull();
  });

  it('표의 가장 최근 날짜는 그리지 않는 값까지 포함해 가장 늦은 날짜예요', () => {
    const rows = [
      row('cofixNewBalance', '2025-07-15', 2.63),
      row('financeBond6M', '2026-03-02', 2.6),
      row('cofixNewBalance', '2026-02-19', 2.48),
    ];
    expect(newestDate(rows)).toBe('2026-03-02');
    expect(newestDate([])).toBeNull();
  });
});
