import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

async function choose(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).focus();
  await page.keyboard.press('Space');
}

async function type(page: Page, name: string, text: string) {
  await textbox(page, name).focus();
  await page.keyboard.type(text);
}

/** Adds a loan on the DSR loan-add page by the keyboard; `choices` are radio labels, `fields` field → text. */
async function addLoan(page: Page, choices: readonly string[], fields: Readonly<Record<string, string>>) {
  await panel(page).getByRole('link', { name: '대출 추가' }).click();
  await page.getByRole('heading', { level: 1, name: 'DSR 대출 추가' }).waitFor();
  for (const choice of choices) await choose(page, choice);
  for (const [name, text] of Object.entries(fields)) await type(page, name, text);
  await page.getByRole('button', { name: '추가하기' }).click();
  await page.getByRole('tab', { name: 'DSR', selected: true }).waitFor();
}

/** After one visit the service worker holds the app (its install is the precache). */
async function visitOnce(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
}

describe('오프라인 (issue 10)', () => {
  it('한 번 다녀간 뒤 인터넷이 끊겨도 DSR 계산기는 대출 둘로 서버와 같은 숫자를 내요', async () => {
    const context = await e2e.newContext();
    const { page, errors } = await e2e.newPage(context);
    await visitOnce(page);

    await context.setOffline(true);
    await page.goto('/calculator?tab=DSR');
    await page.getByRole('heading', { level: 1, name: '대출 계산기' }).waitFor();
    await addLoan(page, ['원리금균등', '수도권'], {
      대출금액: '30000',
      '총 대출 기간': '30',
      '대출 거치 기간': '1',
      '대출 이자율': '4.25',
    });
    await addLoan(page, ['신용대출', '만기일시'], { 대출금액: '5000', '총 대출 기간': '1', '대출 이자율': '5.5' });
    // The handed-back loan is checked against its contract on demand, so it joins the list a moment after the tab shows.
    await expect.poll(() => panel(page).getByRole('listitem').count()).toBe(2);
    await type(page, '연소득', '8000');
    await page.keyboard.press('Enter');
    const result = panel(page).getByRole('region', { name: 'DSR 계산 결과' });
    await result.waitFor();
    const offlineFigures = await result.textContent();
    expect(offlineFigures).toMatch(/\d+(\.\d+)?%/);

    // Back online, the same form asks the server, which must give the same figures.
    await context.setOffline(false);
    const serverAnswered = page.waitForResponse((response) => response.url().endsWith('/api/v1/dsrCalc'));
    await panel(page).getByRole('button', { name: '계산하기' }).click();
    expect((await serverAnswered).status()).toBe(200);
    await result.waitFor();
    expect(await result.textContent()).toBe(offlineFigures);
    expect(errors.filter((text) => !/net::ERR_INTERNET_DISCONNECTED/.test(text))).toEqual([]);
    await context.close();
  });

  it('인터넷이 끊기면 커뮤니티는 빈 화면이 아니라 한국어로 연결이 필요하다고 말하고 다시 시도할 수 있어요', async () => {
    const context = await e2e.newContext();
    const { page } = await e2e.newPage(context);
    await visitOnce(page);

    await context.setOffline(true);
    await page.goto('/community');
    await page.getByRole('heading', { level: 1, name: '커뮤니티' }).waitFor();
    const offlineAlert = page.getByRole('alert').filter({ hasText: '인터넷에 연결되어 있지 않아요' });
    await expect.poll(() => offlineAlert.count(), { timeout: 15_000 }).toBe(1);
    // Retrying while still offline tries again and says so again: a new alert, not the one already shown.
    await offlineAlert.evaluate((alert) => alert.setAttribute('data-before-retry', ''));
    await offlineAlert.getByRole('button', { name: '다시 시도' }).click();
    const newAlert = page
      .locator('[role="alert"]:not([data-before-retry])')
      .filter({ hasText: '인터넷에 연결되어 있지 않아요' });
    await expect.poll(() => newAlert.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('[data-before-retry]').count()).toBe(0);

    // Back online, the board loads (by itself when the browser reports the network back, else by a retry): its
    // post cards, not merely no alert.
    await context.setOffline(false);
    const retry = page.getByRole('alert').getByRole('button', { name: '다시 시도' });
    const postCards = page.getByRole('main').getByRole('article');
    await expect
      .poll(
        async () => {
          if (await retry.isVisible()) await retry.click();
          return postCards.count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('region', { name: '저장된 글' }).count()).toBe(0);
    await context.close();
  });

  it('한 번 읽은 커뮤니티는 인터넷이 끊긴 뒤 다시 열면 곧바로 끊겼다고 말하고, 읽은 글을 읽은 때와 함께 저장된 글로 보여줘요 (issue 26)', async () => {
    const context = await e2e.newContext();
    const { page } = await e2e.newPage(context);
    await visitOnce(page);
    await page.goto('/community');
    const postCards = page.getByRole('main').getByRole('article');
    await expect.poll(() => postCards.count()).toBeGreaterThan(0);
    const titlesRead = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .allTextContents();

    await context.setOffline(true);
    await page.goto('/community');
    await page.getByRole('heading', { level: 1, name: '커뮤니티' }).waitFor();
    // At once (the page is live by now): no request's failure and its retries are waited for; the browser knows.
    await page.getByRole('alert').filter({ hasText: '인터넷에 연결되어 있지 않아요' }).waitFor({ timeout: 2_000 });
    const saved = page.getByRole('region', { name: '저장된 글' });
    await saved.getByRole('article').first().waitFor({ timeout: 5_000 });
    // The same posts in the same order (the board may have loaded a further page meanwhile).
    const titlesSaved = await saved.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    const shown = Math.min(titlesRead.length, titlesSaved.length);
    expect(shown).toBeGreaterThan(0);
    expect(titlesSaved.slice(0, shown)).toEqual(titlesRead.slice(0, shown));
    expect(await saved.textContent()).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 오[전후] \d{1,2}:\d{2}에 읽은 글이에요/);
    await context.close();
  });
});
