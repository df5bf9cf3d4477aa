import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BankIcon } from './bank-icon.tsx';
import { InstitutionIcon } from './institution-icon.tsx';
import { LoanReportSummaryRow } from './loan-report-summary-row.tsx';

afterEach(() => {
  cleanup();
});

describe('InstitutionIcon', () => {
  it.each([
    ['NHUF-05', '주택도시기금'],
    ['HF-04', '한국주택금융공사'],
    ['HUG-01', '주택도시보증공사'],
    ['SGI-01', 'SGI서울보증'],
    ['KB-01', '금융기관'],
    [null, '금융기관'],
  ])('상품 코드 %s 에는 %s 아이콘을 보여줘요', (code, name) => {
    render(<InstitutionIcon productCode={code} />);
    expect(screen.getByRole('img', { name })).toBeTruthy();
  });
});

describe('BankIcon', () => {
  it('은행 이름을 읽어주고, 옆에 이름이 쓰여 있으면 장식으로 숨겨요', () => {
    render(<BankIcon bank="KAKAO" />);
    expect(screen.getByRole('img', { name: '카카오뱅크' })).toBeTruthy();
    cleanup();
    render(<BankIcon bank="KAKAO" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('LoanReportSummaryRow', () => {
  it('기관 아이콘, 상품명, 소수 한 자리 금리와 만·억 단위 한도를 보여줘요', () => {
    const { container } = render(
      <LoanReportSummaryRow
        summary={{
          loanProductCode: 'NHUF-02',
          loanProductName: '청년전용 버팀목 전세자금대출',
          expectedLoanRate: 2.25,
          possibleLoanLimit: 120_000_000,
        }}
      />,
    );
    const row = within(container);
    expect(row.getByRole('img', { name: '주택도시기금' })).toBeTruthy();
    expect(row.getByText('청년전용 버팀목 전세자금대출')).toBeTruthy();
    expect(row.getByText('2.25%')).toBeTruthy();
    expect(row.getByText('1억 2,000만원')).toBeTruthy();
  });

  it('받을 수 있는 상품이 없던 보고서는 그렇게 쓰고 숫자를 비워요', () => {
    const { container } = render(
      <LoanReportSummaryRow
        summary={{ loanProductCode: null, loanProductName: null, expectedLoanRate: null, possibleLoanLimit: null }}
      />,
    );
    expect(screen.getByText('받을 수 있는 상품 없음')).toBeTruthy();
    expect(container.textContent).not.toContain('%');
    expect(screen.getByRole('img', { name: '금융기관' })).toBeTruthy();
  });
});
