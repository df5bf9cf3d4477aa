import { describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { OMNIBOX_WEBUI_FEATURES } from '../apps/server/src/testing/chromium.ts';

// Chromium reads only the last `--disable-features`; Playwright passes one of its own before ours.
describe('the Chromium the tests and the bench launch', () => {
  it('keeps every feature Playwright turns off, and the address bar’s WebUI renderer off too', async () => {
    const e2e = await launchBrowser();
    try {
      // The browser's own command line, as chrome://version shows it (CDP gives it only with --enable-automation).
      const { page } = await e2e.newPage();
      await page.goto('chrome://version');
      const flags = ((await page.locator('#command_line').textContent()) ?? '').split(/\s+/);
      const disabled = flags
        .filter((flag) => flag.startsWith('--disable-features='))
        .map((flag) => flag.slice('--disable-features='.length).split(','));
      const inForce = disabled.at(-1) ?? [];
      for (const features of disabled) expect(inForce).toEqual(expect.arrayContaining(features));
      expect(inForce).toEqual(expect.arrayContaining(OMNIBOX_WEBUI_FEATURES));
    } finally {
      await e2e.close();
    }
  });
});
