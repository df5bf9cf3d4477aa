import { renewalPlanSchema, type RenewalPlanView, type SavedRenewalPlan } from '@jipsa/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { REPORT_ID } from '../../../testing/report-fixture.ts';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };
const PLAN_PATH = '/api/v1/renewalPlan';
const SAVED_PATH = `/api/v1/loanAdvice/${REPORT_ID}/renewalPlan`;

// The worked examples as the API answers them on 2026-11-26: a 전세 3억 ending 2027-05-20 (right unused),
// 기준금리 2.50 %, a landlord asking 3억 2,000만, a bank loan of 2억 at 4.20 % drawn six months ago and an offer at
// 3.60 % (fee 0.6 %, guarantee 0.15 %).
const PLAN: RenewalPlanView = renewalPlanSchema.parse({
  today: '2026-11-26',
  baseRatePercent: 2.5,
  renewalRightUnused: true,
  renewalRequestWindow: { from: '2026-11-20', to: '2027-03-20', status: 'OPEN' },
  renewedLeaseEnd: '2029-05-20',
  leavingNoticeBy: '2027-03-20',
  increaseCap: {
    increaseAllowed: true,
    maxDeposit: 315_000_000,
    maxMonthlyRent: 0,
    capPercent: 5,
    source: '주택임대차보호법 제7조',
    certainty: 'S',
  },
  maxDepositOnRenewal: 315_000_000,
  maxMonthlyRentForIncrease: 56_250,
  conversionCapPercent: 4.5,
  landlordOffer: {
    capApplies: true,
    overCap: true,
    excessAsDeposit: 5_000_000,
    excessAsMonthlyRent: 18_750,
    reclaimable: true,
  },
  earlyExitEffectiveDate: null,
  fundExtension: null,
  fundIncreaseLimit: null,
  bankLoan: {
    extension: { counted: false, reason: 'EXTENSION_WITHOUT_INCREASE' },
    increase: null,
    singleHouseLimit: null,
  },
  refinance: {
    prepaymentFee: 900_000,
    guaranteeFee: 450_000,
    stampDuty: 75_000,
    upfrontCost: 1_425_000,
    monthlySaving: 100_000,
    breakEvenMonths: 14.25,
    horizonMonths: 18,
    net: 375_000,
    verdict: 'THIN_MARGIN',
    window: { from: '2026-08-27', to: '2026-05-19' },
    inWindow: false,
    source: '대환대출 인프라',
  },
  guarantee: {
    guarantor: 'HUG',
    action: 'RENEW_WITH_INCREASE',
    deadline: '2028-05-19',
    feeForRenewedTerm: null,
    productName: 'HUG 전세보증금반환보증',
    source: 'HUG',
    isEstimate: false,
  },
  guaranteeDeadline: '2028-05-19',
  brokerageFee: null,
  timeline: [
    {
      code: 'RENEWAL_REQUEST_OPENS',
      date: '2026-11-20',
      title: '계약갱신요구 시작',
      detail: '이날부터 요구할 수 있어요.',
      source: '제6조',
      certainty: 'S',
      passed: true,
    },
    {
      code: 'RENEWAL_REQUEST_CLOSES',
      date: '2027-03-20',
      title: '계약갱신요구 마감',
      detail: '이날까지 닿아야 해요.',
      source: '제6조',
      certainty: 'S',
      passed: false,
    },
  ],
  conditions: [
    { code: 'REFINANCE_WINDOW_UNCONFIRMED', message: '갈아타기 기간은 원문을 확인하지 못했어요.', certainty: 'U' },
  ],
});

// The same lease with no landlord's offer and a move to a 1억 / 월 30만 home priced by the rent-offer engine at
// 520,000원 a month: staying costs the loan's interest (2억 at 4.20 % for 24 months, 16,800,000원); moving costs the
// offer's 24 months, the brokerage fee's cap on 1억 3,000만 (0.3 %, 390,000원) and 150만 of moving.
const PLAN_WITH_MOVE: RenewalPlanView = renewalPlanSchema.parse({
  ...PLAN,
  landlordOffer: null,
  brokerageFee: 390_000,
  stayOrMove: {
    horizonMonths: 24,
    staying: {
      monthlyCost: 700_000,
      totalOverHorizon: 16_800_000,
      monthlyRent: 0,
      loanInterest: 16_800_000,
      extensionCost: 0,
    },
    moving: {
      monthlyCost: 598_750,
      totalOverHorizon: 14_370_000,
      offerMonthlyTotal: 520_000,
      brokerageFee: 390_000,
      movingCost: 1_500_000,
    },
    difference: -2_430_000,
    monthlyDifference: -101_250,
    aboutTheSameBand: 700_000,
    verdict: 'MOVE',
  },
});

let answer: RenewalPlanView = PLAN;
let saved: SavedRenewalPlan | null = null;
let refusal: TestResponse | null = null;

function respond(request: RecordedRequest): TestResponse {
  if (request.method === 'POST' && request.url === PLAN_PATH) {
    if (refusal) return refusal;
    const body = JSON.parse(request.body) as SavedRenewalPlan['request'] & { loanAdviceResultId?: string };
    if (body.loanAdviceResultId === REPORT_ID) {
      const { loanAdviceResultId: _id, ...rest } = body;
      saved = { loanAdviceResultId: REPORT_ID, request: rest, plan: answer, savedAt: '2026-11-26T01:00:00.000Z' };
    }
    return ok(answer);
  }
  if (request.method === 'GET' && request.url === SAVED_PATH) {
    return saved ? ok(saved) : fail(404, 'NOT_FOUND', '저장한 계획이 없어요.');
  }
  return fail(404, 'NOT_FOUND', '찾을 수 없어요.');
}

beforeEach(() => {
  answer = PLAN;
  saved = null;
  refusal = null;
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

const form = () => screen.getByRole('form', { name: '계약 만기 플래너' });
const type = (label: string, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label, { exact: true }), { target: { value } });
const choose = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }));
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: /계획 세우기/ }));
const planRequests = () => server.requests.filter((request) => request.url === PLAN_PATH);

/** The worked example: 전세 3억 from 2025-05-21 to 2027-05-20, a new contract, the landlord asking 3억 2,000만. */
function fillLease() {
  type('계약 시작일', '2025-05-21');
  type('계약 만기', '2027-05-20');
  type('보증금', '30000');
  type('월세', '0');
  choose('지금 계약은 어떻게 시작됐나요?', '새 계약');
  fireEvent.click(screen.getByRole('checkbox', { name: '집주인이 갱신 조건을 제안했어요' }));
  type('제안한 보증금', '32000');
  type('제안한 월세', '0');
}

function fillBankLoan(balanceManwon: string) {
  choose('대출 종류', '은행 전세대출');
  type('대출 잔액', balanceManwon);
  type('지금 금리', '4.2');
  type('대출받은 날', '2026-05-26');
  type('대출 만기', '2028-05-26');
  type('지금까지 연장한 횟수', '0');
  choose('대출 보증기관', 'HUG');
  choose('집이 수도권에 있나요?', '네');
  choose('가입한 반환보증', 'HUG');
}

describe('계약 만기 플래너: 입력 확인', { timeout: 20_000 }, () => {
  it('보증금을 못 돌려받았을 때 할 일로 가는 작은 링크가 있어요 (issue 49)', async () => {
    renderApp('/renewal');
    await screen.findByRole('heading', { level: 1, name: '계약 만기 플래너' }, SLOW);
    const link = screen.getByRole('link', { name: '만기가 지났는데 보증금을 못 돌려받았나요? 지금 할 일 보기' });
    expect(link.getAttribute('href')).toBe('/deposit-trouble');
  });

  it('빈 칸으로 계획을 세우면 칸마다 한국어로 물어보고, 요청은 보내지 않아요', async () => {
    renderApp('/renewal');
    await screen.findByRole('heading', { level: 1, name: '계약 만기 플래너' }, SLOW);
    expect(screen.getByText('아직 계획이 없어요. 위 내용을 채우고 계획 세우기를 눌러주세요.')).toBeTruthy();
    submit();
    expect(await screen.findByText('계약 시작일을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('계약 만기를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('대출 종류를 골라주세요.')).toBeTruthy();
    expect(planRequests()).toHaveLength(0);
  });

  it('만기가 시작일보다 앞이면, 대출 잔액이 보증금보다 크면 그 칸에 한국어로 알려줘요', async () => {
    renderApp('/renewal');
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    fillLease();
    type('계약 만기', '2025-05-01');
    fillBankLoan('40000');
    submit();
    const endField = within(form()).getByLabelText('계약 만기', { exact: true });
    await waitFor(() => expect(endField.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getByText('계약 만기는 계약 시작일보다 뒤여야 해요.')).toBeTruthy();
    expect(screen.getByText('대출 잔액은 보증금보다 클 수 없어요.')).toBeTruthy();
    expect(planRequests()).toHaveLength(0);
  });

  it('버팀목일 때만 미성년 자녀를, 대출이 있을 때만 갈아탈 대출을 물어요', async () => {
    renderApp('/renewal');
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    expect(screen.queryByLabelText('미성년 자녀 수')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '더 싼 대출 제안을 받았어요' })).toBeNull();
    choose('대출 종류', '은행 전세대출');
    expect(screen.queryByLabelText('미성년 자녀 수')).toBeNull();
    expect(screen.getByRole('checkbox', { name: '더 싼 대출 제안을 받았어요' })).toBeTruthy();
    choose('대출 종류', '버팀목');
    expect(screen.getByLabelText('미성년 자녀 수')).toBeTruthy();
  });

  it('서버가 거절하면 그 한국어 문장을 해당 칸에 보여줘요', async () => {
    refusal = {
      status: 400,
      body: {
        code: 400,
        message: '입력값을 확인해주세요.',
        data: {
          errorCode: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'plannedMoveOn', message: '이사 예정일은 오늘이나 그 뒤여야 해요.' }],
        },
      },
    };
    renderApp('/renewal');
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    fillLease();
    choose('대출 종류', '대출 없어요');
    choose('가입한 반환보증', '없어요');
    submit();
    expect(await screen.findByText('이사 예정일은 오늘이나 그 뒤여야 해요.', {}, SLOW)).toBeTruthy();
  });
});

describe('계약 만기 플래너: 계획', { timeout: 20_000 }, () => {
  it('예시대로 넣으면 갱신요구 기간, 최대 보증금과 월세, 초과 제안, 갈아타기 손익, 반환보증 마감, 할 일을 날짜·금액으로 보여줘요', async () => {
    const { router } = renderApp('/renewal');
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    fillLease();
    fillBankLoan('20000');
    fireEvent.click(screen.getByRole('checkbox', { name: '더 싼 대출 제안을 받았어요' }));
    type('새 대출 금리', '3.6');
    type('지금 대출의 중도상환수수료율', '0.6');
    type('새 대출 보증료율 (연)', '0.15');
    submit();

    const result = await screen.findByRole('region', { name: '만기 계획' }, SLOW);
    const [request] = planRequests();
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      lease: { startsOn: '2025-05-21', endsOn: '2027-05-20', deposit: 300_000_000, monthlyRent: 0, termOrigin: 'NEW' },
      landlordOffer: { deposit: 320_000_000, monthlyRent: 0 },
      loan: {
        kind: 'BANK',
        balance: 200_000_000,
        ratePercent: 4.2,
        drawnOn: '2026-05-26',
        maturesOn: '2028-05-26',
        extensionsUsed: 0,
        guarantor: 'HUG',
        isMetroArea: true,
      },
      guarantee: { guarantor: 'HUG' },
      refinanceOffer: { ratePercent: 3.6, prepaymentFeeRatePercent: 0.6, guaranteeFeeRatePercent: 0.15 },
    });
    expect(request?.headers.accesstoken).toBe('guest-jwt');
    expect(router.state.location.search).toContain('plan=1');

    expect(within(result).getByText(/2026년 11월 20일 ~ 2027년 3월 20일/)).toBeTruthy();
    expect(within(result).getByText(/지금 요구할 수 있어요/)).toBeTruthy();
    expect(within(result).getByText('2029년 5월 20일')).toBeTruthy();
    expect(within(result).getByText('3억 1,500만원')).toBeTruthy();
    expect(within(result).getByText('월 56,250원')).toBeTruthy();
    expect(within(result).getByRole('note').textContent).toContain('돌려달라고 할 수 있어요');
    expect(within(result).getByText('1,425,000원')).toBeTruthy();
    expect(within(result).getByText('100,000원')).toBeTruthy();
    expect(within(result).getByText('14.25개월')).toBeTruthy();
    expect(within(result).getByText('375,000원')).toBeTruthy();
    expect(within(result).getByText(/차이가 얇아요/)).toBeTruthy();
    expect(within(result).getByText('2028년 5월 19일')).toBeTruthy();
    const timeline = within(result).getByRole('region', { name: '날짜별 할 일' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('계약갱신요구 시작'), expect.stringContaining('계약갱신요구 마감')]);
    expect(within(result).getByText(/갈아타기 기간은 원문을 확인하지 못했어요/)).toBeTruthy();
    // A plan not kept with a report has no calendar of its own.
    expect(within(result).queryByRole('button', { name: /\.ics/ })).toBeNull();
  });

  it('이사 갈 집과 이사 비용을 넣으면 머물 때와 이사할 때의 한 달 비용, 24개월 차이와 어느 쪽이 싼지 보여줘요', async () => {
    answer = PLAN_WITH_MOVE;
    renderApp('/renewal');
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    fillLease();
    fireEvent.click(screen.getByRole('checkbox', { name: '집주인이 갱신 조건을 제안했어요' }));
    fillBankLoan('20000');
    fireEvent.click(screen.getByRole('checkbox', { name: '이사 갈 집도 비교할래요' }));
    type('다음 집 보증금', '10000');
    type('다음 집 월세', '30');
    type('이사 비용', '150');
    submit();

    const result = await screen.findByRole('region', { name: '만기 계획' }, SLOW);
    const [request] = planRequests();
    expect(JSON.parse(request?.body ?? '{}').nextHome).toEqual({
      deposit: 100_000_000,
      monthlyRent: 300_000,
      movingCost: 1_500_000,
    });
    const move = within(result).getByRole('region', { name: '이사 비용' });
    expect(within(move).getByText('390,000원')).toBeTruthy();
    expect(within(move).getByText('1,500,000원')).toBeTruthy();

    const stayOrMove = within(result).getByRole('region', { name: '머물기와 이사 비교' });
    const figure = (label: string) => within(stayOrMove).getByText(label).nextElementSibling?.textContent;
    expect(figure('머물면 한 달에')).toBe('700,000원');
    expect(figure('이사하면 한 달에')).toBe('598,750원');
    expect(figure('24개월 동안 이사하면 아끼는 돈')).toBe('2,430,000원');
    expect(within(stayOrMove).getByText('이사하는 게 더 싸요.')).toBeTruthy();
  });

  it('보고서 없이 이사 갈 집을 넣어 비교가 없으면, 보고서에서 열어야 견줄 수 있다고 알려줘요', async () => {
    answer = renewalPlanSchema.parse({ ...PLAN_WITH_MOVE, stayOrMove: null });
    renderApp('/renewal');
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    fillLease();
    choose('대출 종류', '대출 없어요');
    choose('가입한 반환보증', '없어요');
    fireEvent.click(screen.getByRole('checkbox', { name: '이사 갈 집도 비교할래요' }));
    type('다음 집 보증금', '10000');
    type('다음 집 월세', '30');
    submit();

    const result = await screen.findByRole('region', { name: '만기 계획' }, SLOW);
    const move = within(result).getByRole('region', { name: '이사 비용' });
    expect(within(move).getByText(/보고서에서 이 화면을 열어 계획을 세우면/)).toBeTruthy();
    expect(within(result).queryByRole('region', { name: '머물기와 이사 비교' })).toBeNull();
  });

  it('적은 내용은 주소에 남아서 다른 화면에 갔다 돌아와도 그대로예요', async () => {
    const { router } = renderApp('/renewal');
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    type('보증금', '30000');
    type('계약 만기', '2027-05-20');
    await waitFor(() => expect(router.state.location.search).toContain('deposit=30000'));
    await act(() => router.navigate('/rates'));
    await act(() => router.navigate(-1));
    await screen.findByRole('form', { name: '계약 만기 플래너' }, SLOW);
    expect(within(form()).getByLabelText<HTMLInputElement>('보증금', { exact: true }).value).toBe('30000');
    expect(within(form()).getByLabelText<HTMLInputElement>('계약 만기', { exact: true }).value).toBe('2027-05-20');
  });
});

describe('계약 만기 플래너: 보고서에 저장', { timeout: 20_000 }, () => {
  it('보고서에서 열면 계획을 보고서와 함께 저장하고, 다시 열면 저장한 계획과 답을 그대로 보여줘요', async () => {
    renderApp(`/renewal?report=${REPORT_ID}`);
    expect(
      await screen.findByText('아직 계획이 없어요. 위 내용을 채우고 계획 세우기를 눌러주세요.', {}, SLOW),
    ).toBeTruthy();
    fillLease();
    fillBankLoan('20000');
    fireEvent.click(within(form()).getByRole('button', { name: '계획 세우고 보고서에 저장하기' }));
    await screen.findByRole('region', { name: '만기 계획' }, SLOW);
    const post = planRequests()[0];
    expect(JSON.parse(post?.body ?? '{}').loanAdviceResultId).toBe(REPORT_ID);
    expect(saved).not.toBeNull();
    cleanup();

    renderApp(`/renewal?report=${REPORT_ID}`);
    const result = await screen.findByRole('region', { name: '만기 계획' }, SLOW);
    expect(screen.getByText('보고서에 저장한 계획이에요.')).toBeTruthy();
    expect(within(result).getByText('3억 1,500만원')).toBeTruthy();
    expect(within(form()).getByLabelText<HTMLInputElement>('보증금', { exact: true }).value).toBe('30000');
    expect(within(form()).getByLabelText<HTMLInputElement>('대출 잔액', { exact: true }).value).toBe('20000');
    expect(within(result).getByRole('button', { name: '체크리스트 캘린더(.ics)로 받기' })).toBeTruthy();
  });
});
