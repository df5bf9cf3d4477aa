import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags this machine needs: no sandbox as root, no GPU, and no background calls to Google's hosts.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// playwright gives every launch a fresh, empty user-data-dir of its own and removes it on close.

export const baseUrl = () => inject('baseUrl');

export type E2eBrowser = {
  browser: Browser;
  /** A fresh context (own cookies and storage) with a phone-sized viewport. */
  newContext(): Promise<BrowserContext>;
  /** A page whose console errors and page errors are collected in `errors`. */
  newPage(context?: BrowserContext): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
};

export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const newContext = () =>
    browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, locale: 'ko-KR', hasTouch: true });
  return {
    browser,
    newContext,
    async newPage(context) {
      const page = await (context ?? (await newContext())).newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return { page, errors };
    },
    async close() {
      await browser.close();
    },
  };
}
