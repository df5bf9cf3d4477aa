import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, type E2eBrowser } from './support/browser.ts';
import { answerLoanForm, chooseNeighbourhood, fillFormA, POLL, submit, YOUNG_SINGLE } from './support/loan-form.ts';

// Issue 26: a guest reaches a report from whichever page they started on, in a fresh browser each, without
// logging in; the guest token is asked for by the API client when a call needs one, not by one page.

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

const hasGuestToken = async (page: Page) =>
  (await page.context().cookies()).some((cookie) => cookie.name === 'guestToken');

/** Submits the loan form and checks a report page follows, with no login asked for on the way. */
async function reachReport(page: Page) {
  const report = await submit(page);
  expect(report.loanAdviceResultId).not.toBe('');
  await page.waitForURL(/\/(no-)?report\//, POLL);
  expect(await page.getByRole('dialog', { name: /로그인/ }).count()).toBe(0);
  expect(await hasGuestToken(page)).toBe(true);
}

describe('게스트는 어느 화면에서 시작해도 로그인 없이 보고서를 받아요 (issue 26)', () => {
  it('홈에서 대출 추천 받아보기로 시작해 보고서까지', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/');
    await page
      .getByRole('link', { name: /대출 추천/ })
      .first()
      .click();
    await page.waitForURL('**/deposit-entry');
    await page.getByRole('textbox', { name: '전월세 보증금' }).fill(String(YOUNG_SINGLE.depositManwon));
    await page.getByRole('button', { name: '받을 수 있는 상품 보기' }).click();
    await page.getByRole('link', { name: '내 조건으로 정확히 알아보기' }).click();
    await page.evaluate("window.localStorage.setItem('abTestType', 'A')");
    if (!page.url().endsWith('/loan-info-entry')) await page.goto('/loan-info-entry');
    await fillFormA(page, YOUNG_SINGLE);
    await reachReport(page);
    expect(errors.filter((text) => !text.includes('status of 4'))).toEqual([]);
    await page.context().close();
  });

  it('/jeonse-safety 에서 진단하고 이 집으로 대출 추천받기로 보고서까지: 게스트 토큰은 요청이 필요할 때 받아요', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/jeonse-safety');
    expect(await hasGuestToken(page)).toBe(false);
    await page.getByRole('textbox', { name: '보증금' }).fill('26000');
    await page.getByRole('button', { name: '주소 검색하기' }).click();
    await chooseNeighbourhood(page.getByRole('dialog', { name: '빌릴 집 주소' }));
    await page.getByLabel('아파트', { exact: true }).check();
    await page.getByRole('textbox', { name: '공시가격 (선택)' }).fill('30000');
    await page.getByRole('button', { name: '진단하기' }).click();
    await page.waitForURL('**/jeonse-safety/result?**');
    await page.getByRole('button', { name: '이 집으로 대출 추천받기' }).click();
    await page.waitForURL('**/loan-info-entry');
    await fillFormA(page, { ...YOUNG_SINGLE, depositManwon: 26_000 });
    await reachReport(page);
    await page.context().close();
  });

  it('/rent-offers 에서 조건을 넣고 비교한 뒤, 그 대출 정보로 보고서까지', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/rent-offers');
    expect(await hasGuestToken(page)).toBe(false);
    for (const [label, deposit, rent] of [
      ['전세', '25000', '0'],
      ['반전세', '15000', '40'],
      ['월세', '5000', '80'],
    ] as const) {
      const offer = page.getByRole('group', { name: label, exact: true });
      await offer.getByRole('textbox', { name: '보증금', exact: true }).fill(deposit);
      await offer.getByRole('textbox', { name: '월세', exact: true }).fill(rent);
    }
    await page.getByRole('button', { name: '비교하기' }).click();
    await page.waitForURL('**/loan-info-entry');
    await page.getByRole('button', { name: '이 정보로 조건 비교하기' }).click();
    await answerLoanForm(page, YOUNG_SINGLE);
    await page.waitForURL((url) => url.pathname === '/rent-offers');
    await page.getByRole('region', { name: '한 달에 드는 돈' }).waitFor(POLL);
    // Issue 50 #3: back on the comparison, the answer is on screen with the focus on its heading, not 1,850 px down.
    const answerHeading = page.getByRole('heading', { name: '비교 결과', exact: true });
    await expect
      .poll(() =>
        answerHeading.evaluate((heading) => {
          const { top, bottom } = heading.getBoundingClientRect();
          const view = heading.ownerDocument.defaultView;
          return heading.ownerDocument.activeElement === heading && top >= 0 && bottom <= (view?.innerHeight ?? 0);
        }),
      )
      .toBe(true);

    await page.getByRole('link', { name: '이 대출 정보로 보고서 받기' }).click();
    await page.waitForURL('**/loan-info-entry');
    await reachReport(page);
    await page.context().close();
  });

  it('서버가 모르는 게스트 토큰(초기화된 서버)을 가진 브라우저도 새 게스트로 보고서를 받아요', async () => {
    const context = await e2e.newContext();
    await context.addCookies([
      { name: 'guestToken', value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJnb25lIn0.forged', url: baseUrl() },
    ]);
    const { page } = await e2e.newPage(context);
    const villa =
      '?districtCode=1168010100&dongName=%EC%97%AD%EC%82%BC%EB%8F%99&jibun=737&buildingName=&rentHousingType=APARTMENT&exclusiveArea=59&rentalDeposit=260000000&officialPrice=300000000';
    await page.goto(`/jeonse-safety/result${villa}`);
    await page.getByRole('button', { name: '이 집으로 대출 추천받기' }).click();
    await page.waitForURL('**/loan-info-entry');
    await fillFormA(page, { ...YOUNG_SINGLE, depositManwon: 26_000 });
    await reachReport(page);
    const guestToken = (await context.cookies()).find((cookie) => cookie.name === 'guestToken');
    expect(guestToken?.value).not.toContain('forged');
    await context.close();
  });
});
