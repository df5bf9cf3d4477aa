import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, type E2eBrowser } from './support/browser.ts';
import { memberTokens, submitDevLogin, uniqueNickname } from './support/dev-login.ts';

// Every route of the spec's route table (report and no-report with an id in the path), each with the heading of its
// own page: a route that fell to the not-found page, or to another page, fails here.
const ROUTES: Readonly<Record<string, string>> = {
  '/': '나에게 맞는 전월세 대출, 집사가 찾아드려요',
  '/login-page': '로그인',
  '/login-result': '로그인하고 있어요',
  '/login-success': '로그인하고 있어요',
  '/deposit-entry': '전월세 보증금 입력',
  '/deposit-result': '받을 수 있는 대출 상품',
  '/test': '테스트 로그인',
  '/settings': '설정',
  '/community': '커뮤니티',
  '/community/write': '글쓰기',
  '/community/detail': '게시글',
  '/community/detail/modify-comment': '댓글 수정',
  '/community/modify': '글 수정',
  '/community/recent-report': '최근 보고서',
  '/community/shared-report': '공유된 대출 보고서',
  '/loan-info-entry': '대출 정보 입력',
  '/loan-info-entry-b': '대출 정보 입력하기',
  '/terms-of-service': '서비스 이용약관',
  '/privacy-policy': '개인정보 처리방침',
  '/report/00000000-0000-0000-0000-000000000000': '대출 추천 보고서',
  '/no-report/00000000-0000-0000-0000-000000000000': '대출 추천 결과',
  '/calculator': '대출 계산기',
  '/calculator/dsrLoanAddPage': 'DSR 대출 추가',
  '/loading/report': '보고서를 만들고 있어요',
  '/loading/deposit-entry': '보증금 입력 화면을 준비하고 있어요',
  '/loading/deposit-result': '받을 수 있는 상품을 찾고 있어요',
  '/loading/loan-info-entry': '대출 정보 입력 화면을 준비하고 있어요',
  '/jeonse-safety': '전세 안전 진단',
  '/jeonse-safety/result': '전세 안전 진단 결과',
  '/rent-offers': '전세·월세 비교',
  // The operators' desk (issue 33): served as the app's shell; a visitor is asked to log in.
  '/admin/reports': '로그인이 필요해요',
};
const NOT_FOUND = '페이지를 찾을 수 없어요';
// The house tab goes home (issue 50), so home shows the tab bar too.
const TAB_ROUTES = new Set(['/', '/calculator', '/deposit-entry', '/community']);

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
  it.each(Object.entries(ROUTES))(
    '%s 는 제 화면(%s)을 콘솔 오류 없이 그리고, 탭바는 세 탭의 화면에만 보여요',
    async (route, title) => {
      const { page, errors } = await e2e.newPage();
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(route);
      await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await page.getByText(NOT_FOUND).count()).toBe(0);
      const tabBarCount = await page.getByRole('navigation', { name: '주요 메뉴' }).count();
      expect(tabBarCount).toBe(TAB_ROUTES.has(route) ? 1 : 0);
      expect(errors.filter((text) => !isExpectedHttpError(text))).toEqual([]);
      await page.context().close();
    },
  );

  it('모르는 주소는 404 화면을 보여줘요', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: NOT_FOUND }).count()).toBe(1);
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

  it('탭바로 이동하면 누른 탭이 강조되고, 집 모양 탭은 홈으로 가요 (issue 50)', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/calculator');
    await page.getByRole('link', { name: '커뮤니티' }).click();
    await expect.poll(() => page.url()).toContain('/community');
    await expect.poll(() => page.getByRole('link', { name: '커뮤니티' }).getAttribute('aria-current')).toBe('page');
    // The house tab goes home, where it is the current tab (issue 50).
    const house = page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: '대출추천' });
    await house.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => house.getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });
  it('홈과 세 탭 화면의 로그인은 로그인을 시작하고, 그 옆의 설정은 한 번에 설정으로 가요 (issue 11, 26)', async () => {
    const { page } = await e2e.newPage();
    for (const path of ['/', '/calculator', '/community']) {
      await page.goto(path);
      await page.getByRole('link', { name: '로그인', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: '로그인' }).waitFor();
      const url = new URL(page.url());
      expect([url.pathname, url.searchParams.get('redirect')]).toEqual(['/login-page', path]);

      await page.goto(path);
      await page.getByRole('link', { name: '설정', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: '설정' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/settings');
    }
    await page.context().close();
  });

  it('설정에서 한 번 눌러 홈으로 돌아가요 (issue 26)', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/settings');
    await page.getByRole('link', { name: '홈으로 가기' }).click();
    await page.getByRole('heading', { level: 1, name: ROUTES['/'] }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it.each([
    ['대출 추천 받아보기', '/deposit-entry'],
    ['전세 안전 진단', '/jeonse-safety'],
    ['전세·월세 비교', '/rent-offers'],
    ['대출 계산기', '/calculator'],
    ['커뮤니티', '/community'],
  ])('홈에서 한 번 눌러 %s 화면이 열려요 (issue 26)', async (name, path) => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .click();
    await page.getByRole('heading', { level: 1, name: ROUTES[path] }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(errors.filter((text) => !isExpectedHttpError(text))).toEqual([]);
    await page.context().close();
  });

  // global-setup serves at 127.0.0.1 with PUBLIC_URL there; the same machine is also `localhost`.
  it.each(['127.0.0.1', 'localhost'])(
    '%s 로 연 로컬 체험에서 홈의 로그인으로 개발용 로그인을 마치면 같은 주소의 홈으로 돌아와 로그인되어 있어요 (issue 26)',
    async (loopbackName) => {
      const origin = baseUrl().replace('127.0.0.1', loopbackName);
      const context = await e2e.browser.newContext({
        baseURL: origin,
        viewport: { width: 390, height: 844 },
        locale: 'ko-KR',
      });
      const { page, errors } = await e2e.newPage(context);
      await page.goto('/');
      await page.getByRole('link', { name: '로그인', exact: true }).click();
      await page.getByRole('link', { name: '카카오로 3초만에 로그인' }).click();
      await submitDevLogin(page, uniqueNickname('루프백'));
      await page.waitForURL(`${origin}/`);
      await page.getByRole('link', { name: '설정 · 내 정보' }).waitFor();
      expect(await memberTokens(context)).toEqual({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
      });
      expect(errors.filter((text) => !isExpectedHttpError(text))).toEqual([]);
      await context.close();
    },
  );
});
