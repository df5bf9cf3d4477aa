import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateHistoryChart } from './rate-history-chart.tsx';

describe('RateHistoryChart', () => {
  it('마지막 값은 오늘까지 이어 그려서, 몇 달째 갱신되지 않은 금리가 그래프에서 보여요', () => {
    const series = [
      {
        figure: 'baseRate' as const,
        points: [
          { date: '2025-07-15', valuePercent: 2.5, isEstimate: false, source: '한국은행' },
          { date: '2026-02-19', valuePercent: 2.5, isEstimate: false, source: '한국은행' },
        ],
      },
    ];
    const { container } = render(<RateHistoryChart series={series} today="2026-11-26" />);
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels.at(-1)).toBe('2026.11');
    const path = container.querySelector('path')!.getAttribute('d')!;
    // The line runs to the plot's right edge (340 − 14), past the last dot.
    expect(path.endsWith('H326')).toBe(true);
    const lastDot = [...container.querySelectorAll('circle')].at(-1)!;
    expect(Number(lastDot.getAttribute('cx'))).toBeLessThan(326);
  });
});
