import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { NO_REPORT_ID, REPORT_ID } from '../../../testing/report-fixture.ts';

// A real local HTTP server stands in for the API; only the API origin the app reads from config points at it.
const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const PRODUCTS = [
  {
    loanProductCode: 'NHUF-02',
    loanProductName: '청년전용 버팀목 전세자금대출',
    possibleLoanLimit: 150_000_000,
    expectedLoanRate: 2.2,
  },
  {
    loanProductCode: 'HF-03',
    loanProductName: 'HF 일반 전세자금보증대출',
    possibleLoanLimit: 200_000_000,
    expectedLoanRate: 4.1,
  },
];

const SUMMARIES = [
  {
    loanAdviceResultId: REPORT_ID,
    loanProductCode: 'NHUF-02',
    loanProductName: '청년전용 버팀목 전세자금대출',
    expectedLoanRate: 2.5,
    possibleLoanLimit: 150_000_000,
    rentalDeposit: 180_000_000,
    createdAt: '2026-07-01T09:00:00+09:00',
  },
  {
    loanAdviceResultId: NO_REPORT_ID,
    loanProductCode: null,
    loanProductName: null,
    expectedLoanRate: null,
    possibleLoanLimit: null,
    rentalDeposit: null,
    createdAt: '2026-06-20T09:00:00+09:00',
  },
];

let simpleResponse: () => TestResponse = () => ok(PRODUCTS);

function respond(request: RecordedRequest): TestResponse {
  if (request.url === '/api/v1/guest/login')
    return ok({ accessToken: 'guest-jwt', roleType: 'GUEST', abTestType: 'A' });
  if (request.url === '/api/v1/loanAdvice/simple') return simpleResponse();
  if (request.url === '/api/v1/loanAdvice') return ok(SUMMARIES);
  return fail(404, 'NOT_FOUND');
}

const simpleCalls = () => server.requests.filter((request) => request.url === '/api/v1/loanAdvice/simple');
// A first visit loads the page's chunk, which can take a moment on a busy machine.
const SLOW = { timeout: 10_000 };
const depositInput = () => screen.findByRole('textbox', { name: '전월세 보증금' }, SLOW);
const submitButton = () => screen.getByRole('button', { name: '받을 수 있는 상품 보기' });

beforeEach(() => {
  server.requests.length = 0;
  simpleResponse = () => ok(PRODUCTS);
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
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
describe('/deposit-entry', { timeout: 20_000 }, () => {
  it('토큰이 하나도 없으면 게스트 토큰을 받아 둬요', async () => {
    renderApp('/deposit-entry');
    await depositInput();
    await waitFor(() => expect(server.requests.some((request) => request.url === '/api/v1/guest/login')).toBe(true));
  });

  it('100만원 미만과 20억원 초과는 빨간 안내를 보여주고 다음으로 넘어가지 않아요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest');
    renderApp('/deposit-entry');
    const input = await depositInput();

    fireEvent.change(input, { target: { value: '99' } });
    expect(screen.getByText('보증금은 100만원 이상 입력해주세요.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    // Enter in the field submits the form too: an invalid deposit still goes nowhere.
    fireEvent.submit(input.closest('form') as HTMLFormElement);

    fireEvent.change(input, { target: { value: '200001' } });
    expect(screen.getByText('보증금은 20억원 이하로 입력해주세요.')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(true);

    fireEvent.change(input, { target: { value: '200000' } });
    expect(screen.queryByText('보증금은 20억원 이하로 입력해주세요.')).toBeNull();
    expect(screen.getByText('20억원')).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(simpleCalls()).toHaveLength(0);
  });

  it('키보드로는 숫자만 들어가고 한국어 읽기를 보여줘요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest');
    renderApp('/deposit-entry');
    const input = await depositInput();
    fireEvent.change(input, { target: { value: '25,000' } });
    expect((input as HTMLInputElement).value).toBe('25000');
    fireEvent.change(input, { target: { value: '25000원' } });
    expect((input as HTMLInputElement).value).toBe('25000');
    expect(screen.getByText('2억 5,000만원')).toBeTruthy();
  });

  it('키패드와 빠르게 더하기 배지로 만원 단위 금액을 만들어요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest');
    renderApp('/deposit-entry');
    const input = await depositInput();
    fireEvent.focus(input);
    const keypad = await screen.findByRole('group', { name: '숫자 키패드' });
    for (const key of ['2', '5', '00', '0']) fireEvent.click(within(keypad).getByRole('button', { name: key }));
    expect((input as HTMLInputElement).value).toBe('25000');
    expect(screen.getAllByText('2억 5,000만원').length).toBeGreaterThan(0);

    const badges = screen.getByRole('group', { name: '전월세 보증금 빠르게 더하기' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((badge) => badge.textContent),
      // The loan form's deposit badges: one set for the deposit wherever it is asked (issue 11).
    ).toEqual(['+1000만', '+2000만', '+5000만', '+1억']);
    fireEvent.click(within(badges).getByRole('button', { name: '+1억' }));
    fireEvent.click(within(badges).getByRole('button', { name: '+2000만' }));
    expect((input as HTMLInputElement).value).toBe('37000');

    fireEvent.click(within(keypad).getByRole('button', { name: '지우기' }));
    expect((input as HTMLInputElement).value).toBe('3700');
    expect(screen.getAllByText('3,700만원').length).toBeGreaterThan(0);
  });

  it('다음을 누르면 보증금을 원 단위로 simple 에 보내고, 스토어와 sessionStorage 에 남긴 뒤 결과 화면으로 가요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest');
    const { router } = renderApp('/deposit-entry');
    fireEvent.change(await depositInput(), { target: { value: '25000' } });
    fireEvent.click(submitButton());

    expect(await screen.findByText('보증금 2억 5,000만원이면 이런 상품을 받을 수 있어요', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/deposit-result');
    expect(simpleCalls()).toHaveLength(1);
    expect(simpleCalls()[0]?.method).toBe('POST');
    expect(JSON.parse(simpleCalls()[0]?.body ?? '')).toEqual({ rentalDeposit: 250_000_000 });
    expect(useAppStore.getState().loanForm.rentalDeposit).toBe(250_000_000);
    expect(window.sessionStorage.getItem('jipsaRentalDeposit')).toBe('250000000');
    expect(screen.getByText('HF 일반 전세자금보증대출')).toBeTruthy();
  });

  it('상품 조회가 실패하면 그 자리에서 서버의 안내를 보여주고 머물러요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest');
    simpleResponse = () => fail(400, 'VALIDATION_FAILED', '보증금은 100만원부터 20억원까지 입력할 수 있어요.');
    const { router } = renderApp('/deposit-entry');
    fireEvent.change(await depositInput(), { target: { value: '25000' } });
    fireEvent.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('보증금은 100만원부터 20억원까지 입력할 수 있어요.');
    expect(router.state.location.pathname).toBe('/deposit-entry');
    expect(window.sessionStorage.getItem('jipsaRentalDeposit')).toBeNull();
  });

  it('회원은 최근 보고서를 보고, 눌러서 그 보고서로 가요', async () => {
    writeCookie(COOKIE_NAMES.accessToken, 'member');
    useAppStore.setState({ isAuthenticated: true });
    const { router } = renderApp('/deposit-entry');
    const recent = await screen.findByRole('region', { name: '최근 보고서' }, SLOW);
    const links = within(recent).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/report/${REPORT_ID}`,
      `/no-report/${NO_REPORT_ID}`,
    ]);
    expect(within(links[0] as HTMLElement).getByText('2.50%')).toBeTruthy();
    // The deposit and the time tell two reports of one day apart (issue 11).
    expect(within(links[0] as HTMLElement).getByText('보증금 1억 8,000만원 · 2026년 7월 1일 오전 9:00')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('받을 수 있는 상품 없음')).toBeTruthy();
    await act(async () => {
      fireEvent.click(links[0] as HTMLElement);
    });
    expect(router.state.location.pathname).toBe(`/report/${REPORT_ID}`);
  });

  it('게스트에게는 최근 보고서를 묻지 않아요', async () => {
    writeCookie(COOKIE_NAMES.guestToken, 'guest');
    renderApp('/deposit-entry');
    await depositInput();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.requests.some((request) => request.url === '/api/v1/loanAdvice')).toBe(false);
    expect(screen.queryByRole('region', { name: '최근 보고서' })).toBeNull();
  });
});
