import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COOKIE_NAMES, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore, type LoanForm } from '../../../shared/store/app-store.ts';
import { COMPLETE_LOAN_FORM } from '../../../testing/loan-form-test-forms.ts';
import { ok } from '../../../testing/start-test-server.ts';
import { LoanInfoEntryBPage } from './loan-info-entry-b-page.tsx';
import { LoanInfoEntryPage } from './loan-info-entry-page.tsx';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const preTermsRequests = () => server.requests.filter((request) => request.url === '/api/v1/loanAdvice/pre-terms');
const bodyOf = (index: number) => JSON.parse(preTermsRequests()[index]?.body ?? '{}') as Record<string, unknown>;

const ESTIMATE = {
  best: {
    loanProductCode: 'HF-03',
    loanProductName: 'HF 일반전세자금보증',
    possibleLoanLimit: 200_000_000,
    expectedLoanRate: 3.84,
  },
  eligibleCount: 4,
  // The largest limit is not the lowest rate: the box's rate is the lowest of the products still open (issue 50 #1).
  products: [
    {
      loanProductCode: 'HF-03',
      loanProductName: 'HF 일반전세자금보증',
      institution: 'HF',
      possibleLoanLimit: 200_000_000,
      expectedLoanRate: 3.84,
      status: 'ELIGIBLE',
      pendingFields: [],
      notEligibleReasonCodes: [],
    },
    {
      loanProductCode: 'NHUF-02',
      loanProductName: '청년전용 버팀목 전세자금대출',
      institution: 'NHUF',
      possibleLoanLimit: 120_000_000,
      expectedLoanRate: 1.93,
      status: 'PENDING',
      pendingFields: ['age'],
      notEligibleReasonCodes: [],
    },
    {
      loanProductCode: 'NHUF-01',
      loanProductName: '버팀목 전세자금대출',
      institution: 'NHUF',
      possibleLoanLimit: 0,
      expectedLoanRate: 0,
      status: 'NOT_ELIGIBLE',
      pendingFields: [],
      notEligibleReasonCodes: ['INCOME_OVER_CAP'],
    },
  ],
};

function renderB(form: Partial<LoanForm>, step = 1) {
  useAppStore.setState({ loanForm: { ...createInitialAppState().loanForm, ...form }, loanInfoStep: step });
  const router = createMemoryRouter(
    [
      { path: '/loan-info-entry-b', Component: LoanInfoEntryBPage },
      { path: '/loan-info-entry', Component: LoanInfoEntryPage },
      { path: '/deposit-result', element: <h1>상품 목록</h1> },
    ],
    { initialEntries: ['/loan-info-entry-b'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const question = () => screen.getByRole('heading', { level: 2 }).textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: '다음' }));

beforeEach(() => {
  // A day the 전자계약 preference runs, so the form asks it last (issue 47 #2).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T03:00:00Z'));
  // A guest who already has a token (the API client would otherwise ask for one first).
  writeCookie(COOKIE_NAMES.guestToken, 'guest-token');
  useAppStore.setState(createInitialAppState());
  server.requests.length = 0;
  server.respondWith(() => ok(ESTIMATE));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

afterAll(async () => {
  await server.close();
});

describe('대출 정보 입력 (B)', () => {
  it('한 화면에 한 질문과 진행 막대를 보여주고, 예상 한도·금리·상품 수를 채워요', async () => {
    renderB({ rentalDeposit: 250_000_000 });
    expect(screen.getByRole('heading', { level: 1, name: '대출 정보 입력하기' })).toBeTruthy();
    expect(question()).toBe('보증금은 얼마인가요?');
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    expect(progress.getAttribute('aria-valuemax')).toBe('14');
    expect(await screen.findByText('2억원')).toBeTruthy();
    expect(screen.getByText('1.93%')).toBeTruthy();
    expect(screen.getByText('받을 수 있는 상품 4개')).toBeTruthy();
  });

  it('예상은 답이 바뀔 때 잠시 기다렸다 한 번만 묻고, 보증금은 늘 보내요', async () => {
    renderB({ rentalDeposit: 250_000_000, monthlyRent: 0 }, 3);
    expect(question()).toBe('보증금에 쓸 수 있는 현금은 얼마인가요?');
    await waitFor(() => expect(preTermsRequests()).toHaveLength(1));
    expect(bodyOf(0)).toMatchObject({
      rentalDeposit: 250_000_000,
      monthlyRent: 0,
      cashOnHand: null,
      age: null,
      districtCode: null,
    });

    for (const key of ['3', '0', '0', '0']) fireEvent.click(screen.getByRole('button', { name: key }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(preTermsRequests()).toHaveLength(1);
    await waitFor(() => expect(preTermsRequests()).toHaveLength(2));
    expect(bodyOf(1)).toMatchObject({ rentalDeposit: 250_000_000, cashOnHand: 30_000_000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(preTermsRequests()).toHaveLength(2);
  });

  it('"다음"과 "이전 질문" 뒤에는 새 질문의 제목에 초점이 가요 (issue 50)', () => {
    renderB({ rentalDeposit: 250_000_000 });
    next();
    expect(document.activeElement?.textContent).toBe('월세는 얼마인가요?');
    fireEvent.click(screen.getByRole('button', { name: '이전 질문' }));
    expect(document.activeElement?.textContent).toBe('보증금은 얼마인가요?');
  });

  it('월세를 비워 두고 "다음"을 누르면 전세, 0원으로 받아요 (issue 50)', () => {
    renderB({ rentalDeposit: 250_000_000 }, 2);
    expect(question()).toBe('월세는 얼마인가요?');
    next();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(question()).toBe('보증금에 쓸 수 있는 현금은 얼마인가요?');
    expect(useAppStore.getState().loanForm.monthlyRent).toBe(0);
  });

  it('"다음"은 다음 질문으로, 뒤로 가기는 앞 질문으로, 첫 질문의 뒤로 가기는 상품 목록으로 가요', async () => {
    const router = renderB({ rentalDeposit: 250_000_000 });
    next();
    expect(question()).toBe('월세는 얼마인가요?');
    expect(useAppStore.getState().loanInfoStep).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '이전 질문' }));
    expect(question()).toBe('보증금은 얼마인가요?');
    fireEvent.click(screen.getByRole('button', { name: '이전 질문' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit-result'));
  });

  it('답이 없으면 넘어가지 않고 계약의 문구를 보여줘요', () => {
    renderB({ rentalDeposit: 250_000_000, monthlyRent: 0 }, 3);
    next();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(question()).toBe('보증금에 쓸 수 있는 현금은 얼마인가요?');
  });

  it('마지막 질문에 답하면 A 화면에서 최종 확인을 하고, 이 화면을 떠난 뒤에야 첫 질문으로 돌려놔요', async () => {
    const router = renderB(COMPLETE_LOAN_FORM, 13);
    // The last questions are about the contract (6·27 소유권이전 조건부 전세대출, ADR 0028; the 전자계약).
    expect(question()).toBe('잔금일에 집주인이 바뀌나요?');
    fireEvent.click(screen.getByLabelText('모르겠어요'));
    next();
    expect(question()).toBe('부동산 전자계약으로 계약하나요?');
    // Going back to step 1 while this page is still on screen would show question 1 until the review page renders.
    const pathsWhenStepReset: string[] = [];
    const unsubscribe = useAppStore.subscribe((state, previous) => {
      if (state.loanInfoStep !== previous.loanInfoStep) pathsWhenStepReset.push(router.state.location.pathname);
    });
    fireEvent.click(screen.getByLabelText('예'));
    next();
    await screen.findByRole('heading', { level: 1, name: '입력하신 정보를 최종 확인해주세요' });
    expect(router.state.location.pathname).toBe('/loan-info-entry');
    expect(useAppStore.getState().loanForm.ownershipTransferOnBalanceDay).toBe('UNKNOWN');
    expect(useAppStore.getState().loanForm.isElectronicContract).toBe(true);
    expect(useAppStore.getState().loanInfoStep).toBe(1);
    expect(pathsWhenStepReset).toEqual(['/loan-info-entry']);
    unsubscribe();
  });
});
