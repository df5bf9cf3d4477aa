import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2eBrowser } from './support/browser.ts';
import { uniqueNickname } from './support/dev-login.ts';
import { LOAN_PROFILE } from './support/loan-profile.ts';

// Login CSRF through a login link: an attacker logs in up to /login-result?code=… and sends that link to
// somebody who has guest reports. The code works only in the browser that started its login.

let e2e: E2eBrowser;
beforeAll(async () => {
  e2e = await launchBrowser();
});
afterAll(async () => {
  await e2e?.close();
});

const cookiesOf = async (context: BrowserContext): Promise<Record<string, string>> =>
  Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, decodeURIComponent(cookie.value)]));

/**
 * Logs in through the dev login page but stops before the app exchanges the code: the link an attacker
 * sends. The form is posted by the context's request API (same cookies as the page) so the redirect to
 * /login-result is read, not followed.
 */
async function unfinishedLoginLink(page: Page, nickname: string): Promise<string> {
  await page.goto('/oauth2/authorization/kakao');
  await page.getByRole('heading', { name: '개발용 로그인' }).waitFor();
  const state = await page.locator('input[name="state"]').inputValue();
  const posted = await page.request.post('/dev-login', { form: { state, nickname }, maxRedirects: 0 });
  expect(posted.status()).toBe(302);
  const location = posted.headers().location ?? '';
  expect(location).toContain('/login-result?code=');
  return location;
}

async function reportIdsOf(page: Page, accessToken: string): Promise<string[]> {
  const response = await page.request.get('/api/v1/loanAdvice', {
    headers: { AccessToken: accessToken, Profile: 'prod' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { loanAdviceResultId: string }[] }).data.map(
    (entry) => entry.loanAdviceResultId,
  );
}

describe('로그인 링크 공격', () => {
  it('남이 보낸 /login-result?code= 링크를 열어도 그 사람으로 로그인되지 않고, 내 게스트 보고서는 내 것으로 남아요', async () => {
    const attacker = await e2e.newPage();
    const link = await unfinishedLoginLink(attacker.page, uniqueNickname('공격자'));

    // The victim: a guest with a loan report of their own.
    const victimContext = await e2e.newContext();
    const victim = await e2e.newPage(victimContext);
    await victim.page.goto('/deposit-entry');
    await expect.poll(async () => (await cookiesOf(victimContext)).guestToken ?? null).not.toBeNull();
    const guestToken = (await cookiesOf(victimContext)).guestToken ?? '';
    const created = await victim.page.request.post('/api/v1/loanAdvice', {
      headers: { AccessToken: guestToken, Profile: 'prod' },
      data: LOAN_PROFILE,
    });
    expect(created.status()).toBe(200);
    const reportId = ((await created.json()) as { data: { loanAdviceResultId: string } }).data.loanAdviceResultId;

    await victim.page.goto(link);
    await victim.page.getByRole('heading', { level: 1, name: '로그인하지 못했어요' }).waitFor();
    await expect
      .poll(() => victim.page.getByRole('alert').textContent())
      .toContain('다른 브라우저에서 시작된 로그인이라 여기서는 쓸 수 없어요');

    const victimCookies = await cookiesOf(victimContext);
    expect(victimCookies.accessToken).toBeUndefined();
    expect(victimCookies.refreshToken).toBeUndefined();
    expect(victimCookies.guestToken).toBe(guestToken);
    expect(await reportIdsOf(victim.page, guestToken)).toContain(reportId);

    // The attacker's own browser can still finish that login, and finds none of the victim's reports.
    await attacker.page.goto(link);
    await attacker.page.waitForURL((url) => url.pathname !== '/login-result');
    const attackerToken = (await cookiesOf(attacker.page.context())).accessToken ?? '';
    expect(attackerToken).not.toBe('');
    expect(await reportIdsOf(attacker.page, attackerToken)).not.toContain(reportId);

    await victimContext.close();
    await attacker.page.context().close();
  });
});
