import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { baseUrl, launchBrowser, type E2eBrowser } from './support/browser.ts';
import { LOAN_PROFILE } from './support/loan-profile.ts';

// axe-core injected into the built app's real pages (issue 11): zero violations of WCAG 2 A/AA on every route a
// person can open without an account (their empty, loading-done and not-found states). The filled states of the
// comparison and the shared report are checked in their own flows.
const ROUTES = [
  '/',
  '/login-page',
  '/deposit-entry',
  '/deposit-result',
  '/settings',
  '/community',
  '/community/detail?postId=00000000-0000-4000-8000-000000000000',
  '/community/shared-report?postId=00000000-0000-4000-8000-000000000000',
  '/loan-info-entry',
  '/loan-info-entry-b',
  '/terms-of-service',
  '/privacy-policy',
  '/report/00000000-0000-0000-0000-000000000000',
  '/calculator',
  '/calculator?tab=DSR',
  '/calculator?tab=LTV',
  '/calculator?tab=REPAYMENT',
  '/calculator/dsrLoanAddPage',
  '/jeonse-safety',
  // A verdict, and one without a house value that asks for it in place (issue 26).
  '/jeonse-safety/result?districtCode=1168010100&dongName=%EC%97%AD%EC%82%BC%EB%8F%99&jibun=737&buildingName=&rentHousingType=HOUSEHOLD_HOUSE&exclusiveArea=59&rentalDeposit=260000000&officialPrice=200000000',
  '/jeonse-safety/result?districtCode=1168010100&dongName=%EC%97%AD%EC%82%BC%EB%8F%99&jibun=737&buildingName=&rentHousingType=HOUSEHOLD_HOUSE&exclusiveArea=59&rentalDeposit=260000000',
  '/rent-offers',
  '/deposit-trouble',
  '/no-such-page',
];

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

describe('접근성 (axe-core)', () => {
  it.each(ROUTES)('%s 에는 WCAG 2 A/AA 위반이 없어요', async (route) => {
    const { page } = await e2e.newPage();
    await page.goto(route);
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    // Let the lazy data settle (skeletons, empty states) before looking.
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('받은 보고서(상품·다른 상품·받을 수 없는 상품이 다 있는)에도 위반이 없어요', async () => {
    const context = await e2e.newContext();
    const guest = await context.request.get('/api/v1/guest/login', { headers: { Profile: 'prod' } });
    const { accessToken } = ((await guest.json()) as { data: { accessToken: string } }).data;
    await context.addCookies([{ name: 'guestToken', value: accessToken, url: baseUrl() }]);
    const created = await context.request.post('/api/v1/loanAdvice', {
      headers: { AccessToken: accessToken, Profile: 'prod' },
      data: LOAN_PROFILE,
    });
    const report = ((await created.json()) as { data: { loanAdviceResultId: string } }).data;
    const { page } = await e2e.newPage(context);
    await page.goto(`/report/${report.loanAdviceResultId}`);
    await page.locator('#report-hero-name').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  // 200 % zoom on a 390 px phone leaves 195 CSS px (WCAG 1.4.10 reflow): nothing on the tab routes may scroll sideways.
  it('200 % 확대(폭 195px)에서도 탭 화면이 옆으로 스크롤되지 않아요', async () => {
    const context = await e2e.newContext({ viewport: { width: 195, height: 422 }, deviceScaleFactor: 2 });
    const { page } = await e2e.newPage(context);
    const overflowing: string[] = [];
    for (const route of [
      '/',
      '/deposit-entry',
      '/calculator',
      '/community',
      '/settings',
      '/rates',
      '/jeonse-safety',
      '/rent-offers',
    ]) {
      await page.goto(route);
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate<{ scrollWidth: number; clientWidth: number }>(
        '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
      );
      if (scrollWidth > clientWidth) overflowing.push(`${route} ${scrollWidth}px`);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
});
