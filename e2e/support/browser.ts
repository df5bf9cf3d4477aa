import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS } from '../../apps/server/src/testing/chromium.ts';
import { watchVisibleErrors } from './visible-errors.ts';

// playwright gives every launch a fresh, empty user-data-dir of its own and removes it on close.

export const baseUrl = () => inject('baseUrl');

/** Waits until the app's page is live (see `waitForLivePages`); at once on a page the server renders itself. */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForSelector('html[data-page-ready], html:not(:has(#root))', { state: 'attached' });
}

/**
 * Makes `page.goto` and `page.reload` return once the app's page is live, not merely painted: a prerendered page
 * shows its buttons before their code has run (issue 10; `data-page-ready`, set by app/lazy-page.tsx). Pages the
 * server renders itself (the development login) have no #root and are not waited for.
 */
function waitForLivePages(page: Page) {
  const whenLive = () => waitUntilLive(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await whenLive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await whenLive();
    return response;
  };
}

export type E2eBrowser = {
  browser: Browser;
  /** A fresh context (own cookies and storage) with a phone-sized viewport unless `options` says otherwise, its error texts watched. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page whose console errors and page errors are collected in `errors`. */
  newPage(context?: BrowserContext): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
};

export async function launchBrowser(): Promise<E2eBrowser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      locale: 'ko-KR',
      hasTouch: true,
      ...options,
    });
    await watchVisibleErrors(context);
    return context;
  };
  return {
    browser,
    newContext,
    async newPage(context) {
      const page = await (context ?? (await newContext())).newPage();
      waitForLivePages(page);
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
