import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore, type LoanForm } from '../../../shared/store/app-store.ts';
import { COMPLETE_LOAN_FORM } from '../../../testing/loan-form-test-forms.ts';
import { REPORT_ID, reportResponse } from '../../../testing/loan-form-test-responses.ts';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { LoanInfoEntryPage } from './loan-info-entry-page.tsx';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const adviceRequests = () => server.requests.filter((request) => request.url === '/api/v1/loanAdvice');

function renderForm(form: Partial<LoanForm>) {
  useAppStore.setState({ loanForm: { ...createInitialAppState().loanForm, ...form } });
  const router = createMemoryRouter(
    [
      { path: '/loan-info-entry', Component: LoanInfoEntryPage },
      { path: '/report/:id', element: <h1>보고서 화면</h1> },
    ],
    { initialEntries: ['/loan-info-entry'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const HOUSING_INFO = {
  source: 'OFFLINE',
  housingType: null,
  areas: [
    { exclusiveArea: 59, label: '59㎡ (약 18평)', averageDeposit: null, averageMonthlyRent: null, transactionCount: 0 },
  ],
};

function respond(request: RecordedRequest): TestResponse {
  if (request.url === '/api/v1/loanAdvice') return ok(reportResponse(true));
  if (request.url === '/api/v1/housingInfo') return ok(HOUSING_INFO);
  return fail(404, 'NOT_FOUND');
}

const row = (label: RegExp) => screen.getByRole('button', { name: label });
const sheet = (title: string) => screen.getByRole('dialog', { name: title });

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
  server.requests.length = 0;
  server.respondWith(respond);
  // A guest of this browser already: the report call goes out at once.
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
});

afterEach(() => {
  cleanup();
});

afterAll(async () => {
  await server.close();
});

describe('대출 정보 시트의 마지막 답', () => {
  it('답하고 다음 질문으로 넘어가면 초점이 새 질문의 제목에 가요 (issue 50)', async () => {
    renderForm({ ...COMPLETE_LOAN_FORM, isSMEEmployee: null, houseOwnershipType: null });
    fireEvent.click(row(/^중소기업/));
    const first = sheet('중소기업에 다니고 있나요?');
    fireEvent.click(within(first).getByLabelText('아니요'));
    fireEvent.click(within(first).getByRole('button', { name: '다음' }));
    const next = await screen.findByRole('heading', { name: '집을 가지고 있나요?' });
    await waitFor(() => expect(document.activeElement).toBe(next));
  });

  it('폼을 다 채우는 답이면 버튼이 "대출 상품 추천받기"가 되고, 누르면 보고서를 만들어 이동해요 (issue 26)', async () => {
    const router = renderForm({ ...COMPLETE_LOAN_FORM, rentHousingType: null });
    fireEvent.click(row(/^주택 유형/));
    const type = sheet('빌릴 집은 어떤 유형인가요?');
    // Nothing chosen yet: the answer would not complete the form.
    expect(within(type).getByRole('button', { name: '다음' })).toBeTruthy();
    fireEvent.click(within(type).getByLabelText('아파트'));
    fireEvent.click(within(type).getByRole('button', { name: '대출 상품 추천받기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/report/${REPORT_ID}`));
    expect(adviceRequests()).toHaveLength(1);
    expect(JSON.parse(adviceRequests()[0]?.body ?? '{}')).toMatchObject({ rentHousingType: 'APARTMENT' });
  });

  it('선택으로 끝나는 시트(전용면적)도 마지막 답이면 바로 보고서를 만들어요', async () => {
    const router = renderForm({ ...COMPLETE_LOAN_FORM, exclusiveArea: null });
    fireEvent.click(row(/^전용면적/));
    fireEvent.click(await screen.findByRole('button', { name: /59㎡/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/report/${REPORT_ID}`));
    expect(JSON.parse(adviceRequests()[0]?.body ?? '{}')).toMatchObject({ exclusiveArea: 59 });
  });

  it('남은 질문이 있으면 "다음"으로 다음 빈 질문을 열고 보고서는 만들지 않아요', async () => {
    renderForm({ ...COMPLETE_LOAN_FORM, rentHousingType: null, isSMEEmployee: null });
    fireEvent.click(row(/^중소기업/));
    const sme = sheet('중소기업에 다니고 있나요?');
    fireEvent.click(within(sme).getByLabelText('아니요'));
    fireEvent.click(within(sme).getByRole('button', { name: '다음' }));
    expect(sheet('빌릴 집은 어떤 유형인가요?')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adviceRequests()).toHaveLength(0);
  });

  it('이미 다 채운 폼에서 한 항목을 고치면 시트만 닫고, 보내기는 사람이 정해요', async () => {
    const router = renderForm(COMPLETE_LOAN_FORM);
    fireEvent.click(row(/^만 나이/));
    const age = sheet('만 나이를 알려주세요');
    fireEvent.click(within(age).getByRole('button', { name: '한 살 늘리기' }));
    fireEvent.click(within(age).getByRole('button', { name: '다음' }));
    expect(useAppStore.getState().loanForm.age).toBe(32);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adviceRequests()).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/loan-info-entry');
  });
});
