import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureReport } from '../../../testing/report-fixture.ts';
import { ReportSummary } from './report-summary.tsx';

describe('ReportSummary (issue 50)', () => {
  it('세 줄에는 만원 단위로 반올림한 금액을, 정확한 금액 보기에는 원 단위까지 보여줘요', () => {
    render(
      <ReportSummary
        report={{ ...fixtureReport, possibleLoanLimit: 191_942_789, totalLivingCost: 458_125, monthlyRent: 0 }}
      />,
    );
    const summary = screen.getByRole('region', { name: '한눈에 보기' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '청년전용 버팀목 전세자금대출: 최대 1억 9,194만원까지 빌릴 수 있어요.',
      '금리는 연 2.50%예요.',
      '매달 이자로 약 46만원이 들어요.',
    ]);
    const exact = within(summary).getByText('정확한 금액 보기').closest('details');
    expect(exact?.open).toBe(false);
    const figures = within(exact as HTMLElement);
    expect(figures.getByText('최대 한도', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '1억 9,194만 2,789원',
    );
    expect(figures.getByText('매달 드는 돈', { selector: 'dt' }).nextElementSibling?.textContent).toBe('458,125원');
  });
});
