import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';

// Every route of the spec's route table (report and no-report with an id in the path).
const ROUTES = [
  '/',
  '/login-page',
  '/login-result',
  '/login-success',
  '/deposit-entry',
  '/deposit-result',
  '/test',
  '/settings',
  '/community',
  '/community/write',
  '/community/detail',
  '/community/detail/modify-comment',
  '/community/modify',
  '/community/recent-report',
  '/loan-info-entry',
  '/loan-info-entry-b',
  '/terms-of-service',
  '/privacy-policy',
  '/report/00000000-0000-0000-0000-000000000000',
  '/no-report/00000000-0000-0000-0000-000000000000',
  '/calculator',
  '/calculator/dsrLoanAddPage',
  '/loading/report',
  '/loading/deposit-entry',
  '/loading/deposit-result',
  '/loading/loan-info-entry',
];
const TAB_ROUTES = new Set(['/calculator', '/deposit-entry', '/community']);

// Requests a page may legitimately answer with 4xx (e.g. a report that does not exist) are not console
// errors of the app; anything else the browser logs as an error is.
const isExpectedHttpError = (text: string) =>
  /Failed to load resource: the server responded with a status of 4\d\d/.test(text);

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

describe('웹 뼈대', () => {
  it.each(ROUTES)('%s 는 콘솔 오류 없이 그려지고, 탭바는 세 화면에만 보여요', async (route) => {
    const { page, errors } = await e2e.newPage();
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('main, [role="main"]').count()).toBeGreaterThan(0);
    const tabBarCount = await page.getByRole('navigation', { name: '주요 메뉴' }).count();
    expect(tabBarCount).toBe(TAB_ROUTES.has(route) ? 1 : 0);
    expect(errors.filter((text) => !isExpectedHttpError(text))).toEqual([]);
    await page.context().close();
  });

  it('모르는 주소는 404 화면을 보여줘요', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('페이지를 찾을 수 없어요').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('깊은 주소에서 새로고침해도 같은 화면이 다시 그려져요', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/calculator');
    await page.reload();
    await expect.poll(() => page.url()).toContain('/calculator');
    await expect.poll(() => page.getByRole('navigation', { name: '주요 메뉴' }).count()).toBe(1);
    await page.context().close();
  });

  it('탭바로 이동하면 누른 탭이 강조돼요', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/calculator');
    await page.getByRole('link', { name: '커뮤니티' }).click();
    await expect.poll(() => page.url()).toContain('/community');
    await expect.poll(() => page.getByRole('link', { name: '커뮤니티' }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });
  it('홈과 세 탭 화면에서 한 번 눌러 설정으로 가고, 로그인 상태가 보여요 (issue 11)', async () => {
    const { page } = await e2e.newPage();
    for (const path of ['/', '/calculator', '/community']) {
      await page.goto(path);
      const entry = page.getByRole('link', { name: '설정 · 로그인' });
      await entry.click();
      await page.waitForURL('**/settings');
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.context().close();
  });
});
