import type { ContractChecklist } from '@jipsa/contracts';
import { contractSchedule } from '@jipsa/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_NAMES, deleteCookie, writeCookie } from '../../../shared/lib/cookies.ts';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { fixtureReport, REPORT_ID } from '../../../testing/report-fixture.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };
const BASE = `/api/v1/loanAdvice/${REPORT_ID}/checklist`;
const dates = { contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' };

// The server's part played by the domain itself: the steps of the dates, with the ticks kept here.
let stored: {
  dates: typeof dates | null;
  done: Set<string>;
  kept?: Pick<ContractChecklist, 'depositTroubleDeadlines'>;
};
let refuseTicks = false;
const checklist = (): ContractChecklist => ({ ...datedChecklist(), ...stored.kept });
const datedChecklist = (): ContractChecklist =>
  stored.dates
    ? {
        dates: stored.dates,
        steps: contractSchedule(stored.dates, '2026-11-26').map((step) => ({
          ...step,
          done: stored.done.has(step.code),
        })),
        updatedAt: '2026-11-26T00:00:00.000Z',
      }
    : { dates: null, steps: [], updatedAt: null };

function respond(request: RecordedRequest): TestResponse {
  if (request.method === 'GET' && request.url === `/api/v1/loanAdvice/${REPORT_ID}`) return ok(fixtureReport);
  if (request.method === 'GET' && request.url === BASE) return ok(checklist());
  if (request.method === 'PUT' && request.url === BASE) {
    stored.dates = JSON.parse(request.body);
    return ok(checklist());
  }
  const tick = /\/steps\/(\w+)$/.exec(request.url);
  if (request.method === 'PUT' && tick?.[1]) {
    if (refuseTicks) return { ...fail(500, 'INTERNAL', '오류가 발생했어요.'), delayMs: 300 };
    const { done } = JSON.parse(request.body) as { done: boolean };
    if (done) stored.done.add(tick[1]);
    else stored.done.delete(tick[1]);
    return ok(checklist());
  }
  return fail(404, 'NOT_FOUND', '찾을 수 없어요.');
}

const section = () => screen.getByRole('region', { name: '계약 체크리스트' });
const openSection = async () => {
  renderApp(`/report/${REPORT_ID}`);
  await screen.findByRole('region', { name: '계약 체크리스트' }, SLOW);
  return section();
};
const fill = (region: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(region).getByLabelText(label), { target: { value } });

beforeEach(() => {
  stored = { dates: null, done: new Set() };
  refuseTicks = false;
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

describe('보고서의 계약 체크리스트', { timeout: 20_000 }, () => {
  it('날짜가 없으면 안내하고, 세 날짜를 넣으면 날짜별 단계와 이유·근거, 캘린더 받기가 나와요', async () => {
    const region = await openSection();
    expect(await within(region).findByText('아직 날짜가 없어요. 세 날짜를 넣으면 체크리스트가 생겨요.')).toBeTruthy();
    fill(region, '계약일', dates.contractDate);
    fill(region, '잔금일·입주일', dates.balanceDate);
    fill(region, '계약 만기', dates.leaseEndDate);
    fireEvent.click(within(region).getByRole('button', { name: '체크리스트 만들기' }));

    const hug = await within(region).findByRole('checkbox', { name: 'HUG 전세보증금반환보증 가입 마감' }, SLOW);
    expect((hug as HTMLInputElement).checked).toBe(false);
    const put = server.requests.find((request) => request.method === 'PUT' && request.url === BASE);
    expect(JSON.parse(put?.body ?? '{}')).toEqual(dates);
    expect(put?.headers.accesstoken).toBe('guest-jwt');
    const item = hug.closest('li') as HTMLElement;
    // Days as people say them, with the weekday (issue 50): not '2027-03-01 ~ 2028-02-28'.
    expect(within(item).getByText('2027년 3월 1일 (월) ~ 2028년 2월 28일 (월)')).toBeTruthy();
    expect(within(region).getByText(`0/${contractSchedule(dates, '2026-11-26').length} 완료`)).toBeTruthy();
    fireEvent.click(hug);
    expect(within(region).getByText(`1/${contractSchedule(dates, '2026-11-26').length} 완료`)).toBeTruthy();
    expect(within(item).getByText(/계약기간의 절반이 지나기 전까지/)).toBeTruthy();
    expect(within(item).getByText(/khug\.or\.kr/)).toBeTruthy();
    expect(within(region).getAllByRole('checkbox')).toHaveLength(contractSchedule(dates, '2026-11-26').length);
    expect(within(region).getByRole('button', { name: '.ics 캘린더로 받기' })).toBeTruthy();
  });

  it('만기 계획과, 보증금을 못 돌려받을 때 할 일로 가는 작은 링크가 있어요 (issue 48, 49)', async () => {
    const region = await openSection();
    expect(
      within(region)
        .getByRole('link', { name: /만기가 다가오면/ })
        .getAttribute('href'),
    ).toBe(`/renewal?report=${REPORT_ID}`);
    expect(
      within(region).getByRole('link', { name: '보증금을 못 돌려받고 있다면: 지금 할 일 보기' }).getAttribute('href'),
    ).toBe(`/deposit-trouble?report=${REPORT_ID}`);
  });

  it('보고서에 저장한 보증금 문제 계획의 다가올 날짜가 날짜 없는 체크리스트에도 나오고 .ics로 받을 수 있어요 (issue 49)', async () => {
    const deadline = { source: '주택임대차보호법 제3조의3 [S]', certainty: 'S' as const };
    stored.kept = {
      depositTroubleDeadlines: [
        { ...deadline, code: 'LEASE_ENDED', date: '2026-10-31', title: '계약 만기', detail: '지난 날', passed: true },
        {
          ...deadline,
          code: 'GUARANTEE_CLAIM_FROM',
          date: '2026-12-01',
          title: 'HUG 보증이행 청구 시작',
          detail: '만기 뒤 1개월이 지나면 청구할 수 있어요.',
          passed: false,
        },
      ],
    };
    const region = await openSection();
    const list = await within(region).findByRole('heading', { name: '저장한 보증금 문제 계획의 날짜' }, SLOW);
    const items = within(list.parentElement as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('HUG 보증이행 청구 시작')]);
    // The rule book's mark reads as words (issue 50 #4).
    expect(items[0]?.textContent).toContain('주택임대차보호법 제3조의3 (2차 자료)');
    expect(within(region).getByRole('button', { name: '.ics 캘린더로 받기' })).toBeTruthy();
  });

  it('계약할 때 세입자의 권리(집주인의 정보 제시, 동의 없는 미납 세금 열람)가 날짜와 함께 나와요', async () => {
    stored.dates = dates;
    const region = await openSection();
    const tax = await within(region).findByRole('checkbox', { name: '집주인 체납 세금 확인하기' }, SLOW);
    const item = tax.closest('li') as HTMLElement;
    expect(within(item).getByText(/납세증명서를 보여주거나/)).toBeTruthy();
    expect(within(item).getByText(/동의 없이/)).toBeTruthy();
    expect(within(item).getByText(/1천만원을 넘을 때/)).toBeTruthy();
    expect(within(region).getByRole('checkbox', { name: '먼저 들어온 세입자의 확정일자 현황 보기' })).toBeTruthy();
  });

  it('날짜 순서가 틀리면 보내지 않고 그 칸 아래에 한국어로 알려줘요', async () => {
    const region = await openSection();
    await within(region).findByText(/아직 날짜가 없어요/);
    fireEvent.click(within(region).getByRole('button', { name: '체크리스트 만들기' }));
    expect(within(region).getByText('계약일을 입력해주세요.')).toBeTruthy();
    fill(region, '계약일', '2027-03-02');
    fill(region, '잔금일·입주일', '2027-03-01');
    fill(region, '계약 만기', '2029-02-28');
    fireEvent.click(within(region).getByRole('button', { name: '체크리스트 만들기' }));
    const message = within(region).getByText('잔금일·입주일은 계약일과 같거나 그 뒤여야 해요.');
    const input = within(region).getByLabelText('잔금일·입주일');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('체크하면 바로 표시되고 서버에 저장돼요', async () => {
    stored.dates = dates;
    const region = await openSection();
    const box = (await within(region).findByRole(
      'checkbox',
      { name: '집주인 체납 세금 확인하기' },
      SLOW,
    )) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    await waitFor(() => expect(stored.done.has('TAX_ARREARS')).toBe(true));
    const put = server.requests.find((request) => request.url === `${BASE}/steps/TAX_ARREARS`);
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ done: true });
  });

  it('저장에 실패하면 체크를 되돌리고 한국어로 알려줘요', async () => {
    stored.dates = dates;
    refuseTicks = true;
    const region = await openSection();
    const box = (await within(region).findByRole(
      'checkbox',
      { name: '집주인 체납 세금 확인하기' },
      SLOW,
    )) as HTMLInputElement;
    fireEvent.click(box);
    // Shown at once, before the server has answered (it answers after 300 ms).
    await waitFor(() => expect(box.checked).toBe(true));
    expect(await within(region).findByText('체크를 저장하지 못했어요. 잠시 후 다시 시도해주세요.')).toBeTruthy();
    expect(box.checked).toBe(false);
  });

  it('체크리스트를 불러오지 못하면 다시 불러오기를 보여줘요', async () => {
    server.respondWith((request) =>
      request.url === BASE ? fail(500, 'INTERNAL', '오류가 발생했어요.') : respond(request),
    );
    const region = await openSection();
    expect(await within(region).findByText('체크리스트를 불러오지 못했어요.', {}, SLOW)).toBeTruthy();
    server.respondWith(respond);
    fireEvent.click(within(region).getByRole('button', { name: '다시 불러오기' }));
    expect(await within(region).findByText(/아직 날짜가 없어요/)).toBeTruthy();
  });
});
