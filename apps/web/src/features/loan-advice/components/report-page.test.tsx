import type { LoanAdviceReport } from '@jipsa/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import {
  fixtureNoReport,
  fixtureReport,
  fixtureUserInputInfo,
  NO_REPORT_ID,
  REPORT_ID,
  SPECIFIC_REPORT_ID,
  USER_INPUT_INFO_ID,
} from '../../../testing/report-fixture.ts';
import { loanFormFromUserInputInfo } from './report-prefill-loan-form.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };

const CONDITIONAL_REPORT_ID = '5c4b3a29-1807-4f6e-9d5c-4b3a29180706';
const MILITARY_CONDITION =
  '만 36세라서 중소기업에 다니고 병역을 마친 경우에만 받을 수 있어요. 만 35세 생일부터 지난 기간이 병역 복무기간보다 짧아야 해요(최대 만 39세).';
const conditionalReport: LoanAdviceReport = {
  ...fixtureReport,
  loanAdviceResultId: CONDITIONAL_REPORT_ID,
  policyDate: '2026-11-24',
  marketRateDate: '2026-02-19',
  marketRatesStale: true,
  conditions: [MILITARY_CONDITION],
  recommendedProducts: fixtureReport.recommendedProducts.map((product) =>
    product.loanProductCode === 'HF-04'
      ? { ...product, conditions: ['조건'], conditionCodes: ['OWNED_APARTMENT_IN_OVERHEATED_AREA'] }
      : product,
  ),
};

const DANGER_REPORT_ID = '6d5c4b3a-2918-4f7e-8d6c-5b4a3a291807';
const dangerReport: LoanAdviceReport = {
  ...fixtureReport,
  loanAdviceResultId: DANGER_REPORT_ID,
  jeonseSafety: {
    riskLevel: 'DANGER',
    jeonseRatioPercent: 92.86,
    housePrice: 280_000_000,
    housePriceBasis: 'OFFICIAL_PRICE',
    reasons: ['보증금이 주택가격의 90%를 넘어서 HUG 반환보증에 가입할 수 없어요.'],
    smallDepositProtectedAmount: 0,
  },
};

const specificReport: LoanAdviceReport = {
  ...fixtureReport,
  loanAdviceResultId: SPECIFIC_REPORT_ID,
  loanProductCode: 'HF-04',
  loanProductName: 'HF 무주택 청년 특례 전세대출',
  institution: 'HF',
  expectedLoanRate: 3.45,
  possibleLoanLimit: 200_000_000,
};

function respond(request: RecordedRequest): TestResponse {
  switch (`${request.method} ${request.url}`) {
    case `GET /api/v1/loanAdvice/${REPORT_ID}`:
      return ok(fixtureReport);
    case `GET /api/v1/loanAdvice/${CONDITIONAL_REPORT_ID}`:
      return ok(conditionalReport);
    case `GET /api/v1/loanAdvice/${DANGER_REPORT_ID}`:
      return ok(dangerReport);
    case `GET /api/v1/loanAdvice/${NO_REPORT_ID}`:
      return ok(fixtureNoReport);
    case 'POST /api/v1/loanAdvice/specific':
      return ok(specificReport);
    case `GET /api/v1/userInputInfo/${USER_INPUT_INFO_ID}`:
      return ok(fixtureUserInputInfo);
    default:
      return fail(404, 'NOT_FOUND', '찾을 수 없어요.');
  }
}

const reportCalls = (id: string) => server.requests.filter((request) => request.url === `/api/v1/loanAdvice/${id}`);
const openReport = async (id = REPORT_ID) => {
  const view = renderApp(`/report/${id}`);
  await screen.findByRole('heading', { level: 2, name: '청년전용 버팀목 전세자금대출' }, SLOW);
  return view;
};
const section = (name: string) => screen.getByRole('region', { name });
const figure = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
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

// Whole-app renders load lazy chunks; on a busy machine the first one can take seconds.
describe('/report/{id}', { timeout: 20_000 }, () => {
  it('주소의 id 로 보고서를 본인 토큰과 함께 불러와요', async () => {
    await openReport();
    expect(reportCalls(REPORT_ID)).toHaveLength(1);
    expect(reportCalls(REPORT_ID)[0]?.headers.accesstoken).toBe('guest-jwt');
    expect(screen.getByRole('heading', { level: 1, name: '대출 추천 보고서' })).toBeTruthy();
  });

  it('조건부 상품이면 확인할 조건을, 시장 금리가 45일 넘게 지났으면 그 날짜와 날수를 알려줘요 (issue 13)', async () => {
    await openReport(CONDITIONAL_REPORT_ID);
    const hero = section('청년전용 버팀목 전세자금대출');
    expect(within(hero).getByRole('heading', { name: '받기 전에 확인할 조건' })).toBeTruthy();
    expect(within(hero).getByText(MILITARY_CONDITION)).toBeTruthy();
    expect(within(hero).getByRole('note').textContent).toBe(
      '시장 금리는 2026년 2월 19일에 공시된 값이에요(278일 전). 지금 은행 금리와 다를 수 있어요.',
    );
  });

  it('보고서가 열리면 보고서 제목에 초점이 가요 (issue 50)', async () => {
    await openReport();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('대출 추천 보고서'));
  });

  it('다른 상품 카드의 "예상" 표시가 무슨 뜻인지 그 아래에서 알려줘요 (issue 50)', async () => {
    await openReport();
    const others = section('받을 수 있는 다른 상품');
    expect(within(others).getByText('예상')).toBeTruthy();
    expect(within(others).getByText(/^예상: 보증기관이 금리나 한도의 일부를 공개하지 않아/)).toBeTruthy();
  });

  it('조건이 없으면 조건 상자가 없고, 금리가 최근이어도 공시일과 날수는 말해요 (issue 50 #7)', async () => {
    await openReport();
    const hero = section('청년전용 버팀목 전세자금대출');
    expect(within(hero).getByRole('note').textContent).toBe('시장 금리는 2026년 6월 15일에 공시된 값이에요(16일 전).');
    expect(within(hero).queryByText('받기 전에 확인할 조건')).toBeNull();
  });

  it('보고서의 숫자를 그대로 보여줘요: 한도, 금리, 기준일, 돈 마련, 매달 비용, 한 번 내는 돈, 기회비용', async () => {
    await openReport();
    const hero = section('청년전용 버팀목 전세자금대출');
    expect(within(hero).getByRole('img', { name: '주택도시기금' })).toBeTruthy();
    expect(figure(hero, '최대 한도')).toBe('1억 5,000만원');
    expect(figure(hero, '금리')).toBe('연 2.50%');
    expect(within(hero).getByText('2026년 7월 1일 기준 규정으로 계산했어요.')).toBeTruthy();

    const money = section('보증금은 이렇게 마련해요');
    expect(figure(money, '대출')).toBe('1억 5,000만원');
    expect(figure(money, '내 돈')).toBe('1억원');
    expect(figure(money, '보증금')).toBe('2억 5,000만원');
    expect(within(money).getByText('가진 현금으로는 5,000만원이 모자라요. 따로 모으거나 빌려야 해요.')).toBeTruthy();

    const monthly = section('매달 드는 돈');
    expect(figure(monthly, '대출 이자')).toBe('312,500원');
    expect(figure(monthly, '월세')).toBe('0원');
    expect(figure(monthly, '합계')).toBe('312,500원');

    const oneOff = section('계약할 때 한 번 내는 돈 예상');
    expect(figure(oneOff, '보증료(계약 기간 전체)')).toBe('600,000원');
    expect(figure(oneOff, '인지세(내 몫 절반)')).toBe('75,000원');
    expect(figure(oneOff, '합계')).toBe('675,000원');

    const compare = section('내 돈의 기회비용과 월세 비교 예상');
    expect(within(compare).getByText(/내 돈 1억원을 예금\(연 3.00%\)에 두면 매달 250,000원쯤/)).toBeTruthy();
    const compareFigure = (term: string) =>
      within(compare).getByText(term).closest('div')?.querySelector('dd')?.textContent;
    expect(compareFigure('대출받아 보증금을 낼 때')).toBe('562,500원');
    expect(compareFigure('보증금을 모두 월세로 바꿀 때')).toBe('937,500원');
    expect(within(compare).getByText('전월세 전환율 상한 연 4.5%로 바꾼 매달 월세')).toBeTruthy();
    expect(within(compare).getByText('지금 조건에서는 대출을 받아 보증금을 내는 쪽이 매달 덜 들어요.')).toBeTruthy();

    expect(within(section('이 상품을 추천하는 이유')).getByText(fixtureReport.recommendationReason)).toBeTruthy();
    const banks = section('취급 은행');
    expect(within(banks).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['KB국민은행', '우리은행', 'NH농협은행']) expect(within(banks).getByText(name)).toBeTruthy();
    expect(within(section('준비할 서류')).getByText('확정일자를 받은 임대차계약서')).toBeTruthy();
    expect(within(section('진행 순서')).getAllByRole('listitem')[0]?.textContent).toBe(
      '기금e든든 또는 취급 은행에서 자산 심사를 신청해요.',
    );
  });

  it('빌릴 금액을 움직이면 그 금리로 매달 이자를 보고서와 같이 원 단위로 반올림해 다시 계산해요', async () => {
    await openReport();
    const slider = screen.getByRole('slider', { name: '빌릴 금액' });
    expect(slider.getAttribute('max')).toBe('150000000');
    expect(screen.getByText('1억 5,000만원을 빌리면 매달 이자 312,500원')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '100000000' } });
    // 1억 × 2.5 % ÷ 12 = 208,333.33… → 208,333원
    expect(screen.getByText('1억원을 빌리면 매달 이자 208,333원')).toBeTruthy();
    // 9,999만 × 2.5 % ÷ 12 = 208,312.5 → 208,313원 (the report's rounding, ADR 0023)
    fireEvent.change(slider, { target: { value: '99990000' } });
    expect(screen.getByText('9,999만원을 빌리면 매달 이자 208,313원')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '100000000' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('1억원');
    // An arrow key moves 100만원, not 1만원 (issue 11), and stops at the ends.
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuetext')).toBe('9,900만원');
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1억 100만원');
    fireEvent.change(slider, { target: { value: '149500000' } });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuetext')).toBe('1억 5,000만원');
  });

  it('예상 수치인 상품에는 "예상" 표시를 붙여요', async () => {
    await openReport();
    const others = section('받을 수 있는 다른 상품');
    const sgi = within(others).getByRole('button', { name: /SGI 서울보증 전세대출.*보고서 보기$/ });
    expect(within(sgi).getByText('예상')).toBeTruthy();
    const hf = within(others).getByRole('button', { name: /HF 무주택 청년 특례 전세대출.*보고서 보기$/ });
    expect(within(hf).queryByText('예상')).toBeNull();
  });

  it('다른 상품을 누르면 specific 으로 그 상품의 보고서를 만들고 새 주소로 가요', async () => {
    const { router } = await openReport();
    fireEvent.click(screen.getByRole('button', { name: /HF 무주택 청년 특례 전세대출.*보고서 보기$/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'HF 무주택 청년 특례 전세대출' }, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/report/${SPECIFIC_REPORT_ID}`);
    const specificCall = server.requests.find((request) => request.url === '/api/v1/loanAdvice/specific');
    expect(specificCall?.method).toBe('POST');
    expect(specificCall?.headers.accesstoken).toBe('guest-jwt');
    expect(JSON.parse(specificCall?.body ?? '')).toEqual({ userInputInfoId: USER_INPUT_INFO_ID, productCode: 'HF-04' });
    // The new report came back with the call: no second request for it.
    expect(reportCalls(SPECIFIC_REPORT_ID)).toHaveLength(0);
  });

  it('받을 수 없는 상품은 시트에서 모든 이유를 보여줘요', async () => {
    await openReport();
    const ineligible = section('받을 수 없는 상품');
    expect(within(ineligible).getByText('이유 2가지')).toBeTruthy();
    fireEvent.click(within(ineligible).getByRole('button', { name: '신생아 특례 버팀목 전세자금대출 이유 보기' }));
    const sheet = await screen.findByRole('dialog', { name: '신생아 특례 버팀목 전세자금대출 · 받을 수 없는 이유' });
    expect(
      within(sheet)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2년 안에 태어난 아이가 있어야 받을 수 있어요.', '임차보증금 2억 5,000만원이 기준을 넘어요.']);
  });

  it('적용 조건 보기는 저장된 입력을 불러와 모든 항목을 보여줘요', async () => {
    await openReport();
    expect(server.requests.some((request) => request.url.startsWith('/api/v1/userInputInfo'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '적용 조건 보기' }));
    const sheet = await screen.findByRole('dialog', { name: '적용 조건' });
    await within(sheet).findByText('2억 5,000만원', {}, SLOW);
    const value = (term: string) => within(sheet).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('만 나이')).toBe('29세');
    expect(value('연소득')).toBe('3,800만원');
    expect(value('결혼 여부')).toBe('미혼');
    expect(value('중소기업 재직')).toBe('예');
    expect(value('주소')).toBe('마포래미안푸르지오 (마포구 아현동 777)');
    // Single: the form never asked the spouse's income.
    expect(within(sheet).queryByText('배우자 연소득')).toBeNull();
  });

  it('전세 안전 진단 요약을 보여주고, 자세히 진단하기는 저장된 입력으로 진단 결과를 열어요 (issue 12)', async () => {
    const { router } = await openReport();
    const section = screen.getByRole('region', { name: '전세 안전 진단' });
    expect(within(section).getByText('계약 전에 꼭 확인할 게 있어요.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: '자세히 진단하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jeonse-safety/result'), SLOW);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('districtCode')).toBe(fixtureUserInputInfo.districtCode);
    expect(Number(params.get('rentalDeposit'))).toBe(fixtureUserInputInfo.rentalDeposit);
  });

  it('위험한 집이면 전세 안전 진단을 추천 상품보다 먼저, 보고서 맨 위에 보여줘요 (issue 26)', async () => {
    await openReport(DANGER_REPORT_ID);
    const safety = screen.getByRole('region', { name: '전세 안전 진단' });
    expect(within(safety).getByText('보증금을 돌려받지 못할 위험이 커요.')).toBeTruthy();
    const hero = screen.getByRole('heading', { level: 2, name: '청년전용 버팀목 전세자금대출' });
    expect(safety.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('region', { name: '전세 안전 진단' })).toHaveLength(1);
  });

  it('위험하지 않은 집의 진단은 추천하는 이유 뒤에 그대로 있어요', async () => {
    await openReport();
    const safety = screen.getByRole('region', { name: '전세 안전 진단' });
    const reason = screen.getByRole('region', { name: '이 상품을 추천하는 이유' });
    expect(reason.compareDocumentPosition(safety) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('다시 산출하기는 저장된 입력으로 대출 정보 폼을 채우고 폼으로 가요', async () => {
    const { router } = await openReport();
    fireEvent.click(screen.getByRole('button', { name: '다시 산출하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-info-entry'), SLOW);
    expect(useAppStore.getState().loanForm).toEqual(loanFormFromUserInputInfo(fixtureUserInputInfo));
  });

  it('커뮤니티에 공유는 이 보고서 요약을 실어 글쓰기로 가요', async () => {
    const { router } = await openReport();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '커뮤니티에 공유' }));
    });
    expect(router.state.location.pathname).toBe('/community/write');
    expect(router.state.location.state).toEqual({
      communityDetail: {
        loanAdviceSummaryReport: {
          loanAdviceResultId: REPORT_ID,
          loanProductCode: 'NHUF-02',
          loanProductName: '청년전용 버팀목 전세자금대출',
          expectedLoanRate: 2.5,
          possibleLoanLimit: 150_000_000,
        },
      },
    });
  });

  it('받을 수 있는 상품이 없는 보고서는 no-report 주소로 옮겨요', async () => {
    const { router } = renderApp(`/report/${NO_REPORT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: '지금 조건으로 받을 수 있는 상품이 없어요' }, SLOW),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/no-report/${NO_REPORT_ID}`);
  });

  it('없거나 남의 보고서(404)는 친절한 안내와 홈으로 가는 길을 보여줘요', async () => {
    const otherId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    renderApp(`/report/${otherId}`);
    expect(await screen.findByRole('heading', { level: 2, name: '보고서를 찾을 수 없어요' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
    expect(reportCalls(otherId)).toHaveLength(1);
  });

  it('보고서 id 모양이 아니면 서버에 묻지 않고 찾을 수 없다고 해요', async () => {
    renderApp('/report/42');
    expect(await screen.findByRole('heading', { level: 2, name: '보고서를 찾을 수 없어요' }, SLOW)).toBeTruthy();
    expect(screen.getByText('보고서 번호 42')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
