import { marketRateHistoryResponseSchema, type MarketRateHistoryResponse } from '@jipsa/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { groupDigits, koreaPolicyDate, marketRateAgeDays } from '@jipsa/domain';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInitialAppState, useAppStore } from '../../../shared/store/app-store.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { fail, ok, type TestResponder } from '../../../testing/start-test-server.ts';

const server = await vi.hoisted(async () => {
  const { startTestServer } = await import('../../../testing/start-test-server.ts');
  return startTestServer();
});
vi.mock('../../../shared/config/config.ts', () => ({ config: { apiBaseUrl: server.baseUrl } }));

const HISTORY_URL = '/api/v1/marketRates/history?months=24';
const table = (date: string) => `운영자 시장금리 표 ${date} 행`;

/**
 * An answer as the server gives it without feed keys, checked against the contract: each figure's first point in
 * the window, where it changed and its last point; the deposit rate estimated; one figure the page does not draw.
 */
const HISTORY: MarketRateHistoryResponse = marketRateHistoryResponseSchema.parse({
  rows: [
    ...(
      [
        ['2024-11-28', 3],
        ['2025-02-25', 2.75],
        ['2025-05-29', 2.5],
        ['2026-02-19', 2.5],
      ] as const
    ).map(([date, valuePercent]) => ({
      figure: 'baseRate',
      date,
      valuePercent,
      source: `한국은행 금융통화위원회 ${date}`,
      isEstimate: false,
    })),
    ...(
      [
        ['2025-07-15', 2.63],
        ['2025-08-18', 2.59],
        ['2025-09-15', 2.54],
        ['2025-10-15', 2.49],
        ['2026-02-19', 2.48],
      ] as const
    ).map(([date, valuePercent]) => ({
      figure: 'cofixNewBalance',
      date,
      valuePercent,
      source: `은행연합회 COFIX 공시 ${date}`,
      isEstimate: false,
    })),
    { figure: 'depositRate', date: '2025-07-15', valuePercent: 2.55, source: table('2025-07-15'), isEstimate: true },
    { figure: 'depositRate', date: '2025-10-15', valuePercent: 2.6, source: table('2025-10-15'), isEstimate: true },
    { figure: 'depositRate', date: '2026-02-19', valuePercent: 2.6, source: table('2026-02-19'), isEstimate: true },
    { figure: 'financeBond6M', date: '2025-07-15', valuePercent: 2.55, source: table('2025-07-15'), isEstimate: true },
    { figure: 'financeBond6M', date: '2026-03-02', valuePercent: 2.6, source: table('2026-03-02'), isEstimate: true },
  ],
  lastFetchedAt: null,
  feeds: [
    {
      name: 'ecos-722Y001-0101000',
      label: '한국은행 ECOS 한국은행 기준금리',
      enabled: false,
      lastSuccessAt: null,
      lastError: null,
    },
    { name: 'kfb-cofix', label: '은행연합회 COFIX 공시', enabled: false, lastSuccessAt: null, lastError: null },
  ],
});

const respondWith = (history: MarketRateHistoryResponse): TestResponder => {
  return (request) => (request.url === HISTORY_URL ? ok(history) : fail(404, 'NOT_FOUND'));
};

beforeEach(() => {
  server.requests.length = 0;
  server.respondWith(respondWith(HISTORY));
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

const chart = () => screen.getByRole('img', { name: /금리 그래프/ });
const dots = (figure: string) => [...chart().querySelectorAll<SVGCircleElement>(`[data-figure="${figure}"] circle`)];
const openTables = () => fireEvent.click(screen.getByText('표로 보기'));
const tableOf = (figure: string) => screen.getByRole('table', { name: `${figure} 날짜별 값` });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function openRates(history: MarketRateHistoryResponse = HISTORY) {
  server.respondWith(respondWith(history));
  renderApp('/rates');
  await screen.findByRole('img', { name: /금리 그래프/ });
}

describe('금리 추이 (issue 28)', { timeout: 15_000 }, () => {
  it('24개월 이력을 한 번 불러와 탭 제목을 달고, 뒤로 가는 길을 둬요', async () => {
    await openRates();
    expect(screen.getByRole('heading', { level: 1, name: '금리 추이' })).toBeTruthy();
    expect(document.title).toBe('금리 추이 | 집사');
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeTruthy();
    expect(server.requests.map((request) => request.url)).toEqual([HISTORY_URL]);
  });

  it('세 줄의 모든 점을 날짜 순서대로, 높은 금리를 위에 그려요', async () => {
    await openRates();
    expect(dots('baseRate').map((dot) => dot.dataset.date)).toEqual([
      '2024-11-28',
      '2025-02-25',
      '2025-05-29',
      '2026-02-19',
    ]);
    expect(dots('cofixNewBalance')).toHaveLength(5);
    expect(dots('depositRate')).toHaveLength(3);
    // Drawn figures only: 금융채 is not a line of this chart.
    expect(chart().querySelectorAll('circle')).toHaveLength(12);

    const xs = dots('cofixNewBalance').map((dot) => Number(dot.getAttribute('cx')));
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(5);
    const [cofixFirst, , , , cofixNow] = dots('cofixNewBalance').map((dot) => Number(dot.getAttribute('cy')));
    expect(cofixFirst).toBeLessThan(cofixNow!);
    // 기준금리 3.00% on the first day is the highest value of all.
    const topmost = Math.min(...[...chart().querySelectorAll('circle')].map((dot) => Number(dot.getAttribute('cy'))));
    expect(Number(dots('baseRate')[0]!.getAttribute('cy'))).toBe(topmost);
    expect(dots('baseRate')[0]!.textContent).toBe('기준금리 2024년 11월 28일 연 3.00%');
  });

  it('표로 보기에 점마다 날짜, 금리, 출처를 최신 것부터 보여줘요', async () => {
    await openRates();
    openTables();
    const cofix = bodyRows(tableOf('COFIX 신잔액기준'));
    expect(cofix).toHaveLength(5);
    expect(cofix.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['2026년 2월 19일', '연 2.48% 은행연합회 COFIX 공시 2026-02-19'],
      ['2025년 10월 15일', '연 2.49% 은행연합회 COFIX 공시 2025-10-15'],
      ['2025년 9월 15일', '연 2.54% 은행연합회 COFIX 공시 2025-09-15'],
      ['2025년 8월 18일', '연 2.59% 은행연합회 COFIX 공시 2025-08-18'],
      ['2025년 7월 15일', '연 2.63% 은행연합회 COFIX 공시 2025-07-15'],
    ]);
    expect(bodyRows(tableOf('기준금리')).map((row) => row.textContent)).toEqual([
      '2026년 2월 19일연 2.50% 한국은행 금융통화위원회 2026-02-19',
      '2025년 5월 29일연 2.50% 한국은행 금융통화위원회 2025-05-29',
      '2025년 2월 25일연 2.75% 한국은행 금융통화위원회 2025-02-25',
      '2024년 11월 28일연 3.00% 한국은행 금융통화위원회 2024-11-28',
    ]);
    expect(bodyRows(tableOf('정기예금 1년'))[2]!.textContent).toBe(
      '2025년 7월 15일연 2.55% 추정치 운영자 시장금리 표 2025-07-15 행',
    );
  });

  it('추정치는 속이 빈 점과 점선으로 그리고 그렇다고 말해요', async () => {
    await openRates();
    expect(dots('depositRate').every((dot) => dot.dataset.estimate !== undefined)).toBe(true);
    expect(dots('cofixNewBalance').some((dot) => dot.dataset.estimate !== undefined)).toBe(false);
    expect(chart().querySelectorAll('[data-figure="depositRate"] path[data-estimate]')).toHaveLength(1);
    expect(screen.getByText(/속이 빈 점과 점선은 추정치예요/)).toBeTruthy();
  });

  it('추정치가 없으면 추정치 안내도 없어요', async () => {
    await openRates({ ...HISTORY, rows: HISTORY.rows.filter((row) => !row.isEstimate) });
    expect(screen.queryByText(/추정치예요/)).toBeNull();
  });

  it('지금 COFIX 와 그 공시일, COFIX 가 0.1%p 내릴 때 2억 대출의 한 달 이자가 얼마나 주는지 말해요', async () => {
    await openRates();
    const meaning = screen.getByRole('region', { name: '전세대출에는 이렇게 와닿아요' });
    expect(meaning.textContent).toContain('2026년 2월 19일 기준 COFIX(신잔액기준)는 연 2.48%예요.');
    expect(meaning.textContent).toContain('COFIX가 0.1%p 내리면 2억원 대출의 이자가 한 달에 약 16,700원 줄어요.');
  });

  it('범례에 줄마다 가장 최근 값과 그 날짜, 며칠 전 값인지를 적어요 (issue 50 #4)', async () => {
    await openRates();
    const legend = within(screen.getByRole('list', { name: '그래프 범례' }));
    const age = groupDigits(marketRateAgeDays('2026-02-19', koreaPolicyDate(new Date())));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `기준금리 연 2.50% 2026년 2월 19일 공시 (${age}일 전)`,
      `COFIX 신잔액기준 연 2.48% 2026년 2월 19일 공시 (${age}일 전)`,
      `정기예금 1년 연 2.60% 2026년 2월 19일 공시 (${age}일 전)`,
    ]);
  });

  it('그래프 제목은 24개월이 아니라 값이 실제로 있는 기간을 말해요 (issue 50 #4)', async () => {
    await openRates();
    expect(screen.getByText('2024년 11월 ~ 2026년 2월 금리')).toBeTruthy();
    expect(screen.queryByText(/24개월/)).toBeNull();
  });

  it('출처의 주소는 언론사 이름으로 링크하고, 주소 자체를 글로 늘어놓지 않아요 (issue 50 #4)', async () => {
    const cited = marketRateHistoryResponseSchema.parse({
      ...HISTORY,
      rows: [
        {
          figure: 'cofixNewBalance',
          date: '2026-02-19',
          valuePercent: 2.48,
          source: '은행연합회 COFIX 공시 2026-02-19 (뉴스핌 https://www.newspim.com/news/view/20260219000915)',
          isEstimate: false,
        },
      ],
    });
    await openRates(cited);
    openTables();
    const table = tableOf('COFIX 신잔액기준');
    const link = within(table).getByRole('link', { name: '뉴스핌' });
    expect(link.getAttribute('href')).toBe('https://www.newspim.com/news/view/20260219000915');
    expect(table.textContent).not.toContain('https://');
  });

  it('받아온 금리가 없으면 운영자 표의 값이라고, 그 표의 가장 최근 날짜와 함께 말하고, 모두 꺼져 있으면 자료마다 줄을 늘어놓지 않아요', async () => {
    await openRates();
    expect(
      screen.getByText(
        '자동으로 받아온 금리가 아직 없어요. 운영자가 관리하는 표의 값을 보여줘요. 표의 가장 최근 날짜는 2026년 3월 2일이에요.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/마지막 갱신/)).toBeNull();
    expect(screen.queryByRole('heading', { name: '자동 갱신 상태' })).toBeNull();
  });

  it('받아온 적이 있으면 마지막 갱신일을 한국 날짜로 적고, 잘 도는 자료는 적지 않고 실패한 자료만 적어요', async () => {
    await openRates({
      ...HISTORY,
      // 2026-11-26 01:00 in Korea.
      lastFetchedAt: '2026-11-25T16:00:00Z',
      feeds: [
        {
          name: 'ecos-722Y001-0101000',
          label: '한국은행 ECOS 한국은행 기준금리',
          enabled: true,
          lastSuccessAt: '2026-11-25T16:00:00Z',
          lastError: null,
        },
        {
          name: 'ecos-121Y002-BEABAA2118',
          label: '한국은행 ECOS 예금은행 정기예금(1년) 금리(신규취급액)',
          enabled: true,
          lastSuccessAt: '2026-10-01T01:00:00Z',
          lastError: 'ECOS 121Y002: HTTP 500',
        },
        { name: 'kfb-cofix', label: '은행연합회 COFIX 공시', enabled: true, lastSuccessAt: null, lastError: 'timeout' },
        { name: 'some-new-feed', label: '새 공시', enabled: false, lastSuccessAt: null, lastError: null },
      ],
    });
    expect(screen.getByText('마지막 갱신: 2026년 11월 26일')).toBeTruthy();
    expect(screen.queryByText(/운영자가 관리하는 표/)).toBeNull();
    const feeds = screen.getByRole('heading', { name: '자동 갱신 상태' }).nextElementSibling as HTMLElement;
    expect(
      within(feeds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '한국은행 ECOS 예금은행 정기예금(1년) 금리(신규취급액): 최근 갱신에 실패했어요. 마지막으로 받아온 날은 2026년 10월 1일이에요.',
      '은행연합회 COFIX 공시: 최근 갱신에 실패했어요. 아직 받아온 적이 없어요.',
      '새 공시: 꺼져 있어요.',
    ]);
    // What the feed said is for the operator's log, not for the person.
    expect(screen.queryByText(/HTTP 500|timeout/)).toBeNull();
  });

  it('모든 자료가 잘 돌면 자료 상태 줄이 없어요', async () => {
    await openRates({
      ...HISTORY,
      lastFetchedAt: '2026-11-26T00:30:00Z',
      feeds: [
        {
          name: 'ecos-722Y001-0101000',
          label: '한국은행 ECOS 한국은행 기준금리',
          enabled: true,
          lastSuccessAt: '2026-11-26T00:30:00Z',
          lastError: null,
        },
      ],
    });
    expect(screen.queryByRole('heading', { name: '자동 갱신 상태' })).toBeNull();
  });

  it('값이 없는 줄은 범례에서 그렇다고 말하고, 아무 값도 없으면 그래프 대신 빈 화면 안내를 보여줘요', async () => {
    await openRates({ ...HISTORY, rows: HISTORY.rows.filter((row) => row.figure !== 'depositRate') });
    const legend = within(screen.getByRole('list', { name: '그래프 범례' }));
    expect(legend.getAllByRole('listitem')[2]!.textContent).toBe('정기예금 1년 이 기간에 받은 값이 없어요');
    expect(dots('depositRate')).toHaveLength(0);
    cleanup();

    server.respondWith(respondWith({ ...HISTORY, rows: [] }));
    renderApp('/rates');
    expect(await screen.findByText(/보여줄 금리가 아직 없어요/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('표로 보기')).toBeNull();
    expect(screen.getByRole('region', { name: '전세대출에는 이렇게 와닿아요' }).textContent).toContain('약 16,700원');
  });

  it('불러오는 동안 그렇다고 말하고, 실패하면 다시 시도할 수 있어요', async () => {
    server.respondWith(() => ({ ...fail(503, 'SERVICE_UNAVAILABLE'), delayMs: 50 }));
    renderApp('/rates');
    const loading = await screen.findByText('금리 추이를 불러오고 있어요', undefined, { timeout: 5_000 });
    expect(loading.closest('[role="status"]')).not.toBeNull();
    const retry = await screen.findByRole('button', { name: '다시 시도' }, { timeout: 10_000 });
    expect(screen.getByRole('alert').textContent).toContain('오류가 발생했어요');

    server.respondWith(respondWith(HISTORY));
    fireEvent.click(retry);
    await screen.findByRole('img', { name: /금리 그래프/ });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
