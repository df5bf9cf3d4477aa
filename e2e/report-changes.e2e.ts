import type { LoanAdviceChanges } from '@jipsa/contracts';
import { formatPayment, monthlyInterestCost } from '@jipsa/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COFIX_EMPTY_YEAR,
  cofixPage,
  encodeEucKr,
} from '../apps/server/src/modules/market-rates/feeds/testing/kfb-cofix-responses.ts';
import { startFakeUpstream, type FakeUpstream } from '../apps/server/src/testing/fake-upstream-server.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';
import { startOwnServer, type OwnServer } from './support/bundled-server.ts';
import { fillFormA, POLL, submit, YOUNG_SINGLE } from './support/loan-form.ts';

// "What changed since my report" (issue 28) in the built app, with rates that move while it runs: a bundled server
// of its own on a fresh PostgreSQL database reads the fed rates every second (MARKET_RATES_REFRESH_SECONDS=1); the
// operator's command (`npm run market-rates -w apps/server -- fetch`) runs the 은행연합회 COFIX feed against a fake
// portal, as another instance's daily run would. YOUNG_SINGLE is recommended HF-02 (서울시 이자지원), priced off
// 신 잔액기준 COFIX, so October's 2.98 % (from the committed 2.48 %) moves the report's monthly cost.
const KFB_PAGE = '/fingoods/cofix.php';
const NOTICE = '이 보고서를 만든 뒤 달라진 점이 있어요';
const OCTOBER_COFIX = cofixPage(2026, [
  ['2026/11/16', '2026/10', '3.10', '3.20', '2.98'],
  ['2026/02/19', '2026/01', '2.77', '2.85', '2.48'],
]);

let kfb: FakeUpstream;
let kfbPage = COFIX_EMPTY_YEAR;
let server: OwnServer | undefined;
let base: string;
let e2e: E2eBrowser;

/** `npm run market-rates -w apps/server -- fetch` with the server's configuration; its exit code and output. */
const fetchRatesNow = () => server!.runCommand('market-rates', ['fetch']);

beforeAll(async () => {
  kfb = await startFakeUpstream();
  kfb.on(KFB_PAGE, () => ({ body: Buffer.from(encodeEucKr(kfbPage)), contentType: 'text/html' }));
  // The server and the operator's command read the same feed; the server reads the fed rates every second.
  server = await startOwnServer(
    'changes',
    { KFB_COFIX_FEED: 'true', KFB_COFIX_URL: `${kfb.url}${KFB_PAGE}` },
    { MARKET_RATES_REFRESH_SECONDS: '1' },
  );
  base = server.url;
  e2e = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await e2e?.close();
  await server?.stop();
  await kfb?.close();
});

/** A guest of group A fills the loan form from /deposit-entry and lands on their report. */
async function makeReportAsGuest(page: Page) {
  await page.goto(`${base}/deposit-entry`);
  await expect
    .poll(async () => (await page.context().cookies(base)).some((cookie) => cookie.name === 'guestToken'), POLL)
    .toBe(true);
  await expect.poll(() => page.evaluate("window.localStorage.getItem('abTestType')"), POLL).not.toBeNull();
  await page.evaluate("window.localStorage.setItem('abTestType', 'A')");
  await page.getByRole('textbox', { name: '전월세 보증금' }).fill(String(YOUNG_SINGLE.depositManwon));
  await page.getByRole('button', { name: '받을 수 있는 상품 보기' }).click();
  await page.waitForURL('**/deposit-result');
  await page.getByRole('link', { name: '내 조건으로 정확히 알아보기' }).click();
  await page.waitForURL('**/loan-info-entry');
  await fillFormA(page, YOUNG_SINGLE);
  const report = await submit(page);
  await page.waitForURL(`**/report/${report.loanAdviceResultId}`);
  return report;
}

/**
 * The changes call of a report page once reloaded, as the page received it. The page already open makes the same
 * call; it is let finish first, so the answer read is the reloaded page's, not one whose page went away.
 */
async function changesAfterReload(page: Page, id: string): Promise<LoanAdviceChanges> {
  await page.waitForLoadState('networkidle');
  const answer = page
    .waitForResponse((response) => response.url().endsWith(`/api/v1/loanAdvice/${id}/changes`) && response.ok())
    .then(async (response) => ((await response.json()) as { data: LoanAdviceChanges }).data);
  await page.reload();
  return answer;
}

describe('보고서 뒤 달라진 점 (issue 28)', () => {
  it('금리가 바뀐 뒤 저장된 보고서를 열면 예전 → 지금 한 달 비용과 이유가 보이고, 다시 받은 보고서에는 알림이 없어요', async () => {
    const { page, errors } = await e2e.newPage();
    const report = await makeReportAsGuest(page);
    expect(report).toMatchObject({ loanProductCode: 'HF-02', marketRateDate: '2026-02-19' });
    // Nothing has changed yet: the report says nothing above itself.
    expect(await changesAfterReload(page, report.loanAdviceResultId)).toEqual({ changed: false });
    expect(await page.getByRole('region', { name: NOTICE }).count()).toBe(0);

    // 은행연합회 publishes October's COFIX; the operator's command reads it into the shared database.
    kfbPage = OCTOBER_COFIX;
    const fetched = await fetchRatesNow();
    expect(fetched.output).toContain('kfb-cofix: 새 값');
    expect(fetched.code).toBe(0);
    // The server reads the fed values again within a second.
    await expect
      .poll(async () => {
        const response = await fetch(`${base}/api/v1/marketRates`);
        return ((await response.json()) as { data: { cofixNewBalance: number } }).data.cofixNewBalance;
      }, POLL)
      .toBe(2.98);

    await page.reload();
    const notice = page.getByRole('region', { name: NOTICE });
    await notice.waitFor();
    const newRate = Math.round(((report.expectedLoanRate ?? 0) + 0.5) * 1000) / 1000;
    const newMonthly = monthlyInterestCost(report.loanAmount, newRate) + report.monthlyRent;
    const monthlyRow = notice.locator('div', { has: page.getByText('한 달 합계', { exact: true }) });
    await expect
      .poll(() => monthlyRow.textContent(), POLL)
      .toBe(`한 달 합계${formatPayment(report.totalLivingCost)} → , 지금은 ${formatPayment(newMonthly)}`);
    expect(await notice.textContent()).toContain(
      `한 달에 ${formatPayment(newMonthly - report.totalLivingCost)} 늘어요.`,
    );
    expect(await notice.getByRole('list', { name: '달라진 이유' }).textContent()).toContain(
      '금리 변경: 신 잔액기준 COFIX 연 2.48% → 연 2.98%',
    );
    // The report below still reads as it was made.
    expect(await page.locator('#report-hero-name').textContent()).toContain(report.loanProductName ?? '');

    // The person has dated and ticked the report's contract checklist (issue 50 #9: the renewed report keeps it).
    const checklist = page.getByRole('region', { name: '계약 체크리스트' });
    await checklist.getByLabel('계약일').fill('2027-01-10');
    await checklist.getByLabel('잔금일·입주일').fill('2027-03-01');
    await checklist.getByLabel('계약 만기').fill('2029-02-28');
    await checklist.getByRole('button', { name: '체크리스트 만들기' }).click();
    const ticked = page.waitForResponse((response) => response.url().endsWith('/checklist/steps/TAX_ARREARS'));
    await checklist.getByRole('checkbox', { name: '집주인 체납 세금 확인하기' }).check();
    expect((await ticked).status()).toBe(200);

    // One tap makes it again from the same answers, by today's rates: the new report has nothing to say.
    await notice.getByRole('button', { name: '오늘 기준으로 다시 받기' }).click();
    await page.waitForURL(
      (url) => /\/report\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(report.loanAdviceResultId),
    );
    const renewedId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await changesAfterReload(page, renewedId)).toEqual({ changed: false });
    await page.locator('#report-hero-name').waitFor();
    expect(await page.getByRole('region', { name: NOTICE }).count()).toBe(0);
    // …and keeps the checklist: its dates and its tick.
    await expect
      .poll(() => checklist.getByRole('checkbox', { name: '집주인 체납 세금 확인하기' }).isChecked(), POLL)
      .toBe(true);
    expect(await checklist.getByLabel('계약 만기').inputValue()).toBe('2029-02-28');
    expect(errors).toEqual([]);
  }, 180_000);
});
