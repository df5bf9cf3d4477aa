import type { LoanAdviceChanges, LoanAdviceReport } from '@jipsa/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { fixtureNoReport, fixtureReport, NO_REPORT_ID, REPORT_ID } from '../../../testing/report-fixture.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };
const NOTICE = '이 보고서를 만든 뒤 달라진 점이 있어요';
const RENEW = '오늘 기준으로 다시 받기';
const RENEWED_ID = '7e6d5c4b-3a29-4f8e-9d7c-6b5a4a3a2918';

// The fixture report (버팀목, 연 2.50%, 1.5억, 312,500원 a month) made on 2026-07-01; today COFIX moved it.
const raised: LoanAdviceChanges = {
  changed: true,
  madeOn: '2026-07-01',
  today: '2026-11-26',
  before: {
    loanProductCode: 'NHUF-02',
    loanProductName: '청년전용 버팀목 전세자금대출',
    expectedLoanRate: 2.5,
    possibleLoanLimit: 150_000_000,
    monthlyCost: 312_500,
  },
  after: {
    loanProductCode: 'HF-02',
    loanProductName: '서울시 신혼부부·청년 임차보증금 이자지원',
    expectedLoanRate: 2.43,
    possibleLoanLimit: 150_000_000,
    monthlyCost: 303_750,
  },
  monthlyDifference: -8_750,
  reasons: [
    {
      kind: 'RATES',
      text: '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%',
      date: '2026-11-26',
      source: '은행연합회 COFIX 공시 2026-11-16 (2026년 10월분)',
    },
  ],
};

const renewed: LoanAdviceReport = {
  ...fixtureReport,
  loanAdviceResultId: RENEWED_ID,
  policyDate: '2026-11-26',
  marketRateDate: '2026-11-26',
  loanProductCode: 'HF-02',
  loanProductName: '서울시 신혼부부·청년 임차보증금 이자지원',
  expectedLoanRate: 2.43,
  totalLivingCost: 303_750,
};

let changes: TestResponse = ok(raised);
let renewal: TestResponse = ok(renewed);

/** The report's contract checklist before any date is given (issue 30: the app shows it in every report). */
const NO_CHECKLIST_YET = { dates: null, steps: [], updatedAt: null };

function respond(request: RecordedRequest): TestResponse {
  switch (`${request.method} ${request.url}`) {
    case `GET /api/v1/loanAdvice/${REPORT_ID}`:
      return ok(fixtureReport);
    case `GET /api/v1/loanAdvice/${REPORT_ID}/changes`:
      return changes;
    case `POST /api/v1/loanAdvice/${REPORT_ID}/renew`:
      return renewal;
    case `GET /api/v1/loanAdvice/${NO_REPORT_ID}`:
      return ok(fixtureNoReport);
    case `GET /api/v1/loanAdvice/${NO_REPORT_ID}/changes`:
      return ok({
        ...raised,
        before: {
          loanProductCode: null,
          loanProductName: null,
          expectedLoanRate: null,
          possibleLoanLimit: null,
          monthlyCost: 0,
        },
        monthlyDifference: 303_750,
      });
    case `GET /api/v1/loanAdvice/${RENEWED_ID}/changes`:
      return ok({ changed: false });
    case `GET /api/v1/loanAdvice/${REPORT_ID}/checklist`:
    case `GET /api/v1/loanAdvice/${RENEWED_ID}/checklist`:
      return ok(NO_CHECKLIST_YET);
    default:
      return fail(404, 'NOT_FOUND', '찾을 수 없어요.');
  }
}

const openReport = async () => {
  const view = renderApp(`/report/${REPORT_ID}`);
  await screen.findByRole('heading', { level: 2, name: '청년전용 버팀목 전세자금대출' }, SLOW);
  return view;
};
const calls = (method: string, url: string) =>
  server.requests.filter((request) => request.method === method && request.url === url);
const notice = () => screen.getByRole('region', { name: NOTICE });
const figure = (term: string) => within(notice()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  changes = ok(raised);
  renewal = ok(renewed);
  server.requests.length = 0;
  server.respondWith(respond);
  for (const name of Object.values(COOKIE_NAMES)) deleteCookie(name);
  writeCookie(COOKIE_NAMES.guestToken, 'guest-jwt');
  window.sessionStorage.clear();
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

describe('보고서 위의 "달라진 점" (issue 28)', { timeout: 20_000 }, () => {
  it('오늘 다시 받으면 달라지는 상품·금리·한도·한 달 합계를 예전 → 지금으로, 차이와 이유를 보여줘요', async () => {
    await openReport();
    await screen.findByRole('region', { name: NOTICE }, SLOW);

    expect(within(notice()).getByText(/2026년 7월 1일에 만든 보고서를 오늘\(2026년 11월 26일\)/)).toBeTruthy();
    expect(figure('추천 상품')).toBe(
      '청년전용 버팀목 전세자금대출 → , 지금은 서울시 신혼부부·청년 임차보증금 이자지원',
    );
    expect(figure('금리')).toBe('연 2.50% → , 지금은 연 2.43%');
    expect(figure('최대 한도')).toBe('1억 5,000만원 그대로');
    expect(figure('한 달 합계')).toBe('312,500원 → , 지금은 303,750원');
    expect(within(notice()).getByText('한 달에 8,750원 줄어요.')).toBeTruthy();
    const reasons = within(notice()).getByRole('list', { name: '달라진 이유' });
    expect(reasons.textContent).toBe(
      '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%2026년 11월 26일부터 · 출처: 은행연합회 COFIX 공시 2026-11-16 (2026년 10월분)',
    );
    // The report as it was made stands below the notice, unchanged.
    expect(screen.getByRole('region', { name: '청년전용 버팀목 전세자금대출' })).toBeTruthy();
    expect(calls('GET', `/api/v1/loanAdvice/${REPORT_ID}/changes`)[0]?.headers.accesstoken).toBe('guest-jwt');
  });

  it('한 달 비용이 늘면 "늘어요", 받을 수 있는 상품이 없어지면 그렇다고 말해요', async () => {
    changes = ok({
      ...raised,
      after: {
        loanProductCode: null,
        loanProductName: null,
        expectedLoanRate: null,
        possibleLoanLimit: null,
        monthlyCost: 400_000,
      },
      monthlyDifference: 87_500,
    });
    await openReport();
    await screen.findByRole('region', { name: NOTICE }, SLOW);
    expect(figure('추천 상품')).toBe('청년전용 버팀목 전세자금대출 → , 지금은 받을 수 있는 상품 없음');
    expect(figure('금리')).toBe('연 2.50% → , 지금은 없음');
    expect(within(notice()).getByText('한 달에 87,500원 늘어요.')).toBeTruthy();
  });

  it('달라질 것이 없으면 아무것도 보여주지 않아요', async () => {
    changes = ok({ changed: false });
    await openReport();
    await waitFor(() => expect(calls('GET', `/api/v1/loanAdvice/${REPORT_ID}/changes`)).toHaveLength(1), SLOW);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: NOTICE })).toBeNull();
    expect(screen.getByRole('region', { name: '청년전용 버팀목 전세자금대출' })).toBeTruthy();
  });

  it('달라진 점을 불러오지 못해도 보고서는 그대로 보이고, 오류도 다시 묻지도 않아요', async () => {
    changes = fail(500, 'INTERNAL_ERROR', '잠시 후 다시 시도해주세요.');
    await openReport();
    await waitFor(() => expect(calls('GET', `/api/v1/loanAdvice/${REPORT_ID}/changes`)).toHaveLength(1), SLOW);
    // Past the client's first retry (1 s): the notice is not worth asking again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('region', { name: NOTICE })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls('GET', `/api/v1/loanAdvice/${REPORT_ID}/changes`)).toHaveLength(1);
    expect(screen.getByRole('region', { name: '청년전용 버팀목 전세자금대출' })).toBeTruthy();
  });

  it('"오늘 기준으로 다시 받기"는 같은 입력으로 새 보고서를 만들어 열고, 새 보고서에는 알림이 없어요', async () => {
    const { router } = await openReport();
    fireEvent.click(await screen.findByRole('button', { name: RENEW }, SLOW));

    await screen.findByRole('heading', { level: 2, name: '서울시 신혼부부·청년 임차보증금 이자지원' }, SLOW);
    expect(router.state.location.pathname).toBe(`/report/${RENEWED_ID}`);
    expect(calls('POST', `/api/v1/loanAdvice/${REPORT_ID}/renew`)).toHaveLength(1);
    await waitFor(() => expect(calls('GET', `/api/v1/loanAdvice/${RENEWED_ID}/changes`)).toHaveLength(1), SLOW);
    expect(screen.queryByRole('region', { name: NOTICE })).toBeNull();
    // The new report came with the answer: it is not asked for again.
    expect(calls('GET', `/api/v1/loanAdvice/${RENEWED_ID}`)).toHaveLength(0);
  });

  it('다시 받지 못하면 그 이유를 알리고 보고서에 머물러요', async () => {
    renewal = fail(429, 'GUEST_QUOTA_EXCEEDED', '게스트는 일주일에 보고서를 5개까지 만들 수 있어요.');
    const { router } = await openReport();
    fireEvent.click(await screen.findByRole('button', { name: RENEW }, SLOW));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      '게스트는 일주일에 보고서를 5개까지 만들 수 있어요.',
    );
    expect(router.state.location.pathname).toBe(`/report/${REPORT_ID}`);
  });

  it('상품이 없던 보고서도 오늘 받을 수 있는 상품이 생겼으면 알려줘요', async () => {
    renderApp(`/no-report/${NO_REPORT_ID}`);
    await screen.findByRole('region', { name: NOTICE }, SLOW);
    expect(figure('추천 상품')).toBe('받을 수 있는 상품 없음 → , 지금은 서울시 신혼부부·청년 임차보증금 이자지원');
    expect(within(notice()).getByText('한 달에 303,750원 늘어요.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '지금 조건으로 받을 수 있는 상품이 없어요' })).toBeTruthy();
  });
});
