import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';

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
  '/rent-offers',
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
});
