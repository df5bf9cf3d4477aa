import type { BrowserContext, Page } from 'playwright-core';

// Logging a member in through the server's "개발용 로그인" page (shown instead of Kakao when Kakao is not
// configured), the way a person does it in the browser.

export type MemberTokens = { accessToken: string; refreshToken: string };

/** A nickname no earlier run of the suite used. */
export const uniqueNickname = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** Fills the dev login page's form. */
export async function submitDevLogin(page: Page, nickname: string): Promise<void> {
  await page.getByRole('heading', { name: '개발용 로그인' }).waitFor();
  await page.getByLabel('닉네임').fill(nickname);
  await page.getByRole('button', { name: '이 닉네임으로 로그인하기' }).click();
}

/** The member's token cookies of a browser context. */
export async function memberTokens(context: BrowserContext): Promise<MemberTokens> {
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
  const { accessToken, refreshToken } = cookies;
  if (!accessToken || !refreshToken) throw new Error('not logged in: the token cookies are missing');
  return { accessToken, refreshToken };
}

/**
 * Logs a new member in from /login-page and waits until the app brought them to `returnPath`; returns
 * the tokens the app stored in its cookies (for calling the API as that member).
 */
export async function logInAs(page: Page, nickname: string, returnPath = '/'): Promise<MemberTokens> {
  await page.goto(`/login-page?redirect=${encodeURIComponent(returnPath)}`);
  await page.getByRole('link', { name: '카카오로 3초만에 로그인' }).click();
  await submitDevLogin(page, nickname);
  await page.waitForURL((url) => url.pathname === returnPath);
  return memberTokens(page.context());
}
