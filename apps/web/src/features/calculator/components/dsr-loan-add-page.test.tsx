import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import { createInitialAppState, useAppStore, type DsrLoanEntry } from '../../../shared/store/app-store.ts';
import { stressStageToday } from '../lib/dsr-asked-fields.ts';
import { DsrLoanAddPage } from './dsr-loan-add-page.tsx';

// The calculator's side of the hand-off: what it was given in navigation state.
let received: unknown = undefined;
function CalculatorProbe() {
  received = useLocation().state;
  return <h1>계산기</h1>;
}

function renderAddPage(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/calculator/dsrLoanAddPage', Component: DsrLoanAddPage },
      { path: '/calculator', Component: CalculatorProbe },
    ],
    { initialEntries: [{ pathname: '/calculator/dsrLoanAddPage', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrollSpy: MockInstance<Window['scrollTo']>;

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
  received = undefined;
  scrollSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Label queries instead of role queries: the page is large and role names are slow to compute in jsdom.
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input[type="text"]' });
const radio = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input[type="radio"]' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const choose = (name: string) => fireEvent.click(radio(name));
const submit = () => fireEvent.click(screen.getByRole('button', { name: '추가하기' }));
// The message of the last 추가하기 that stopped, announced on screen (issue 11: no more alert dialogs).
const submitMessage = () => screen.queryByRole('alert')?.textContent ?? null;
const cardOf = (title: string) => screen.getByRole('region', { name: title });

/** A form that passes every check, in years. */
function fillValidLoan() {
  choose('원리금균등');
  type('대출금액', '30000');
  type('총 대출 기간', '30');
  type('대출 거치 기간', '1');
  type('대출 이자율', '4.25');
  choose('수도권');
}

describe('DSR 대출 추가 화면', () => {
  it("제목은 'DSR 대출 추가' 이고, 주택담보대출은 명세의 순서로 만기상환금액을 뺀 카드 여덟 개를 물어요", () => {
    renderAddPage();
    expect(screen.getByRole('heading', { level: 1, name: 'DSR 대출 추가' })).toBeTruthy();
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings()).toEqual([
      '대출 종류',
      '대출 상환방법',
      '대출금액',
      '총 대출 기간',
      '대출 거치 기간',
      '대출 이자율',
      '대상주택 수도권여부',
      // The stage in force today (issue 11): the result names the same one.
      `스트레스 DSR ${stressStageToday()}단계 금리 유형`,
    ]);
    // A 신용대출 paid at maturity needs neither the region nor a grace period.
    choose('신용대출');
    choose('만기일시');
    expect(headings()).not.toContain('대상주택 수도권여부');
    expect(headings()).not.toContain('대출 거치 기간');
  });

  it('카드마다 명세 표의 선택지를 그대로 보여줘요', () => {
    renderAddPage();
    const labels = (title: string) =>
      within(cardOf(title))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(labels('대출 종류')).toEqual([
      '주택담보대출',
      '전세대출',
      '신용대출',
      '기타대출',
      '장기카드대출',
      '기타담보 대출',
      '중도금 및 이주비',
      '오피스텔담보대출',
      '전세보증금담보대출',
      '비주택 부동산 담보 대출',
      '예적금 담보 및 보험계약 대출',
      '유가증권 담보대출',
    ]);
    expect(labels('대출 상환방법')).toEqual(['원리금균등', '원금균등', '만기일시']);
    expect(labels('대상주택 수도권여부')).toEqual(['수도권', '비수도권']);
    expect(labels(`스트레스 DSR ${stressStageToday()}단계 금리 유형`)).toEqual(['변동형', '혼합형', '주기형']);
  });

  it('열리면 맨 위로 스크롤해요', () => {
    renderAddPage();
    expect(scrollSpy).toHaveBeenCalledWith(0, 0);
  });

  it('고른 선택지는 파란 강조(data-checked)를 받아요', () => {
    renderAddPage();
    choose('원금균등');
    expect(radio('원금균등').closest('label')?.hasAttribute('data-checked')).toBe(true);
    expect(radio('원리금균등').closest('label')?.hasAttribute('data-checked')).toBe(false);
  });

  it('금액 칸은 금액을, 기간 칸은 기간을, 이자율 칸은 이자율을 안내하고 (거치는 없으면 0), 모두 최대 30자예요', () => {
    renderAddPage();
    const placeholders = Object.fromEntries(
      ['대출금액', '총 대출 기간', '대출 거치 기간', '대출 이자율'].map((name) => [name, field(name).placeholder]),
    );
    expect(placeholders).toEqual({
      대출금액: '금액을 입력하세요',
      '총 대출 기간': '기간을 입력하세요',
      '대출 거치 기간': '없으면 0',
      '대출 이자율': '연 이자율을 입력하세요',
    });
    for (const name of Object.keys(placeholders)) expect(field(name).maxLength).toBe(30);
  });

  it('취소 아이콘은 대출 없이 DSR 탭으로 돌아가요', async () => {
    const router = renderAddPage();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    await screen.findByRole('heading', { name: '계산기' });
    expect(router.state.location.pathname).toBe('/calculator');
    expect(received).toEqual({ calculator: 'DSR' });
  });
});

describe('DSR 추가하기 검사 순서와 화면의 문구', () => {
  it('명세의 검사를 순서대로 하고, 문구를 화면에 띄운 뒤 그 칸으로 포커스를 옮겨요 (비워 둔 거치 기간은 0 이에요)', () => {
    renderAddPage();
    const steps: [string, () => void, () => Element][] = [
      ['대출 상환방법을 입력해주세요.', () => choose('원리금균등'), () => radio('원리금균등')],
      ['대출금액을 입력해주세요.', () => type('대출금액', '30000'), () => field('대출금액')],
      ['총 대출 기간을 입력해주세요.', () => type('총 대출 기간', '30'), () => field('총 대출 기간')],
      ['대출 이자율을 입력해주세요.', () => type('대출 이자율', '4.25'), () => field('대출 이자율')],
      ['대상주택 수도권여부를 입력해주세요.', () => choose('수도권'), () => radio('수도권')],
    ];
    for (const [message, fix, focused] of steps) {
      submit();
      expect(submitMessage()).toBe(message);
      expect(document.activeElement).toBe(focused());
      fix();
      // Answering the question takes its message away.
      expect(submitMessage()).toBeNull();
    }
    expect(field('대출 거치 기간').value).toBe('');
    submit();
    expect(received).toMatchObject({ loan: { gracePeriod: 0, term: 360 } });
  });

  it('빈 폼의 추가하기는 모든 칸의 빨간 문구와 상환방법 카드의 문구를 보여줘요', () => {
    renderAddPage();
    submit();
    expect(within(cardOf('대출 상환방법')).getByText('대출 상환방법을 입력해주세요.')).toBeTruthy();
    expect(within(cardOf('대출금액')).getByText('금액을 입력해주세요')).toBeTruthy();
    expect(within(cardOf('총 대출 기간')).getByText('기간을 입력해주세요')).toBeTruthy();
    // A blank grace period is none: nothing to ask.
    expect(within(cardOf('대출 거치 기간')).queryByText(/입력해주세요/)).toBeNull();
  });

  it('0 은 입력하지 않은 것으로 봐요 (거치 기간만 빼고)', () => {
    renderAddPage();
    choose('원리금균등');
    type('대출금액', '0');
    submit();
    expect(submitMessage()).toBe('대출금액을 입력해주세요.');
  });

  it('대출 종류와 금리 유형은 검사하지 않아요 (처음부터 골라져 있어요)', async () => {
    renderAddPage();
    fillValidLoan();
    submit();
    await screen.findByRole('heading', { name: '계산기' });
    expect(received).toMatchObject({ loan: { loanType: 'MORTGAGE', interestRateType: 'VARIABLE' } });
  });

  it('거치 없는 신용대출 만기일시는 수도권을 묻지 않고 비수도권·거치 0 으로 넘겨요', async () => {
    renderAddPage();
    choose('신용대출');
    choose('만기일시');
    type('대출금액', '5000');
    type('총 대출 기간', '1');
    type('대출 이자율', '5.5');
    submit();
    await screen.findByRole('heading', { name: '계산기' });
    expect(received).toMatchObject({
      loan: { loanType: 'PERSONAL_LOAN', repaymentType: 'BULLET', gracePeriod: 0, isMetroArea: false, term: 12 },
    });
  });

  it('한도를 넘는 값은 그 칸의 빨간 문구로 알리고 넘기지 않아요', () => {
    renderAddPage();
    fillValidLoan();
    type('대출 이자율', '21');
    submit();
    expect(submitMessage()).toBe('법정 최고금리인 연 20% 이하로 입력해주세요.');
    expect(document.activeElement).toBe(field('대출 이자율'));
  });

  it('거치 기간이 대출 기간보다 짧지 않으면 계약의 문구로 알려요', () => {
    renderAddPage();
    fillValidLoan();
    type('대출 거치 기간', '30');
    submit();
    expect(submitMessage()).toBe('거치기간은 대출기간보다 짧아야 해요.');
    expect(document.activeElement).toBe(field('대출 거치 기간'));
  });
});

describe('DSR 입력칸의 한도 문구 (바뀔 때마다 검사)', () => {
  const messageUnder = (name: string) => {
    const id = field(name)
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  };

  it('건드리기 전에는 아무 문구도 없어요', () => {
    renderAddPage();
    expect(messageUnder('대출금액')).toBeNull();
    expect(screen.queryByText('금액을 입력해주세요')).toBeNull();
  });

  it('대출금액: 0 이면 입력 요청, 10,000,000만원을 넘으면 1,000억원 안내', () => {
    renderAddPage();
    type('대출금액', '0');
    expect(messageUnder('대출금액')).toBe('금액을 입력해주세요');
    type('대출금액', '10000000');
    expect(messageUnder('대출금액')).toBeNull();
    type('대출금액', '10000001');
    expect(messageUnder('대출금액')).toBe('1,000억원 이하로 입력이 가능합니다.');
    expect(field('대출금액').getAttribute('aria-invalid')).toBe('true');
  });

  it('대출 기간은 비었거나 0 이면 입력 요청, 거치 기간은 비어도 0 이라 요청하지 않고, 720 을 넘으면 720 안내', () => {
    renderAddPage();
    type('총 대출 기간', '721');
    expect(messageUnder('총 대출 기간')).toBe('720 이하로 입력이 가능합니다.');
    type('총 대출 기간', '720');
    expect(messageUnder('총 대출 기간')).toBeNull();
    type('총 대출 기간', '0');
    expect(messageUnder('총 대출 기간')).toBe('기간을 입력해주세요');
    type('대출 거치 기간', '0');
    expect(messageUnder('대출 거치 기간')).toBeNull();
    type('대출 거치 기간', '721');
    expect(messageUnder('대출 거치 기간')).toBe('720 이하로 입력이 가능합니다.');
    type('대출 거치 기간', '');
    expect(messageUnder('대출 거치 기간')).toBeNull();
  });

  it('이자율: 비었거나 0 이면 이자율 입력 요청, 법정 최고금리 20 % 를 넘으면 그 한도를 안내', () => {
    renderAddPage();
    type('대출 이자율', '0');
    expect(messageUnder('대출 이자율')).toBe('이자율을 입력해주세요');
    type('대출 이자율', '20.5');
    expect(messageUnder('대출 이자율')).toBe('법정 최고금리인 연 20% 이하로 입력해주세요.');
  });

  it('문구는 빨간색 클래스의 문단으로 보여요', () => {
    renderAddPage();
    type('대출금액', '0');
    const message = screen.getByText('금액을 입력해주세요');
    expect(message.tagName).toBe('P');
    expect(message.className).toMatch(/error/);
  });
});

describe('DSR 키패드', () => {
  const keypadOf = (name: string) => screen.getByRole('group', { name: `${name} 숫자 키패드` });
  const press = (name: string, ...keys: string[]) => {
    for (const key of keys) fireEvent.click(within(keypadOf(name)).getByRole('button', { name: key }));
  };

  it('칸에 포커스가 가면 그 칸의 키패드가 열리고, 칸이 화면 안으로 스크롤돼요', async () => {
    // jsdom has no scrollIntoView; lend it one for this test only.
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderAddPage();
    expect(screen.queryByRole('group', { name: '대출금액 숫자 키패드' })).toBeNull();
    act(() => field('대출금액').focus());
    expect(keypadOf('대출금액')).toBeTruthy();
    await vi.waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(field('대출금액'));
    act(() => field('대출금액').blur());
    expect(screen.queryByRole('group', { name: '대출금액 숫자 키패드' })).toBeNull();
  });

  it("금액 키패드는 1-9, '00', 0, 지우기 키를 가지며 키 높이는 (창 높이 × 0.4 − 207) ÷ 7 을 최소 40px 로 맞춘 값이에요", () => {
    renderAddPage();
    act(() => field('대출금액').focus());
    const keys = within(within(keypadOf('대출금액')).getByRole('group', { name: '숫자 키패드' })).getAllByRole(
      'button',
    );
    expect(keys.map((key) => key.getAttribute('aria-label') ?? key.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '00',
      '0',
      '지우기',
    ]);
    expect(keys[0]?.style.height).toBe(`${Math.max(40, (window.innerHeight * 0.4 - 207) / 7)}px`);
  });

  it("이자율 키패드는 '00' 대신 '·' 을 가져요", () => {
    renderAddPage();
    act(() => field('대출 이자율').focus());
    expect(within(keypadOf('대출 이자율')).getByRole('button', { name: '소수점' }).textContent).toBe('·');
    expect(within(keypadOf('대출 이자율')).queryByRole('button', { name: '00' })).toBeNull();
  });

  it('숫자는 이어 붙고, 00 은 100배, 지우기는 마지막 숫자를 지우며 한글 금액을 함께 보여줘요', () => {
    renderAddPage();
    act(() => field('대출금액').focus());
    press('대출금액', '2', '5', '00');
    expect(field('대출금액').value).toBe('2500');
    press('대출금액', '0');
    expect(field('대출금액').value).toBe('25000');
    expect(within(cardOf('대출금액')).getByText('2억 5,000만원')).toBeTruthy();
    press('대출금액', '지우기');
    expect(field('대출금액').value).toBe('2500');
  });

  it('빈 칸에서 지우기를 누르면 0 이 돼요', () => {
    renderAddPage();
    act(() => field('대출 이자율').focus());
    press('대출 이자율', '지우기');
    expect(field('대출 이자율').value).toBe('0');
  });

  it('이자율 칸은 소수점을 한 번만 받아요', () => {
    renderAddPage();
    act(() => field('대출 이자율').focus());
    press('대출 이자율', '4', '소수점', '2', '소수점', '5');
    expect(field('대출 이자율').value).toBe('4.25');
  });

  it('키보드로 친 글자는 숫자만 받아요', () => {
    renderAddPage();
    type('대출금액', '12a');
    expect(field('대출금액').value).toBe('');
    type('대출금액', '1200');
    expect(field('대출금액').value).toBe('1200');
    expect(field('대출금액').inputMode).toBe('numeric');
    expect(field('대출 이자율').inputMode).toBe('decimal');
  });

  it('배지는 지금 값에 더해요: 대출금액 +100만 +1000만 +1억', () => {
    renderAddPage();
    const badges = within(cardOf('대출금액')).getByRole('group', { name: '대출금액 빠르게 더하기' });
    expect(
      within(badges)
        .getAllByRole('button')
        .map((badge) => badge.textContent),
    ).toEqual(['+100만', '+1000만', '+1억']);
    type('대출금액', '50');
    fireEvent.click(within(badges).getByRole('button', { name: '+1억' }));
    fireEvent.click(within(badges).getByRole('button', { name: '+100만' }));
    expect(field('대출금액').value).toBe('10150');
  });

  it('기간 배지는 년이면 +1 +5 +10, 월이면 +6 +12 +24 예요', () => {
    renderAddPage();
    const badgeTexts = () =>
      within(within(cardOf('총 대출 기간')).getByRole('group', { name: '총 대출 기간 빠르게 더하기' }))
        .getAllByRole('button')
        .map((badge) => badge.textContent);
    expect(badgeTexts()).toEqual(['+1년', '+5년', '+10년']);
    fireEvent.click(within(cardOf('총 대출 기간')).getByRole('button', { name: '월' }));
    expect(badgeTexts()).toEqual(['+6개월', '+12개월', '+24개월']);
  });

  it('키패드와 배지는 99,999,999 에서 멈춰요', () => {
    renderAddPage();
    type('대출금액', '99999000');
    fireEvent.click(within(cardOf('대출금액')).getByRole('button', { name: '+1억' }));
    expect(field('대출금액').value).toBe('99999999');
    act(() => field('대출금액').focus());
    press('대출금액', '9');
    expect(field('대출금액').value).toBe('99999999');
  });
});

describe('년/월 단위와 넘겨주는 대출', () => {
  it('기간 카드 두 개는 하나의 년/월 단위를 함께 써요 (처음은 년)', () => {
    renderAddPage();
    const pressed = (title: string, unit: string) =>
      within(cardOf(title)).getByRole('button', { name: unit }).getAttribute('aria-pressed');
    expect(pressed('총 대출 기간', '년')).toBe('true');
    expect(pressed('대출 거치 기간', '년')).toBe('true');
    fireEvent.click(within(cardOf('대출 거치 기간')).getByRole('button', { name: '월' }));
    expect(pressed('총 대출 기간', '월')).toBe('true');
    expect(useAppStore.getState().periodUnit).toBe('월');
  });

  it('성공하면 DSR 탭으로 대출을 넘겨요: 원금 × 10,000, 만기상환금액 = 원금 (묻지 않아요), 년이면 기간 × 12', async () => {
    renderAddPage();
    fillValidLoan();
    choose('혼합형');
    choose('신용대출');
    expect(screen.queryByLabelText('만기상환금액')).toBeNull();
    submit();
    await screen.findByRole('heading', { name: '계산기' });
    expect(received).toEqual({
      calculator: 'DSR',
      loan: {
        loanType: 'PERSONAL_LOAN',
        principal: 300_000_000,
        interestRatePercentage: 4.25,
        term: 360,
        gracePeriod: 12,
        repaymentType: 'AMORTIZING',
        maturityPaymentAmount: 300_000_000,
        interestRateType: 'MIXED',
        // Not asked for a 신용대출: its stress add-on does not depend on the region.
        isMetroArea: false,
      } satisfies DsrLoanEntry,
    });
  });

  it('월 단위면 기간을 그대로 넘겨요', async () => {
    useAppStore.setState({ periodUnit: '월' });
    renderAddPage();
    fillValidLoan();
    type('총 대출 기간', '30');
    type('대출 거치 기간', '6');
    submit();
    await screen.findByRole('heading', { name: '계산기' });
    expect(received).toMatchObject({ loan: { term: 30, gracePeriod: 6 } });
  });

  it("목록의 대출을 고칠 때는 'DSR 대출 수정' 으로 채워진 채로 열리고, 수정하기는 그 자리(editIndex)를 함께 넘겨요", async () => {
    const loan: DsrLoanEntry = {
      loanType: 'OFFICETEL_MORTGAGE_LOAN',
      principal: 200_000_000,
      interestRatePercentage: 3.9,
      term: 24,
      gracePeriod: 12,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 200_000_000,
      interestRateType: 'PERIODIC',
      isMetroArea: false,
    };
    renderAddPage({ editIndex: 1, loan });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('DSR 대출 수정');
    expect(document.title).toMatch(/^DSR 대출 수정/);
    expect(screen.queryByRole('button', { name: '추가하기' })).toBeNull();
    expect(screen.getByText('목록의 대출을 고치고 있어요. 수정하기를 누르면 이 내용으로 바뀌어요.')).toBeTruthy();
    expect(field('대출금액').value).toBe('20000');
    expect(field('총 대출 기간').value).toBe('2');
    expect(field('대출 거치 기간').value).toBe('1');
    expect(field('대출 이자율').value).toBe('3.9');
    expect(radio('오피스텔담보대출').checked).toBe(true);
    expect(radio('비수도권').checked).toBe(true);
    type('대출 이자율', '4.1');
    fireEvent.click(screen.getByRole('button', { name: '수정하기' }));
    await screen.findByRole('heading', { name: '계산기' });
    expect(received).toEqual({ calculator: 'DSR', editIndex: 1, loan: { ...loan, interestRatePercentage: 4.1 } });
  });

  it('고칠 대출의 기간이 딱 떨어지는 해가 아니면 월 단위로 열어요', () => {
    const loan: DsrLoanEntry = {
      loanType: 'MORTGAGE',
      principal: 100_000_000,
      interestRatePercentage: 4,
      term: 30,
      gracePeriod: 6,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 100_000_000,
      interestRateType: 'VARIABLE',
      isMetroArea: true,
    };
    renderAddPage({ editIndex: 0, loan });
    expect(field('총 대출 기간').value).toBe('30');
    expect(useAppStore.getState().periodUnit).toBe('월');
  });
});

// Issue 47 #6 (「대출수요 관리 방안 FAQ」 2025.10 §5-1·5-4, 경과규정), on today's clock (after 2025-10-29).
describe('수도권 전세대출의 정책대출 여부와 날짜 (issue 47 #6)', () => {
  const POLICY = '버팀목·지자체 협약 전세대출인가요?';
  const START = '언제 받은 대출인가요?';
  const LOAN_DATE = '대출 받은 날 (증액했다면 증액한 날)';
  const LEASE_DATE = '이 집 임대차계약일 (계약금을 낸 날)';
  const date = (name: string, value: string) =>
    fireEvent.change(screen.getByLabelText(name, { selector: 'input[type="date"]' }), { target: { value } });
  const region = (name: string) => screen.queryByRole('region', { name });

  function fillJeonse() {
    choose('전세대출');
    choose('만기일시');
    type('대출금액', '20000');
    type('총 대출 기간', '2');
    type('대출 이자율', '4');
  }

  it('수도권일 때만 묻고, 답을 하나씩 채워야 넘어가며, 새로 받은 대출의 날짜와 임대차계약일을 넘겨요', async () => {
    renderAddPage();
    fillJeonse();
    expect(region(POLICY)).toBeNull();
    choose('비수도권');
    expect(region(POLICY)).toBeNull();
    choose('수도권');
    expect(region(POLICY)).not.toBeNull();
    expect(region(START)).not.toBeNull();
    expect(region(LOAN_DATE)).toBeNull();

    submit();
    expect(submitMessage()).toBe('버팀목이나 은행·지자체 협약 전세대출인지 선택해주세요.');
    choose('아니요');
    submit();
    expect(submitMessage()).toBe('새로 받은 대출인지 증액 없이 연장한 대출인지 선택해주세요.');
    choose('새로 받았어요 (증액 포함)');
    submit();
    expect(submitMessage()).toBe('대출 받은 날을 입력해주세요.');
    date(LOAN_DATE, '2025-10-28');
    // A loan made before 2025-10-29 is outside whatever the lease: the lease's date is not asked.
    expect(region(LEASE_DATE)).toBeNull();
    date(LOAN_DATE, '2025-11-01');
    submit();
    expect(submitMessage()).toBe('임대차계약일을 입력해주세요.');
    date(LEASE_DATE, '2025-10-30');
    submit();
    await screen.findByRole('heading', { name: '계산기' });
    expect(received).toMatchObject({
      loan: {
        loanType: 'JEONSE_LOAN',
        isMetroArea: true,
        isPolicyLoan: false,
        extendedWithoutIncrease: false,
        loanDate: '2025-11-01',
        leaseSignedDate: '2025-10-30',
      },
    });
  });

  it('버팀목이거나 증액 없이 연장한 대출이면 날짜를 묻지 않아요', async () => {
    renderAddPage();
    fillJeonse();
    choose('수도권');
    choose('예');
    expect(region(START)).toBeNull();
    choose('아니요');
    choose('증액 없이 연장했어요');
    expect(region(LOAN_DATE)).toBeNull();
    submit();
    await screen.findByRole('heading', { name: '계산기' });
    expect(received).toMatchObject({ loan: { isPolicyLoan: false, extendedWithoutIncrease: true } });
    expect((received as { loan: object }).loan).not.toHaveProperty('loanDate');
  });
});
