import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RateHistoryChart } from './rate-history-chart.tsx';

describe('RateHistoryChart', () => {
  it('선은 마지막 점에서 끝나고 축만 오늘까지 가서, 몇 달째 갱신되지 않은 금리가 빈 칸으로 보여요 (issue 50 #4)', () => {
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
    const lastDot = [...container.querySelectorAll('circle')].at(-1)!;
    // The axis runs to the plot's right edge (340 − 14); the line stops at the last dot, well before it.
    expect(Number(lastDot.getAttribute('cx'))).toBeLessThan(326);
    expect(path.endsWith(`H${lastDot.getAttribute('cx')}V${lastDot.getAttribute('cy')}`)).toBe(true);
    expect(path).not.toContain('H326');
  });
});
