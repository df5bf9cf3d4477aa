import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRepaymentSchedule, calculateDsr, calculateDti, calculateLtv } from '@jipsa/domain';
import { createQueryClient } from '../../../app/query-client.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { formatWonRounded } from '../../../shared/format/format-won-rounded.ts';
import { appRoutes } from '../../../app/routes.tsx';
import { createInitialAppState, useAppStore, type DsrLoanEntry } from '../../../shared/store/app-store.ts';

const POLICY_DATE = '2025-10-16';

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[] = [];
/** Answers for one path instead of the engine, e.g. a 400 with field errors. */
let overrides: Record<string, (body: Record<string, unknown>) => Response> = {};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 200, message: '성공', data });

// A stand-in for the calculator endpoints: the same engine the server runs, on a fixed policy date.
function answer(path: string, body: Record<string, unknown>): Response {
  const override = overrides[path];
  if (override) return override(body);
  const input = { ...body, policyDate: POLICY_DATE } as never;
  if (path === '/api/v1/ltvCalc') return ok(calculateLtv(input));
  if (path === '/api/v1/dtiCalc') return ok(calculateDti(input));
  if (path === '/api/v1/dsrCalc') return ok(calculateDsr(input));
  if (path === '/api/v1/repaymentCalc') return ok(buildRepaymentSchedule(input));
  return json(404, { code: 404, message: '없어요.', data: { errorCode: 'NOT_FOUND' } });
}

const MARKET_RATES = {
  marketRateDate: '2026-02-19',
  marketRatesStale: true,
  ageDays: 278,
  baseRate: 2.5,
  cofixNewBalance: 2.48,
  financeBond6M: 2.6,
  financeBond24M: 2.72,
  creditLoanRate: 4.95,
  depositRate: 2.6,
  sources: ['은행연합회 COFIX 공시 2026-02-19'],
  estimatedFields: ['depositRate'],
};

const MORTGAGE: DsrLoanEntry = {
  loanType: 'MORTGAGE',
  principal: 300_000_000,
  interestRatePercentage: 4.25,
  term: 360,
  gracePeriod: 12,
  repaymentType: 'AMORTIZING',
  maturityPaymentAmount: 300_000_000,
  interestRateType: 'MIXED',
  isMetroArea: true,
};
const CREDIT: DsrLoanEntry = {
  loanType: 'PERSONAL_LOAN',
  principal: 30_000_000,
  interestRatePercentage: 6,
  term: 12,
  gracePeriod: 0,
  repaymentType: 'BULLET',
  maturityPaymentAmount: 30_000_000,
  interestRateType: 'VARIABLE',
  isMetroArea: false,
};

/** The server refusing the second loan of the list, as it does when its grace period is not shorter than its term. */
const refuseSecondLoansGrace = () =>
  json(400, {
    code: 400,
    message: '거치기간은 대출기간보다 짧아야 해요.',
    data: {
      errorCode: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'loans.1.gracePeriod', message: '거치기간은 대출기간보다 짧아야 해요.' }],
    },
  });

function renderCalculator(entry: { pathname?: string; search?: string; state?: unknown } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [{ pathname: '/calculator', ...entry }] });
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

// The first visit loads the page's lazy chunk, which can take a while on a busy machine.
const openTab = async () => screen.findByRole('tab', { selected: true }, { timeout: 5_000 });
/** Waits for the tab a tap or key opened: a panel's code loads the first time its tab opens. */
const expectOpenTab = (label: string) =>
  waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe(label), { timeout: 5_000 });
const panel = () => screen.getByRole('tabpanel');
const field = (name: string) =>
  within(panel()).getByLabelText<HTMLInputElement>(name, { selector: 'input[type="text"]' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const calculate = () => fireEvent.click(within(panel()).getByRole('button', { name: '계산하기' }));

beforeEach(() => {
  window.sessionStorage.clear();
  useAppStore.setState(createInitialAppState());
  calls = [];
  overrides = {};
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    // The reference-rate note asks once per visit; the calculations are what these tests count.
    if (path.endsWith('/api/v1/marketRates')) return ok(MARKET_RATES);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    return answer(path, body);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// First in the file: in jsdom, once the page's code is loaded by an earlier test, the effect that takes in the
// handed-over loan can wait seconds for React to flush it (the app in a browser does not: e2e/calculator covers
// the same hand-over). Running these while the code is still cold keeps them from timing out.
describe('DSR 대출 목록', { timeout: 15_000 }, () => {
  it('추가 화면이 넘겨준 대출을 목록에 한 번만 넣어요 (개발 모드의 이중 실행에도)', async () => {
    renderCalculator({ state: { calculator: 'DSR', loan: MORTGAGE } });
    await openTab();
    // The loan's check loads with the contract's code, which can take a while on a busy machine.
    await waitFor(() => expect(useAppStore.getState().dsrLoans).toEqual([MORTGAGE]), { timeout: 5_000 });
    const item = await within(panel()).findByRole('listitem', {}, { timeout: 5_000 });
    expect(item.textContent).toContain('주택담보대출');
    expect(item.textContent).toContain('3억원');
    expect(item.textContent).toContain('30년 · 연 4.25% · 원리금균등 · 수도권 · 혼합형');
  });

  it('editIndex 가 있으면 그 자리의 대출을 바꿔요', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT] });
    renderCalculator({ state: { calculator: 'DSR', loan: { ...CREDIT, principal: 50_000_000 }, editIndex: 1 } });
    await openTab();
    await waitFor(
      () => expect(useAppStore.getState().dsrLoans).toEqual([MORTGAGE, { ...CREDIT, principal: 50_000_000 }]),
      { timeout: 5_000 },
    );
  });

  it('삭제를 누르면 그 대출이 빠져요', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT] });
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    fireEvent.click(await within(panel()).findByRole('button', { name: '1번째 대출 삭제' }, { timeout: 5_000 }));
    expect(useAppStore.getState().dsrLoans).toEqual([CREDIT]);
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("수정을 누르면 그 대출로 채워진 'DSR 대출 수정' 화면이 열려요", async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT] });
    const router = renderCalculator({ search: '?tab=DSR' });
    await openTab();
    fireEvent.click(await within(panel()).findByRole('button', { name: '2번째 대출 수정' }, { timeout: 5_000 }));
    await screen.findByRole('heading', { level: 1, name: 'DSR 대출 수정' });
    expect(router.state.location.state).toEqual({ editIndex: 1, loan: CREDIT });
    expect(screen.getByLabelText<HTMLInputElement>('대출금액', { selector: 'input' }).value).toBe('3000');
  });

  it("'대출 추가' 는 대출 추가 화면으로 가요", async () => {
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    expect(
      (await within(panel()).findByRole('link', { name: '대출 추가' }, { timeout: 5_000 })).getAttribute('href'),
    ).toBe('/calculator/dsrLoanAddPage');
  });
});

describe('참고 시장 금리 (issue 13)', { timeout: 15_000 }, () => {
  it('기준금리와 COFIX 를 공시일과 함께 보여주고, 45일이 지났으면 그렇다고 말해요', async () => {
    renderCalculator();
    await openTab();
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      '참고 시장 금리: 기준금리 연 2.50%, 신 잔액기준 COFIX 연 2.48%. 시장 금리는 2026년 2월 19일에 공시된 값이에요(278일 전). 지금 은행 금리와 다를 수 있어요.',
    );
  });
});

describe('계산기 탭 고르기', { timeout: 15_000 }, () => {
  it('처음에는 LTV 탭이 열려요', async () => {
    renderCalculator();
    expect((await openTab()).textContent).toBe('LTV');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['LTV', 'DTI', 'DSR', '원리금']);
  });

  it('navigation state 의 calculator=DSR 로 DSR 탭이 열리고, 주소에 ?tab=DSR 이 남아요', async () => {
    const router = renderCalculator({ state: { calculator: 'DSR' } });
    expect((await openTab()).textContent).toBe('DSR');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=DSR'), { timeout: 5_000 });
    expect(router.state.location.state).toBeNull();
    expect((await openTab()).textContent).toBe('DSR');
  });

  it.each([
    ['LTV', 'LTV'],
    ['DTI', 'DTI'],
    ['REPAYMENT', '원리금'],
  ])('navigation state calculator=%s 는 %s 탭을 열어요', async (calculator, label) => {
    renderCalculator({ state: { calculator } });
    expect((await openTab()).textContent).toBe(label);
  });

  it('새로고침해도 ?tab= 의 탭이 다시 열려요', async () => {
    renderCalculator({ search: '?tab=REPAYMENT' });
    expect((await openTab()).textContent).toBe('원리금');
  });

  it('모르는 값은 무시하고 LTV 를 열어요', async () => {
    renderCalculator({ search: '?tab=dsr', state: { calculator: 'nope' } });
    expect((await openTab()).textContent).toBe('LTV');
  });

  it('탭을 누르면 그 탭이 열리고 주소의 ?tab= 이 바뀌어요', async () => {
    const router = renderCalculator();
    await openTab();
    fireEvent.click(screen.getByRole('tab', { name: 'DTI' }));
    await expectOpenTab('DTI');
    expect(router.state.location.search).toBe('?tab=DTI');
  });

  it('화살표 키로 옆 탭으로 옮겨가요', async () => {
    renderCalculator();
    const ltv = await openTab();
    fireEvent.keyDown(ltv, { key: 'ArrowLeft' });
    await expectOpenTab('원리금');
    expect(document.activeElement?.textContent).toBe('원리금');
  });
});

describe('계산과 결과', { timeout: 15_000 }, () => {
  it('LTV: 만원으로 받은 집값을 원으로 보내고, 비율·기준일·적용 규정을 보여줘요', async () => {
    renderCalculator();
    await openTab();
    type('주택가격', '200000');
    expect(within(panel()).getByText('20억원')).toBeTruthy();
    calculate();
    const result = await within(panel()).findByRole('region', { name: 'LTV 계산 결과' });
    expect(calls.at(-1)).toEqual({
      path: '/api/v1/ltvCalc',
      body: {
        loanPurpose: 'HOME_PURCHASE',
        collateralValue: 2_000_000_000,
        regionType: 'REGULATED_AREA',
        houseOwnershipType: 'NO_HOUSE',
      },
    });
    const expected = calculateLtv({
      loanPurpose: 'HOME_PURCHASE',
      collateralValue: 2_000_000_000,
      regionType: 'REGULATED_AREA',
      houseOwnershipType: 'NO_HOUSE',
      policyDate: POLICY_DATE,
    });
    expect(result.textContent).toContain(`LTV${expected.ltvPercent}%`);
    expect(result.textContent).toContain('2025년 10월 16일 기준');
    for (const rule of expected.appliedRules) expect(result.textContent).toContain(rule);
  });

  it('서버의 fieldErrors 는 그 칸 아래에 한국어로 보여요', async () => {
    overrides['/api/v1/ltvCalc'] = () =>
      json(400, {
        code: 400,
        message: '주택가격을 다시 확인해주세요.',
        data: {
          errorCode: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'collateralValue', message: '주택가격을 다시 확인해주세요.' }],
        },
      });
    renderCalculator();
    await openTab();
    type('주택가격', '100');
    calculate();
    await waitFor(() => expect(field('주택가격').getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel()).getByText('주택가격을 다시 확인해주세요.')).toBeTruthy();
    type('주택가격', '1000');
    expect(field('주택가격').getAttribute('aria-invalid')).toBeNull();
  });

  it('LTV: 주택가격 0 은 0원 결과 대신 빈 칸처럼 주택가격을 물어요 (issue 26)', async () => {
    renderCalculator();
    await openTab();
    type('주택가격', '0');
    calculate();
    expect(await within(panel()).findByText('주택가격을 입력해주세요.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('주택가격')));
    expect(within(panel()).queryByRole('region', { name: 'LTV 계산 결과' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('DTI: 빈 칸은 보내기 전에 계약의 한국어 문구로 막아요', async () => {
    renderCalculator({ search: '?tab=DTI' });
    await openTab();
    calculate();
    expect(await within(panel()).findByText('연소득을 입력해주세요.')).toBeTruthy();
    expect(within(panel()).getByText('대출금액을 입력해주세요.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('막힌 계산은 첫 번째로 막힌 칸에 초점을 옮겨요: 빈 칸부터, 고치면 다음 칸으로 (네 계산기가 한 틀을 써요)', async () => {
    renderCalculator({ search: '?tab=DTI' });
    await openTab();
    calculate();
    await waitFor(() => expect(document.activeElement).toBe(field('연소득')));
    type('연소득', '6000');
    type('대출금액', '30000');
    calculate();
    await waitFor(() => expect(document.activeElement).toBe(field('대출 이자율')));
    expect(calls).toEqual([]);
  });

  it('고르지 않은 선택지로 막히면 그 질문의 선택지에 초점이 가요 (LTV)', async () => {
    renderCalculator();
    await openTab();
    type('주택가격', '50000');
    // 생활안정자금 has other ownership types, so the chosen 무주택 is dropped and the question is unanswered.
    fireEvent.click(within(panel()).getByRole('radio', { name: '생활안정자금' }));
    calculate();
    const ownership = await within(panel()).findByRole('group', { name: '주택 보유' });
    await waitFor(() => expect(ownership.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.getAttribute('type')).toBe('radio');
  });

  it('서버가 대출 하나를 막으면 그 대출의 수정 버튼에 초점이 가요 (DSR)', async () => {
    overrides['/api/v1/dsrCalc'] = refuseSecondLoansGrace;
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    calculate();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: /2번째 대출 수정/ })),
    );
  });

  it('DTI: 년 단위 기간은 × 12 개월로 보내고, 비율과 지역별 한도를 보여줘요', async () => {
    renderCalculator({ search: '?tab=DTI' });
    await openTab();
    type('연소득', '6000');
    type('대출금액', '30000');
    type('대출 이자율', '4.5');
    type('대출 기간', '30');
    calculate();
    const result = await within(panel()).findByRole('region', { name: 'DTI 계산 결과' });
    expect(calls.at(-1)?.body).toMatchObject({
      annualIncome: 60_000_000,
      loanAmount: 300_000_000,
      interestRate: 4.5,
      loanTerm: 360,
    });
    expect(result.textContent).toMatch(/DTI\d+(\.\d+)?%/);
    expect(result.textContent).toContain('규제지역');
  });

  it('DSR: 목록의 대출과 연소득으로 계산해 게이지, 대출별 원리금과 스트레스 가산, 추가 주담대 한도를 보여줘요', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    expect(field('연소득').value).toBe('8000');
    calculate();
    const result = await within(panel()).findByRole('region', { name: 'DSR 계산 결과' });
    expect(calls.at(-1)).toEqual({
      path: '/api/v1/dsrCalc',
      body: { annualIncome: 80_000_000, loans: [MORTGAGE, CREDIT], lenderType: 'BANK' },
    });
    const expected = calculateDsr({ annualIncome: 80_000_000, loans: [MORTGAGE, CREDIT], policyDate: POLICY_DATE });
    const meter = within(result).getByRole('meter', { name: 'DSR' });
    expect(meter.getAttribute('aria-valuetext')).toBe(`${expected.dsrPercent}%, 한도 40%`);
    expect(result.textContent).toContain(expected.withinLimit ? '한도 안이에요' : '한도를 넘어요');
    const lines = within(result).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.textContent).toContain('스트레스 가산금리');
    expect(result.textContent).toContain('더 받을 수 있는 주택담보대출');
  });

  it('DSR: 2금융권을 고르면 50% 한도로 계산해요', async () => {
    useAppStore.setState({ dsrLoans: [CREDIT], annualIncome: 50_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    fireEvent.click(within(panel()).getByLabelText('2금융권 (한도 50%)'));
    calculate();
    const result = await within(panel()).findByRole('region', { name: 'DSR 계산 결과' });
    expect(calls.at(-1)?.body).toMatchObject({ lenderType: 'NON_BANK' });
    expect(within(result).getByRole('meter').getAttribute('aria-valuetext')).toContain('한도 50%');
  });

  it('DSR: 수도권 전세대출이 있을 때만 집이 몇 채인지 묻고, 무주택이면 그 전세대출은 DSR에 들어가지 않아요 (issue 29)', async () => {
    // FSC 2025-10-15 「주택시장 안정화 대책」, 2025-10-29 시행: 수도권·규제지역 1주택자 전세대출 이자만 DSR에 반영.
    overrides['/api/v1/dsrCalc'] = (body) => ok(calculateDsr({ ...body, policyDate: '2026-11-26' } as never));
    const jeonse: DsrLoanEntry = {
      ...CREDIT,
      loanType: 'JEONSE_LOAN',
      principal: 200_000_000,
      interestRatePercentage: 4,
      term: 24,
      isMetroArea: true,
    };
    useAppStore.setState({ dsrLoans: [CREDIT], annualIncome: 50_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    const question = { name: '집을 몇 채 가지고 있나요?' };
    expect(within(panel()).queryByRole('group', question)).toBeNull();
    act(() => useAppStore.setState({ dsrLoans: [jeonse] }));
    const asked = await within(panel()).findByRole('group', question);
    calculate();
    await waitFor(() => expect(asked.textContent).toContain('집을 몇 채 가지고 있는지 선택해주세요.'));
    expect(calls.filter((call) => call.path === '/api/v1/dsrCalc')).toHaveLength(0);
    fireEvent.click(within(asked).getByLabelText('무주택'));
    calculate();
    const result = await within(panel()).findByRole('region', { name: 'DSR 계산 결과' });
    expect(calls.at(-1)?.body).toMatchObject({ houseOwnership: 'NO_HOUSE' });
    expect(within(result).getByRole('meter').getAttribute('aria-valuetext')).toBe('0%, 한도 40%');
    expect(result.textContent).toContain('이 대출은 DSR에 들어가지 않아요');
    expect(result.textContent).toContain('무주택자의 전세대출은 DSR에 들어가지 않아요');
  });

  it('DSR: 증액 없이 연장한 전세대출은 집이 몇 채인지 묻지 않고, 목록이 답을 보여주며, 보낸 답대로 0 %예요 (issue 47 #6)', async () => {
    // 「대출수요 관리 방안 FAQ」 2025.10 §5-4: 증액 없는 연장은 DSR 미적용; 2025-10-29부터 새로 받은 대출만 반영.
    overrides['/api/v1/dsrCalc'] = (body) => ok(calculateDsr({ ...body, policyDate: '2026-11-26' } as never));
    const jeonse: DsrLoanEntry = {
      ...CREDIT,
      loanType: 'JEONSE_LOAN',
      principal: 200_000_000,
      interestRatePercentage: 4,
      term: 24,
      isMetroArea: true,
    };
    const extended = { ...jeonse, isPolicyLoan: false, extendedWithoutIncrease: true };
    const fresh = { ...jeonse, isPolicyLoan: false, loanDate: '2025-11-01', leaseSignedDate: '2025-10-30' };
    useAppStore.setState({ dsrLoans: [extended], annualIncome: 50_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    const question = { name: '집을 몇 채 가지고 있나요?' };
    expect(within(panel()).queryByRole('group', question)).toBeNull();
    expect(panel().textContent).toContain('증액 없이 연장');
    calculate();
    const result = await within(panel()).findByRole('region', { name: 'DSR 계산 결과' });
    expect(calls.at(-1)?.body).toMatchObject({ loans: [{ extendedWithoutIncrease: true }] });
    expect(within(result).getByRole('meter').getAttribute('aria-valuetext')).toBe('0%, 한도 40%');
    expect(result.textContent).toContain('같은 집에서 증액 없이 연장한 전세대출은 DSR에 들어가지 않아요');

    act(() => useAppStore.setState({ dsrLoans: [fresh] }));
    expect(await within(panel()).findByRole('group', question)).toBeTruthy();
    expect(panel().textContent).toContain('2025-11-01 대출');
  });

  it('DSR: 대출 하나에 대한 서버 오류는 그 대출 아래에 보여요', async () => {
    overrides['/api/v1/dsrCalc'] = refuseSecondLoansGrace;
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await openTab();
    calculate();
    const items = await within(panel()).findAllByRole('listitem');
    await waitFor(() => expect(items[1]?.textContent).toContain('2번째 대출: 거치기간은 대출기간보다 짧아야 해요.'));
    expect(items[0]?.textContent).not.toContain('거치기간');
  });

  it('원리금: 합계, 연도별 원금·이자 그래프와 해마다 접히는 상환 일정을 보여줘요', async () => {
    renderCalculator({ search: '?tab=REPAYMENT' });
    await openTab();
    type('대출금액', '10000');
    type('대출 이자율', '4');
    type('대출 기간', '3');
    calculate();
    const result = await within(panel()).findByRole('region', { name: '원리금 계산 결과' });
    expect(calls.at(-1)?.body).toMatchObject({
      principal: 100_000_000,
      interestRatePercentage: 4,
      term: 36,
      gracePeriod: 0,
    });
    const expected = buildRepaymentSchedule({
      principal: 100_000_000,
      interestRatePercentage: 4,
      term: 36,
      repaymentType: 'AMORTIZING',
    });
    // The headline is rounded to 만원, the exact won right under it (issue 50).
    expect(result.textContent).toContain(
      `총 상환액${formatWonRounded(expected.totalPayment)}정확히 ${formatWon(expected.totalPayment)}`,
    );
    expect(result.textContent).toContain(`총 이자${formatWon(expected.totalInterest)}`);
    expect(within(result).getByRole('img', { name: /기간별 원금과 이자/ })).toBeTruthy();
    expect(result.querySelectorAll('[data-bar]')).toHaveLength(3);
    const years = result.querySelectorAll('details');
    expect(years).toHaveLength(3);
    expect(years[0]?.open).toBe(true);
    expect(within(years[0] as HTMLElement).getAllByRole('row')).toHaveLength(13);
    expect(years[1]?.querySelector('table')).toBeNull();
    act(() => {
      (years[1] as HTMLDetailsElement).open = true;
      years[1]?.dispatchEvent(new Event('toggle'));
    });
    await waitFor(() => expect(years[1]?.querySelectorAll('tbody tr')).toHaveLength(12));
  });
});

describe('DSR 결과는 대출 목록을 따라가요 (issue 26)', { timeout: 15_000 }, () => {
  const dsrCalls = () => calls.filter((call) => call.path === '/api/v1/dsrCalc');
  const findResult = () => within(panel()).findByRole('region', { name: 'DSR 계산 결과' }, { timeout: 5_000 });
  const queryResult = () => within(panel()).queryByRole('region', { name: 'DSR 계산 결과' });
  const gaugeText = (result: HTMLElement) => within(result).getByRole('meter').getAttribute('aria-valuetext');
  const expectedGauge = (loans: DsrLoanEntry[], lenderType: 'BANK' | 'NON_BANK' = 'BANK') => {
    const expected = calculateDsr({ annualIncome: 80_000_000, loans, lenderType, policyDate: POLICY_DATE });
    return `${expected.dsrPercent}%, 한도 ${expected.limitPercent}%`;
  };

  /** Waits for the DSR form itself: the panel's code may still be on its way when the tab is already selected. */
  async function openDsrPanel() {
    await openTab();
    await within(panel()).findByRole('button', { name: '계산하기' }, { timeout: 5_000 });
  }
  /** Lets a computation that would start by itself have its chance. */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

  /** Computes by the button, as a person does, and waits for the result. */
  async function computeByHand(lender?: string) {
    await openDsrPanel();
    if (lender) fireEvent.click(within(panel()).getByLabelText(lender));
    calculate();
    return findResult();
  }

  it('새로고침하면 지난 결과를 남은 목록·연소득·금융회사로 다시 계산해 보여주고, 포커스는 옮기지 않아요', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await computeByHand('2금융권 (한도 50%)');

    // A reload: the page starts over from what this tab kept (the store's inputs and the kept result).
    cleanup();
    calls = [];
    renderCalculator({ search: '?tab=DSR' });
    const result = await findResult();
    expect(gaugeText(result)).toBe(expectedGauge([MORTGAGE, CREDIT], 'NON_BANK'));
    expect(dsrCalls().map((call) => call.body)).toEqual([
      { annualIncome: 80_000_000, loans: [MORTGAGE, CREDIT], lenderType: 'NON_BANK' },
    ]);
    expect(within(panel()).getByLabelText<HTMLInputElement>('2금융권 (한도 50%)').checked).toBe(true);
    // Nobody asked for it just now: it waits in its place.
    expect(document.activeElement).not.toBe(within(result).getByRole('heading', { name: 'DSR 계산 결과' }));
  });

  it('결과가 없었으면 새로고침해도 계산하지 않아요', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await openDsrPanel();
    await settle();
    expect(queryResult()).toBeNull();
    expect(dsrCalls()).toEqual([]);
  });

  it('결과가 보이는 동안 대출을 수정하면 고친 목록으로 다시 계산해요 (옛 목록으로는 묻지 않아요)', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    const before = gaugeText(await computeByHand());
    calls = [];

    fireEvent.click(within(panel()).getByRole('button', { name: '1번째 대출 수정' }));
    await screen.findByRole('heading', { level: 1, name: 'DSR 대출 수정' });
    const rate = screen.getByLabelText<HTMLInputElement>('대출 이자율', { selector: 'input[type="text"]' });
    fireEvent.change(rate, { target: { value: '6.5' } });
    fireEvent.click(screen.getByRole('button', { name: '수정하기' }));

    const edited = { ...MORTGAGE, interestRatePercentage: 6.5 };
    await waitFor(() => expect(useAppStore.getState().dsrLoans).toEqual([edited, CREDIT]), { timeout: 5_000 });
    const result = await findResult();
    await waitFor(() => expect(gaugeText(result)).toBe(expectedGauge([edited, CREDIT])));
    expect(gaugeText(result)).not.toBe(before);
    expect(dsrCalls().map((call) => call.body)).toEqual([
      { annualIncome: 80_000_000, loans: [edited, CREDIT], lenderType: 'BANK' },
    ]);
  });

  it('결과가 보이는 동안 대출을 지우거나 더하면 바로 다시 계산해요', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await computeByHand();

    fireEvent.click(within(panel()).getByRole('button', { name: '2번째 대출 삭제' }));
    await waitFor(() => expect(dsrCalls().at(-1)?.body).toMatchObject({ loans: [MORTGAGE] }));
    let result = await findResult();
    await waitFor(() => expect(within(result).getAllByRole('listitem')).toHaveLength(1));
    expect(gaugeText(result)).toBe(expectedGauge([MORTGAGE]));

    act(() => useAppStore.getState().addDsrLoan(CREDIT));
    await waitFor(() => expect(dsrCalls().at(-1)?.body).toMatchObject({ loans: [MORTGAGE, CREDIT] }));
    result = await findResult();
    await waitFor(() => expect(gaugeText(result)).toBe(expectedGauge([MORTGAGE, CREDIT])));
  });

  it('연소득이나 금융회사를 바꾸면 결과를 내리고, 다시 계산하기 전에는 목록이 바뀌어도 계산하지 않아요', async () => {
    useAppStore.setState({ dsrLoans: [MORTGAGE, CREDIT], annualIncome: 80_000_000 });
    renderCalculator({ search: '?tab=DSR' });
    await computeByHand();
    type('연소득', '9000');
    await waitFor(() => expect(queryResult()).toBeNull());
    const callsBefore = dsrCalls().length;
    fireEvent.click(within(panel()).getByRole('button', { name: '2번째 대출 삭제' }));
    await settle();
    expect(dsrCalls()).toHaveLength(callsBefore);
    expect(queryResult()).toBeNull();

    // …nor after a reload.
    cleanup();
    renderCalculator({ search: '?tab=DSR' });
    await openDsrPanel();
    await settle();
    expect(dsrCalls()).toHaveLength(callsBefore);

    await computeByHand();
    fireEvent.click(within(panel()).getByLabelText('2금융권 (한도 50%)'));
    await waitFor(() => expect(queryResult()).toBeNull());
  });
});
