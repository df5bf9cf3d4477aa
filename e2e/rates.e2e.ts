import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, type E2eBrowser } from './support/browser.ts';
import { WATCH_SERVER_NODES } from './support/hydration.ts';
import { POLL } from './support/loan-form.ts';

// Issue 28: /rates draws 기준금리, COFIX and the deposit rate of the last 24 months with every point dated and
// sourced, from the built app and its server (no feed keys here: the committed table's rows).

const HISTORY_URL = '/api/v1/marketRates/history?months=24';
const DRAWN = ['baseRate', 'cofixNewBalance', 'depositRate'] as const;
const FIGURE_NAMES: Record<(typeof DRAWN)[number], string> = {
  baseRate: '기준금리',
  cofixNewBalance: 'COFIX 신잔액기준',
  depositRate: '정기예금 1년',
};

type HistoryRow = { figure: string; date: string; valuePercent: number; source: string; isEstimate: boolean };
type History = { rows: HistoryRow[]; lastFetchedAt: string | null; feeds: unknown[] };

async function history(): Promise<History> {
  const response = await fetch(`${baseUrl()}${HISTORY_URL}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: History }).data;
}

const koreanDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};

const chart = (page: Page) => page.getByRole('img', { name: /금리 그래프/ });

/** Today on the Korean calendar, as the server and the page count a figure's age. */
const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

describe('금리 추이 (issue 28)', () => {
  it('서버가 이력을 넣어 그린 HTML 이 와서, 자바스크립트 없이도 그래프와 모든 점이 보여요 (issue 32)', async () => {
    const answer = await history();
    // Rendered with its data, the page has nothing to fetch ahead.
    const response = await fetch(`${baseUrl()}/rates`);
    expect(response.status).toBe(200);
    expect(response.headers.get('link')).toBeNull();

    const context = await e2e.browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/rates');
    await page.getByRole('heading', { level: 1, name: '금리 추이' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: '금리 추이를 불러오고 있어요' }).count()).toBe(0);
    for (const figure of DRAWN) {
      const dates = answer.rows.filter((row) => row.figure === figure).map((row) => row.date);
      const drawnDates = await chart(page)
        .locator(`[data-figure="${figure}"] circle`)
        .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('data-date')));
      expect(drawnDates).toEqual([...dates].sort());
    }
    await context.close();
  });

  it('이력의 점을 하나도 빠짐없이 날짜·금리·출처와 함께 보여주고, HTML 을 이어받으며, 접근성 위반이 없어요', async () => {
    const answer = await history();
    const drawn = answer.rows.filter((row) => (DRAWN as readonly string[]).includes(row.figure));
    expect(drawn.length).toBeGreaterThan(0);

    const { page, errors } = await e2e.newPage();
    await page.addInitScript(WATCH_SERVER_NODES);
    const historyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(HISTORY_URL)) historyRequests.push(request.url());
    });
    await page.goto('/rates');
    await chart(page).waitFor(POLL);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.__serverNodesReplaced')).toBe(false);
    expect(await page.title()).toBe('금리 추이 | 집사');
    // The history came inside the page: the app asks for it again only once it is stale (an hour).
    expect(historyRequests).toHaveLength(0);

    for (const figure of DRAWN) {
      const dates = drawn.filter((row) => row.figure === figure).map((row) => row.date);
      const drawnDates = await chart(page)
        .locator(`[data-figure="${figure}"] circle`)
        .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('data-date')));
      expect(drawnDates).toEqual([...dates].sort());
    }

    await page.getByText('표로 보기').click();
    for (const row of drawn) {
      const table = page.getByRole('table', {
        name: `${FIGURE_NAMES[row.figure as (typeof DRAWN)[number]]} 날짜별 값`,
      });
      const line = table.locator(`tr[data-date="${row.date}"]`);
      expect(await line.count()).toBe(1);
      const text = await line.textContent();
      expect(text).toContain(koreanDate(row.date));
      expect(text).toContain(`연 ${row.valuePercent.toFixed(2)}%`);
      // A published value is dated as its source is (issue 50 #4), and the source reads by the publisher's name.
      if (!row.isEstimate) expect(row.source).toContain(row.date);
      expect(text).not.toContain('https://');
      const addresses = row.source.match(/https?:\/\/[^\s,)]+/g) ?? [];
      const hrefs = await line.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(addresses);
      if (row.isEstimate) expect(text).toContain('추정치');
    }

    // Issue 50 #4: each figure's line ends at its last dot, its age in days stands beside it, and the title names
    // the span the points cover.
    const today = koreanToday();
    for (const figure of DRAWN) {
      const last = drawn
        .filter((row) => row.figure === figure)
        .map((row) => row.date)
        .sort()
        .at(-1)!;
      const ends = await chart(page)
        .locator(`[data-figure="${figure}"]`)
        .evaluate((group) => {
          const dots = [...group.querySelectorAll('circle')];
          const lastDot = dots.at(-1)!;
          const paths = [...group.querySelectorAll('path')].map((path) => path.getAttribute('d')!);
          return { paths, end: `H${lastDot.getAttribute('cx')}V${lastDot.getAttribute('cy')}` };
        });
      expect(ends.paths.at(-1)!.endsWith(ends.end)).toBe(true);
      const legend = page.getByRole('list', { name: '그래프 범례' }).locator(`[data-figure="${figure}"]`);
      expect(await legend.textContent()).toContain(
        `${koreanDate(last)} 공시 (${daysBetween(last, today).toLocaleString('ko-KR')}일 전)`,
      );
    }
    const dates = drawn.map((row) => row.date).sort();
    const month = (date: string) => `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월`;
    expect(await page.locator('figcaption').first().textContent()).toBe(
      `${month(dates[0]!)} ~ ${month(dates.at(-1)!)} 금리`,
    );

    const meaning = page.getByRole('region', { name: '전세대출에는 이렇게 와닿아요' });
    expect(await meaning.textContent()).toContain(
      'COFIX가 0.1%p 내리면 2억원 대출의 이자가 한 달에 약 16,700원 줄어요.',
    );
    // No feed keys in the suite: the figures are the operator's table, and the page says so with its newest date.
    const newest = answer.rows
      .map((row) => row.date)
      .sort()
      .at(-1)!;
    expect(answer.lastFetchedAt).toBeNull();
    await page.getByText(`표의 가장 최근 날짜는 ${koreanDate(newest)}이에요.`, { exact: false }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('홈의 다른 도구와 계산기의 참고 시장 금리에서 금리 추이로 가고, 뒤로 가기로 돌아와요 (issue 50 #4)', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: '다른 도구' })
      .getByRole('link', { name: /^금리 추이/ })
      .click();
    await page.waitForURL('**/rates');
    await chart(page).waitFor(POLL);
    await page.goto('/calculator');
    await page.getByRole('link', { name: '금리 추이 보기' }).click();
    await page.waitForURL('**/rates');
    await chart(page).waitFor(POLL);
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await page.waitForURL('**/calculator');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
