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
    const offlineMessage = () => page.getByRole('alert').filter({ hasText: '인터넷에 연결되어 있지 않아요' }).count();
    await expect.poll(offlineMessage, { timeout: 15_000 }).toBe(1);
    // Retrying while still offline says the same, not a blank page.
    await page.getByRole('alert').getByRole('button', { name: '다시 시도' }).click();
    await expect.poll(offlineMessage, { timeout: 15_000 }).toBe(1);
    // Back online, the board loads (by itself when the browser reports the network back, else by a retry).
    await context.setOffline(false);
    const retry = page.getByRole('alert').getByRole('button', { name: '다시 시도' });
    await expect
      .poll(
        async () => {
          if (await retry.isVisible()) await retry.click();
          return page.getByRole('alert').count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    await context.close();
  });
});
