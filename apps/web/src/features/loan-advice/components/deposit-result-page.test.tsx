import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };

const PRODUCTS = [
  {
    loanProductCode: 'HF-03',
    loanProductName: 'HF 일반 전세자금보증대출',
    possibleLoanLimit: 200_000_000,
    expectedLoanRate: 4.1,
  },
  {
    loanProductCode: 'NHUF-02',
    loanProductName: '청년전용 버팀목 전세자금대출',
    possibleLoanLimit: 150_000_000,
    expectedLoanRate: 2.2,
  },
  {
    loanProductCode: 'SGI-01',
    loanProductName: 'SGI 서울보증 전세대출',
    possibleLoanLimit: 200_000_000,
    expectedLoanRate: 4.35,
  },
  {
    loanProductCode: 'HUG-01',
    loanProductName: 'HUG 전세금안심대출',
    possibleLoanLimit: 180_000_000,
    expectedLoanRate: 3.9,
  },
];

function respond(request: RecordedRequest): TestResponse {
  if (request.url === '/api/v1/loanAdvice/simple') return ok(PRODUCTS);
  return fail(404, 'NOT_FOUND');
}

const productNames = () =>
  within(screen.getByRole('list', { name: '받을 수 있는 대출 상품' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(respond);
  window.sessionStorage.clear();
  window.localStorage.clear();
  useAppStore.setState(createInitialAppState());
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

afterAll(async () => {
  await server.close();
});

// Whole-app renders load lazy chunks; on a busy machine the first one can take seconds.
describe('/deposit-result', { timeout: 20_000 }, () => {
  it('새로고침해도 이 탭에 남긴 보증금으로 상품을 다시 불러오고, 대출 정보 입력이 그 보증금에서 시작해요', async () => {
    window.sessionStorage.setItem('jipsaRentalDeposit', '250000000');
    renderApp('/deposit-result');
    expect(await screen.findByText('보증금 2억 5,000만원이면 이런 상품을 받을 수 있어요', {}, SLOW)).toBeTruthy();
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ rentalDeposit: 250_000_000 });
    expect(useAppStore.getState().loanForm.rentalDeposit).toBe(250_000_000);
  });

  it('한도순이 기본이고, 금리순을 고르면 낮은 금리부터 보여줘요', async () => {
    window.sessionStorage.setItem('jipsaRentalDeposit', '250000000');
    renderApp('/deposit-result');
    await screen.findByText('상품 4개', {}, SLOW);

    const byLimit = screen.getByRole('radio', { name: '한도순' });
    expect((byLimit as HTMLInputElement).checked).toBe(true);
    // Equal limits fall to the lower rate.
    expect(productNames()).toEqual([
      'HF 일반 전세자금보증대출',
      'SGI 서울보증 전세대출',
      'HUG 전세금안심대출',
      '청년전용 버팀목 전세자금대출',
    ]);

    fireEvent.click(screen.getByRole('radio', { name: '금리순' }));
    expect(productNames()).toEqual([
      '청년전용 버팀목 전세자금대출',
      'HUG 전세금안심대출',
      'HF 일반 전세자금보증대출',
      'SGI 서울보증 전세대출',
    ]);

    fireEvent.click(byLimit);
    expect(productNames()[0]).toBe('HF 일반 전세자금보증대출');
  });

  it('카드마다 기관 아이콘, 소수 한 자리 금리, 만·억 단위 한도를 보여줘요', async () => {
    window.sessionStorage.setItem('jipsaRentalDeposit', '250000000');
    renderApp('/deposit-result');
    await screen.findByText('상품 4개', {}, SLOW);
    const card = screen.getByText('청년전용 버팀목 전세자금대출').closest('li') as HTMLElement;
    expect(within(card).getByRole('img', { name: '주택도시기금' })).toBeTruthy();
    expect(within(card).getByText('2.20%')).toBeTruthy();
    expect(within(card).getByText('1억 5,000만원')).toBeTruthy();
    const sgi = screen.getByText('SGI 서울보증 전세대출').closest('li') as HTMLElement;
    expect(within(sgi).getByText('4.35%')).toBeTruthy();
  });

  it('A 그룹은 /loan-info-entry, B 그룹은 /loan-info-entry-b 로 이어져요', async () => {
    window.sessionStorage.setItem('jipsaRentalDeposit', '250000000');
    renderApp('/deposit-result');
    const cta = await screen.findByRole('link', { name: '내 조건으로 정확히 알아보기' }, SLOW);
    expect(cta.getAttribute('href')).toBe('/loan-info-entry');
    cleanup();

    window.localStorage.setItem('abTestType', 'B');
    renderApp('/deposit-result');
    const ctaB = await screen.findByRole('link', { name: '내 조건으로 정확히 알아보기' }, SLOW);
    expect(ctaB.getAttribute('href')).toBe('/loan-info-entry-b');
  });

  it('입력한 보증금이 없으면 묻지 않고 보증금 입력으로 안내해요', async () => {
    renderApp('/deposit-result');
    const link = await screen.findByRole('link', { name: '보증금 입력하러 가기' }, SLOW);
    expect(link.getAttribute('href')).toBe('/deposit-entry');
    expect(server.requests).toHaveLength(0);
  });
});
