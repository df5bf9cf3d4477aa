import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COOKIE_NAMES, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore, type LoanForm } from '../../../shared/store/app-store.ts';
import { COMPLETE_LOAN_FORM } from '../../../testing/loan-form-test-forms.ts';
import { REPORT_ID, reportResponse } from '../../../testing/loan-form-test-responses.ts';
import { fail, ok } from '../../../testing/start-test-server.ts';
import { LoanInfoEntryPage } from './loan-info-entry-page.tsx';

// A real local HTTP server stands in for the API; only the API origin the app reads from config points at it.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const adviceRequests = () => server.requests.filter((request) => request.url === '/api/v1/loanAdvice');

function renderForm(form: Partial<LoanForm>, state?: unknown) {
  useAppStore.setState({ loanForm: { ...createInitialAppState().loanForm, ...form } });
  const router = createMemoryRouter(
    [
      { path: '/loan-info-entry', Component: LoanInfoEntryPage },
      { path: '/report/:id', element: <h1>보고서 화면</h1> },
      { path: '/no-report/:id', element: <h1>상품 없음 화면</h1> },
    ],
    { initialEntries: [{ pathname: '/loan-info-entry', state }] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const row = (label: RegExp) => screen.getByRole('button', { name: label });
const sheet = (title: string) => screen.getByRole('dialog', { name: title });

beforeEach(() => {
  // A guest who already has a token (the API client would otherwise ask for one first).
  writeCookie(COOKIE_NAMES.guestToken, 'guest-token');
  useAppStore.setState(createInitialAppState());
  server.requests.length = 0;
  server.respondWith(() => ok(reportResponse(true)));
});

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await server.close();
});

describe('대출 정보 입력 (A)', () => {
  it('답한 항목 수를 n/전체로 보여주고, 답이 이 기기에 남는다고 알려줘요 (issue 50)', () => {
    renderForm({ rentalDeposit: 250_000_000, monthlyRent: 0, age: 31 });
    expect(screen.getByText(/^3\/\d+ 답했어요 · 보내기 전까지 이 기기에 남아요\.$/)).toBeTruthy();
  });

  it('항목마다 한 줄로 보여주고, 답이 없으면 "선택하기" 예요', () => {
    renderForm({ rentalDeposit: 250_000_000 });
    expect(row(/^임차보증금/).textContent).toContain('2억 5,000만원');
    expect(row(/^월세/).textContent).toContain('선택하기');
    // The house questions are the person's to answer: no sample house (issue 11).
    for (const label of [/^주택 보유/, /^가구 순자산/, /^빌릴 집 주소/, /^전용면적/, /^주택 유형/]) {
      expect(row(label).textContent).toContain('선택하기');
    }
  });

  it('집에 관한 질문도 "다음"의 차례에 들어가고, 제출하면 처음 빈 질문을 알려줘요 (issue 11)', async () => {
    renderForm({ ...COMPLETE_LOAN_FORM, houseOwnershipType: null, isNetAssetOver345M: null, rentHousingType: null });
    fireEvent.click(row(/^중소기업/));
    const sme = sheet('중소기업에 다니고 있나요?');
    fireEvent.click(within(sme).getByRole('button', { name: '다음' }));
    expect(sheet('집을 가지고 있나요?')).toBeTruthy();
  });

  it('"다음"을 누르면 답을 원 단위로 저장하고 다음 빈 항목의 시트를 열어요', async () => {
    renderForm({ rentalDeposit: 250_000_000 });
    fireEvent.click(row(/^월세/));
    const rent = sheet('월세는 얼마인가요?');
    fireEvent.click(within(rent).getByRole('button', { name: '50만' }));
    fireEvent.click(within(rent).getByRole('button', { name: '다음' }));
    expect(useAppStore.getState().loanForm.monthlyRent).toBe(500_000);

    const cash = sheet('보증금에 쓸 수 있는 현금은 얼마인가요?');
    fireEvent.click(within(cash).getByRole('button', { name: '+1000만' }));
    fireEvent.click(within(cash).getByRole('button', { name: '+1000만' }));
    fireEvent.click(within(cash).getByRole('button', { name: '5' }));
    expect(within(cash).getByText('2억 5만원')).toBeTruthy();
    fireEvent.click(within(cash).getByRole('button', { name: '다음' }));
    expect(useAppStore.getState().loanForm.cashOnHand).toBe(200_050_000);
    expect(sheet('만 나이를 알려주세요')).toBeTruthy();
  });

  it('답하지 않고 "다음"을 누르면 계약의 문구로 알려주고 시트를 닫지 않아요', () => {
    renderForm({});
    fireEvent.click(row(/^만 나이/));
    const age = sheet('만 나이를 알려주세요');
    fireEvent.click(within(age).getByRole('button', { name: '다음' }));
    expect(within(age).getByRole('alert').textContent).toBe('만 나이를 입력해주세요.');
    fireEvent.change(within(age).getByLabelText('만 나이'), { target: { value: '17' } });
    fireEvent.click(within(age).getByRole('button', { name: '다음' }));
    expect(within(age).getByRole('alert').textContent).toBe('만 19세부터 이용할 수 있어요.');
    // The + button never leaves the allowed range: from 17 it goes to 19.
    fireEvent.click(within(age).getByRole('button', { name: '한 살 늘리기' }));
    fireEvent.click(within(age).getByRole('button', { name: '다음' }));
    expect(useAppStore.getState().loanForm.age).toBe(19);
  });

  it('배우자 연소득은 미혼이면 없고, 미혼이 아니라고 고르면 그 다음에 물어요', () => {
    renderForm({ ...COMPLETE_LOAN_FORM, maritalStatus: null });
    expect(screen.queryByRole('button', { name: /^배우자 연소득/ })).toBeNull();
    fireEvent.click(row(/^결혼 여부/));
    const marital = sheet('결혼 여부를 알려주세요');
    fireEvent.click(within(marital).getByLabelText('신혼 (혼인신고 7년 이내)'));
    fireEvent.click(within(marital).getByRole('button', { name: '다음' }));
    expect(sheet('배우자 연소득은 얼마인가요?')).toBeTruthy();
    expect(row(/^배우자 연소득/).textContent).toContain('선택하기');

    act(() => useAppStore.getState().updateLoanForm({ maritalStatus: 'SINGLE' }));
    expect(screen.queryByRole('button', { name: /^배우자 연소득/ })).toBeNull();
  });

  it('자녀 질문 아래의 신생아 체크를 함께 저장해요', () => {
    // Another question stays open, so this answer moves on instead of sending the form.
    renderForm({ ...COMPLETE_LOAN_FORM, childStatus: null, isSMEEmployee: null });
    fireEvent.click(row(/^자녀 수/));
    const children = sheet('자녀는 몇 명인가요?');
    fireEvent.click(within(children).getByLabelText('1명'));
    fireEvent.click(within(children).getByLabelText('2년 안에 태어난 아이가 있어요 (신생아)'));
    fireEvent.click(within(children).getByRole('button', { name: '다음' }));
    expect(useAppStore.getState().loanForm).toMatchObject({ childStatus: 'ONE_CHILD', hasNewborn: true });
    expect(row(/^자녀 수/).textContent).toContain('1명 · 신생아');
  });

  it('제출하면 빈 항목 중 폼에서 가장 앞의 것을 문구와 함께 열고, 요청은 보내지 않아요', async () => {
    renderForm({ ...COMPLETE_LOAN_FORM, age: null, isSMEEmployee: null });
    fireEvent.click(screen.getByRole('button', { name: '대출 상품 추천받기' }));
    const age = sheet('만 나이를 알려주세요');
    expect(within(age).getByRole('alert').textContent).toBe('만 나이를 입력해주세요.');
    expect(screen.getByText('만 나이를 입력해주세요.', { selector: 'p[id]' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adviceRequests()).toHaveLength(0);
  });

  it('다 채우면 계약대로 요청을 보내고 받은 보고서로 이동해요', async () => {
    const router = renderForm(COMPLETE_LOAN_FORM);
    fireEvent.click(screen.getByRole('button', { name: '대출 상품 추천받기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/report/${REPORT_ID}`));
    const [request] = adviceRequests();
    expect(request?.method).toBe('POST');
    const body = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ rentalDeposit: 250_000_000, age: 31, maritalStatus: 'SINGLE', exclusiveArea: 55 });
    expect(body).not.toHaveProperty('spouseAnnualIncome');
  });

  it('받을 수 있는 상품이 없으면 상품 없음 화면으로 가요', async () => {
    server.respondWith(() => ok(reportResponse(false)));
    const router = renderForm(COMPLETE_LOAN_FORM);
    fireEvent.click(screen.getByRole('button', { name: '대출 상품 추천받기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/no-report/${REPORT_ID}`));
  });

  it('게스트 한도를 넘으면 서버의 한국어 안내를 보여주고 로그인 모달을 열어요', async () => {
    const message = '이번 주 게스트 보고서를 모두 사용했어요. 로그인하면 계속 받아볼 수 있어요.';
    server.respondWith(() => fail(429, 'GUEST_QUOTA_EXCEEDED', message));
    const router = renderForm(COMPLETE_LOAN_FORM);
    fireEvent.click(screen.getByRole('button', { name: '대출 상품 추천받기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(useAppStore.getState().isLoginModalOpen).toBe(true);
    expect(router.state.location.pathname).toBe('/loan-info-entry');
  });

  it('B 형식을 마치고 오면 최종 확인 제목을 보여줘요', () => {
    renderForm(COMPLETE_LOAN_FORM, { review: true });
    expect(screen.getByRole('heading', { level: 1, name: '입력하신 정보를 최종 확인해주세요' })).toBeTruthy();
  });
});
