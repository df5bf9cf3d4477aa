import { compareRentOffers, DEFAULT_MARKET_RATE_TABLE, marketRateInForce } from '@jipsa/domain';
import { rentOfferCompareRequestSchema } from '@jipsa/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type RecordedRequest, type TestResponse } from '../../../testing/start-test-server.ts';
import { COMPLETE_LOAN_FORM } from '../lib/loan-form-test-forms.ts';
import { rentOffersSearch } from '../lib/rent-offers-params.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const SLOW = { timeout: 10_000 };
const POLICY_DATE = '2026-11-25';

/** The server's answer, computed by the same domain function the server calls. */
function respond(request: RecordedRequest): TestResponse {
  if (request.url !== '/api/v1/rentOffers/compare') return fail(404, 'NOT_FOUND');
  const parsed = rentOfferCompareRequestSchema.parse(JSON.parse(request.body));
  const marketRates = marketRateInForce(DEFAULT_MARKET_RATE_TABLE, POLICY_DATE)!;
  return ok(compareRentOffers(parsed, { policyDate: POLICY_DATE, marketRates }));
}

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(respond);
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

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input[type="text"]' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('전세·월세 비교', { timeout: 20_000 }, () => {
  it('대출 정보가 없으면 무엇이 빠졌는지 말하고 대출 정보 입력으로 보내요', async () => {
    renderApp('/rent-offers');
    expect(await screen.findByText('비교하려면 대출 정보가 필요해요', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: '대출 정보 입력하기' }).getAttribute('href')).toBe('/loan-info-entry');
    expect(server.requests).toHaveLength(0);
  });

  it('지금 조건을 첫 조건으로 채우고, 빈 금액은 한국어로 물어요', async () => {
    useAppStore.setState({ loanForm: { ...COMPLETE_LOAN_FORM, monthlyRent: 100_000 } });
    renderApp('/rent-offers');
    expect((await screen.findByLabelText('지금 조건 보증금', {}, SLOW)).getAttribute('value')).toBe('25000');
    expect(field('지금 조건 월세').value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: '비교하기' }));
    expect(
      await screen.findAllByText("'반전세'의 보증금과 월세를 만원 단위로 입력해주세요. 없으면 0이에요."),
    ).not.toHaveLength(0);
    expect(document.activeElement).toBe(field('반전세 보증금'));
    expect(server.requests).toHaveLength(0);
  });

  it('세 조건을 비교하면 순위와 쌓인 막대, 이긴 조건의 한 문장을 보여줘요', async () => {
    useAppStore.setState({ loanForm: COMPLETE_LOAN_FORM });
    renderApp('/rent-offers');
    await screen.findByLabelText('지금 조건 보증금', {}, SLOW);
    type('지금 조건 보증금', '30000');
    type('지금 조건 월세', '0');
    type('반전세 보증금', '15000');
    type('반전세 월세', '50');
    type('월세 보증금', '5000');
    type('월세 월세', '90');
    fireEvent.click(screen.getByRole('button', { name: '비교하기' }));

    // 반전세 698,125원 < 월세 866,667원 < 전세 909,658원 (HUG 2억 5천): the winner against the runner-up,
    // 168,542원 a month and 24 times that over the contract.
    const verdict = await screen.findByText(/덜 들어요\.$/, {}, SLOW);
    expect(verdict.textContent).toBe('반전세 조건이 월 168,542원, 2년이면 404만 5,008원 덜 들어요.');
    const ranking = screen.getByRole('region', { name: '한 달에 드는 돈' });
    const offers = within(ranking).getAllByRole('listitem');
    expect(offers.map((offer) => offer.querySelector('[data-offer-name]')?.textContent)).toEqual([
      '반전세',
      '월세',
      '지금 조건',
    ]);
    expect(offers.map((offer) => offer.textContent?.match(/^\d위/)?.[0])).toEqual(['1위', '2위', '3위']);
    expect(offers[0]?.textContent).toContain('한 달에 698,125원');
    expect(within(ranking).getAllByRole('img', { name: /: 한 달에 .+원$/ })).toHaveLength(3);
    const body = JSON.parse(server.requests[0]?.body ?? '{}');
    expect(body.offers).toEqual([
      { label: '지금 조건', rentalDeposit: 300_000_000, monthlyRent: 0 },
      { label: '반전세', rentalDeposit: 150_000_000, monthlyRent: 500_000 },
      { label: '월세', rentalDeposit: 50_000_000, monthlyRent: 900_000 },
    ]);
    expect(body.profile).not.toHaveProperty('rentalDeposit');
  });

  it('전환율을 주면 가장 싼 조합과 그래프, 법정 상한을 넘는 전환율 경고를 보여줘요', async () => {
    useAppStore.setState({ loanForm: COMPLETE_LOAN_FORM });
    const search = rentOffersSearch({
      offers: [{ label: '전세', deposit: '30000', rent: '0' }],
      conversion: { fullDeposit: '30000', ratePercent: '6', minDeposit: '5000' },
    });
    renderApp(`/rent-offers${search}`);
    const split = await screen.findByRole('region', { name: '전환율로 바꿀 수 있는 조합 중 가장 싼 곳' }, SLOW);
    expect(
      within(split).getByText(/^보증금 .+에 월세 .+원으로 하면 한 달에 .+원으로 가장 적게 들어요\.$/),
    ).toBeTruthy();
    expect(within(split).getByRole('img', { name: /보증금에 따른 한 달 비용 그래프/ })).toBeTruthy();
    expect(screen.getByText(/집주인이 제시한 전환율 6%는 법정 상한 .+%보다 높아요/)).toBeTruthy();
  });

  it('서버가 거절한 질문은 그 한국어 문구를 보여줘요', async () => {
    useAppStore.setState({ loanForm: COMPLETE_LOAN_FORM });
    server.respondWith(() => fail(400, 'INVALID_INPUT', '조건은 5개까지 비교할 수 있어요.'));
    const search = rentOffersSearch({
      offers: [
        { label: 'A', deposit: '10000', rent: '10' },
        { label: 'B', deposit: '5000', rent: '30' },
      ],
      conversion: null,
    });
    renderApp(`/rent-offers${search}`);
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('조건은 5개까지 비교할 수 있어요.');
  });
});
