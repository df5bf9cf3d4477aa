import { depositTroublePlanSchema, type DepositTroublePlanView, type SavedDepositTroublePlan } from '@jipsa/contracts';
import { planDepositTrouble } from '@jipsa/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const PLAN_PATH = '/api/v1/depositTroublePlan';
const CALENDAR_PATH = '/api/v1/depositTroublePlan/calendar';
const SAVED_PATH = `/api/v1/loanAdvice/${REPORT_ID}/depositTroublePlan`;

// The domain's worked example as the API answers it on 2026-11-29: a 전세 2억 that ended 2026-10-31 (first signed
// 2024-10-15), nothing back, still living there with 전입신고 and 확정일자, a HUG guarantee, no auction.
const PLAN: DepositTroublePlanView = depositTroublePlanSchema.parse(
  planDepositTrouble(
    {
      leaseEndsOn: '2026-10-31',
      firstContractDate: '2024-10-15',
      deposit: 200_000_000,
      depositReturned: 'NONE',
      movedOut: false,
      moveInReported: true,
      fixedDateStamped: true,
      leaseRegistered: false,
      guarantee: 'HUG',
      jeonseLoanOutstanding: true,
      auctionStarted: false,
      seizureStarted: false,
    },
    { today: '2026-11-29' },
  ),
);

let refusal: TestResponse | null = null;
let saved: SavedDepositTroublePlan | null = null;

function respond(request: RecordedRequest): TestResponse {
  if (request.method === 'POST' && request.url === PLAN_PATH) {
    if (refusal) return refusal;
    const body = JSON.parse(request.body) as SavedDepositTroublePlan['request'];
    if (body.loanAdviceResultId === REPORT_ID) {
      saved = { loanAdviceResultId: REPORT_ID, request: body, plan: PLAN, savedAt: '2026-11-29T01:00:00.000Z' };
    }
    return ok(PLAN);
  }
  if (request.method === 'GET' && request.url === SAVED_PATH) {
    return saved ? ok(saved) : fail(404, 'NOT_FOUND', '저장한 계획이 없어요.');
  }
  if (request.method === 'POST' && request.url === CALENDAR_PATH) return { status: 200, body: 'BEGIN:VCALENDAR' };
  return fail(404, 'NOT_FOUND', '찾을 수 없어요.');
}

beforeEach(() => {
  refusal = null;
  saved = null;
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

const TITLE = '보증금을 못 돌려받았을 때';
const form = () => screen.getByRole('form', { name: TITLE });
const type = (label: string, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label, { exact: true }), { target: { value } });
const choose = (group: string, option: string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByRole('radio', { name: option }));
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: '할 일 보기' }));
const planRequests = () => server.requests.filter((request) => request.url === PLAN_PATH);

/** The worked example's answers. */
function fillExample() {
  type('계약 만기', '2026-10-31');
  type('이 집주인과 처음 계약한 날', '2024-10-15');
  type('보증금', '20000');
  choose('보증금을 얼마나 돌려받았나요?', '전혀 못 받았어요');
  choose('이미 이사했나요?', '아니요');
  choose('전입신고를 했나요?', '네');
  choose('계약서에 확정일자를 받았나요?', '네');
  choose('임차권등기가 등기부에 올라갔나요?', '아니요');
  choose('가입한 전세보증금 반환보증', 'HUG');
  choose('전세대출이 남아 있나요?', '네');
  choose('집에 경매나 공매가 시작됐나요?', '아니요');
  choose('집에 압류나 가압류가 있나요?', '아니요');
}

describe('보증금 반환 가이드: 도움받을 곳', { timeout: 20_000 }, () => {
  it('질문 화면에서도 전세피해지원센터·법률구조공단·HUG 연락처를 확인한 날과 함께 보여줘요', async () => {
    renderApp('/deposit-trouble');
    await screen.findByRole('heading', { level: 1, name: TITLE }, SLOW);
    const help = screen.getByRole('region', { name: '도움받을 곳' });
    const center = within(help).getByRole('link', { name: '전세피해지원센터 1533-8119 전화하기' });
    expect(center.getAttribute('href')).toBe('tel:15338119');
    expect(within(help).getByRole('link', { name: '대한법률구조공단 132 전화하기' }).getAttribute('href')).toBe(
      'tel:132',
    );
    expect(within(help).getByText('HUG 전세사기피해자 경·공매지원센터')).toBeTruthy();
    expect(within(help).getAllByText(/2026년 11월 29일 확인/).length).toBeGreaterThanOrEqual(3);
    const list = within(help).getByRole('link', { name: /상습 채무불이행자\(악성 임대인\) 명단 보기/ });
    expect(list.getAttribute('href')).toBe('https://www.khug.or.kr/jeonse');
    expect(screen.getByText('아직 답이 없어요. 위 내용을 채우고 할 일 보기를 눌러주세요.')).toBeTruthy();
  });
});

describe('보증금 반환 가이드: 입력 확인', { timeout: 20_000 }, () => {
  it('빈 칸으로 물으면 칸마다 계약의 한국어 문장으로 물어보고, 요청은 보내지 않아요', async () => {
    renderApp('/deposit-trouble');
    await screen.findByRole('form', { name: TITLE }, SLOW);
    submit();
    expect(await screen.findByText('계약 만기를 입력해주세요.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('보증금을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('이사했는지 골라주세요.')).toBeTruthy();
    expect(screen.getByText('가입한 반환보증을 골라주세요. 모르면 "모름"이에요.')).toBeTruthy();
    expect(planRequests()).toHaveLength(0);
  });

  it('일부만 받았는데 못 받은 금액이 보증금보다 크면 그 칸에 알려주고, 반환보증이 있을 때만 전세대출을 물어요', async () => {
    renderApp('/deposit-trouble');
    await screen.findByRole('form', { name: TITLE }, SLOW);
    expect(screen.queryByRole('group', { name: '전세대출이 남아 있나요?' })).toBeNull();
    fillExample();
    choose('보증금을 얼마나 돌려받았나요?', '일부만 받았어요');
    type('아직 못 받은 금액', '30000');
    submit();
    const field = within(form()).getByLabelText('아직 못 받은 금액', { exact: true });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), SLOW);
    expect(screen.getByText('돌려받지 못한 금액은 보증금보다 클 수 없어요.')).toBeTruthy();
    expect(planRequests()).toHaveLength(0);
    choose('가입한 전세보증금 반환보증', '없어요');
    expect(screen.queryByRole('group', { name: '전세대출이 남아 있나요?' })).toBeNull();
  });

  it('서버가 거절하면 그 한국어 문장을 보여줘요', async () => {
    refusal = {
      status: 400,
      body: {
        code: 400,
        message: '입력값을 확인해주세요.',
        data: {
          errorCode: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'firstContractDate', message: '최초 계약일은 오늘이나 그 전이어야 해요.' }],
        },
      },
    };
    renderApp('/deposit-trouble');
    await screen.findByRole('form', { name: TITLE }, SLOW);
    fillExample();
    submit();
    expect(await screen.findByText('최초 계약일은 오늘이나 그 전이어야 해요.', {}, SLOW)).toBeTruthy();
  });
});

describe('보증금 반환 가이드: 계획', { timeout: 20_000 }, () => {
  it('예시대로 넣으면 임차권등기, 반환보증 청구일, 전세사기피해자 예상과 이유, 날짜별 할 일을 보여주고 제목으로 초점을 옮겨요', async () => {
    const { router } = renderApp('/deposit-trouble');
    await screen.findByRole('form', { name: TITLE }, SLOW);
    fillExample();
    submit();

    const result = await screen.findByRole('region', { name: '보증금 반환 계획' }, SLOW);
    const [request] = planRequests();
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      leaseEndsOn: '2026-10-31',
      firstContractDate: '2024-10-15',
      deposit: 200_000_000,
      depositReturned: 'NONE',
      movedOut: false,
      moveInReported: true,
      fixedDateStamped: true,
      leaseRegistered: false,
      guarantee: 'HUG',
      jeonseLoanOutstanding: true,
      auctionStarted: false,
      seizureStarted: false,
    });
    expect(request?.headers.accesstoken).toBe('guest-jwt');
    expect(router.state.location.search).toContain('plan=1');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(result).getByRole('heading', { name: '보증금 반환 계획' })),
    );

    const registration = within(result).getByRole('region', { name: '1. 임차권등기명령' });
    expect(within(registration).getByRole('note').textContent).toBe('등기부에 올라간 것을 확인하고 이사하세요.');
    expect(within(registration).getByText('2026년 11월 1일')).toBeTruthy();
    expect(within(registration).getByText('43,400원')).toBeTruthy();

    const claim = within(result).getByRole('region', { name: '2. 반환보증 청구' });
    expect(within(claim).getAllByText('2026년 12월 1일').length).toBeGreaterThan(0);
    expect(within(claim).getByText('전세대출 먼저 상환')).toBeTruthy();

    const fraud = within(result).getByRole('region', { name: '3. 전세사기피해자 결정' });
    expect(within(fraud).getByText('조건에 따라 달라요')).toBeTruthy();
    expect(within(fraud).getByText(/결정이 아니라 요건에 견준 예상이에요/)).toBeTruthy();
    expect(within(fraud).getByText('살면서 전입신고와 확정일자를 갖췄어요.')).toBeTruthy();
    expect(within(fraud).getByRole('link', { name: '내 조건으로 받을 수 있는 대출 보기' }).getAttribute('href')).toBe(
      '/',
    );

    const timeline = within(result).getByRole('region', { name: '날짜별 할 일' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('임대차 종료일'),
      expect.stringContaining('임차권등기명령 신청 시작'),
      expect.stringContaining('HUG 반환보증 이행 청구 시작'),
      expect.stringContaining('전세사기피해자 결정 신청 마감'),
    ]);
    const conditions = within(result).getByRole('region', { name: '확인이 필요한 조건' });
    expect(within(conditions).getAllByText('(확인 못 함)').length).toBeGreaterThan(0);
    // Who to call stays on the page with the plan.
    expect(screen.getByRole('region', { name: '도움받을 곳' })).toBeTruthy();
  });

  it('캘린더에 추가(.ics)를 누르면 같은 요청으로 캘린더를 받아 파일로 내려받아요', async () => {
    const createObjectURL = vi.fn(() => 'blob:calendar');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/deposit-trouble');
    await screen.findByRole('form', { name: TITLE }, SLOW);
    fillExample();
    submit();
    const result = await screen.findByRole('region', { name: '보증금 반환 계획' }, SLOW);
    fireEvent.click(within(result).getByRole('button', { name: '캘린더에 추가(.ics)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled(), SLOW);
    const calendar = server.requests.find((request) => request.url === CALENDAR_PATH);
    expect(calendar?.method).toBe('POST');
    expect(JSON.parse(calendar?.body ?? '{}')).toEqual(JSON.parse(planRequests()[0]?.body ?? '{}'));
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('jipsa-deposit-trouble.ics');
  });
});

describe('보증금 반환 가이드: 보고서에 저장', { timeout: 20_000 }, () => {
  it('보고서에서 열면 계획을 보고서와 함께 저장하고, 다시 열면 저장한 계획과 답을 그대로 보여줘요', async () => {
    renderApp(`/deposit-trouble?report=${REPORT_ID}`);
    expect(
      await screen.findByText('아직 답이 없어요. 위 내용을 채우고 할 일 보기를 눌러주세요.', {}, SLOW),
    ).toBeTruthy();
    fillExample();
    fireEvent.click(within(form()).getByRole('button', { name: '할 일 보고 보고서에 저장하기' }));
    await screen.findByRole('region', { name: '보증금 반환 계획' }, SLOW);
    expect(JSON.parse(planRequests()[0]?.body ?? '{}').loanAdviceResultId).toBe(REPORT_ID);
    expect(saved).not.toBeNull();
    cleanup();

    renderApp(`/deposit-trouble?report=${REPORT_ID}`);
    const result = await screen.findByRole('region', { name: '보증금 반환 계획' }, SLOW);
    expect(screen.getByText('보고서에 저장한 계획이에요.')).toBeTruthy();
    expect(within(result).getByText('조건에 따라 달라요')).toBeTruthy();
    expect(within(form()).getByLabelText<HTMLInputElement>('보증금', { exact: true }).value).toBe('20000');
    expect(screen.getByRole('region', { name: '도움받을 곳' })).toBeTruthy();
  });
});
